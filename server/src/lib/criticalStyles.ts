import Beasties from 'beasties';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A page's inline styles cut down to the rules its own HTML uses (docs/decisions/0035): with the whole
 * stylesheets inline, a page's first response was 14.5–17 KB compressed, just over what a new connection
 * delivers in its first round trip (about 14.6 KB with the headers). The full stylesheets follow after the
 * first paint (the page's disabled links, which web/src/boot/appLoader.ts enables before the app starts,
 * and <noscript> links without JavaScript), so whatever the app shows later is styled.
 *
 * Pruned here, at every render, not at build time: staff's texts decide which rules a page uses.
 * Only the styles' texts change; the rest of the page stays byte for byte as rendered (the CSP hashes its
 * inline scripts, and hydration reads its markup).
 */

/**
 * Rules kept whatever the page holds:
 * - those on the root element's state (`html[data-consent-ask] …`, `html:has(.consent-banner) …`): the
 *   page's scripts set some before the first paint (the consent banner of a visitor who has not chosen,
 *   web/src/boot/consentPrompt.ts), and beasties 0.5.4 never matches `html` itself once it has taken a
 *   selector's pseudo-classes off;
 * - selectors on the id or class attribute itself (`[id]`), which beasties 0.5.4 takes for the id "".
 * e2e/critical-styles.spec.ts found both.
 */
const ALWAYS_KEPT = [/^(?:html|:root)(?![\w-])/, /\[(?:id|class)(?=[\]~|^$*=])/];

const STYLE = /<script\b[\s\S]*?<\/script>|<style>([\s\S]*?)<\/style>/g;
const MARKED_STYLE = /<style data-critical="(\d+)">([\s\S]*?)<\/style>/g;

const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  // Each page stylesheet stays where it was: its full copy is linked right after it, in the same order.
  mergeStylesheets: false,
  inlineFonts: false,
  preloadFonts: false,
  keyframes: 'critical',
  compress: true,
  allowRules: ALWAYS_KEPT,
  logLevel: 'silent',
});

/** The page's own style elements are in its <head>; its body's text never is (React escapes it). */
function splitHead(html: string): [head: string, rest: string] {
  const end = html.indexOf('</head>');
  return end === -1 ? ['', html] : [html.slice(0, end), html.slice(end)];
}

/**
 * The page with its styles cut down; the page as it is (its full styles, so still correct, only larger)
 * when they cannot be, with a warning.
 */
export async function withCriticalStyles(
  html: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string> {
  try {
    return await criticalStylesOf(html);
  } catch (error) {
    log.warn({ err: error }, "could not cut the page's styles down to the rules it uses; sending them whole");
    return html;
  }
}

async function criticalStylesOf(html: string): Promise<string> {
  const [head, rest] = splitHead(html);
  let index = 0;
  const markedHead = head.replace(STYLE, (whole, css?: string) =>
    css === undefined ? whole : `<style data-critical="${index++}">${css}</style>`,
  );
  if (index === 0) return html;
  const kept = new Map<number, string>();
  for (const [, n, css] of (await beasties.process(markedHead + rest)).matchAll(MARKED_STYLE)) {
    kept.set(Number(n), css ?? '');
  }
  let at = 0;
  const prunedHead = head.replace(STYLE, (whole, css?: string) => {
    if (css === undefined) return whole;
    const critical = kept.get(at++) ?? '';
    // A stylesheet none of whose rules the page uses (beasties then drops its element) leaves nothing.
    return critical.trim() === '' ? '' : `<style>${critical}</style>`;
  });
  return prunedHead + rest;
}
