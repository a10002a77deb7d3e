import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/languages';
import type { testPayments } from '../db/schema';
import { CHECKOUT_TEXTS, checkoutAmount } from './checkoutTexts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The built-in TEST checkout: unmistakably a test, with pay, fail, cancel and expire buttons (the outcomes
 * Mollie's test mode offers). Plain HTML, no script, in the language of the booking it is for.
 */
export function testCheckoutPage(
  payment: typeof testPayments.$inferSelect,
  xsrfToken: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const words = CHECKOUT_TEXTS[language];
  const amount = checkoutAmount(language, payment.amountCents);
  const open = payment.status === 'open' && payment.expiresAt.getTime() > Date.now();
  const button = (action: string, label: string, colour: string) =>
    `<form method="post"><input type="hidden" name="action" value="${action}"><input type="hidden" name="xsrf" value="${escapeHtml(xsrfToken)}"><button style="background:${colour}">${label}</button></form>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(words.title)}</title>
<style>
body{margin:0;font:18px/1.5 system-ui,sans-serif;background:#f4eee2;color:#14202a}
.band{background:#b3261e;color:#fff;text-align:center;padding:.75rem;font-weight:700;letter-spacing:.1em}
main{max-width:32rem;margin:2rem auto;padding:0 1rem}
h1{color:#1f3a4d}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{border:0;border-radius:.5rem;color:#fff;font:inherit;font-weight:700;padding:.75rem 1.25rem;cursor:pointer}
button:focus-visible{outline:3px solid #1f3a4d;outline-offset:2px}
</style>
</head>
<body>
<div class="band" role="note">${escapeHtml(words.band)}</div>
<main>
<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(payment.description)}</p>
<p><strong>${escapeHtml(words.amount)} ${escapeHtml(amount)}</strong></p>
${
  open
    ? `<div class="actions">${button('pay', escapeHtml(words.pay), '#2f5d3a')}${button('fail', escapeHtml(words.fail), '#b3261e')}${button('cancel', escapeHtml(words.cancel), '#1f3a4d')}${button('expire', escapeHtml(words.expire), '#5b4a2f')}</div>`
    : `<p>${escapeHtml(words.ended(words.states[payment.status === 'open' ? 'expired' : payment.status]))}</p><p><a href="${escapeHtml(payment.redirectUrl)}">${escapeHtml(words.back)}</a></p>`
}
</main>
</body>
</html>`;
}
