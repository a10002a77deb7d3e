/**
 * What staff type when asked for a link's address, as the address the page may carry: a web address
 * (https:// added when left out), an e-mail address (mailto:), a telephone number (tel:) or a page of this
 * site (/greenfees). The server keeps only these kinds (server/src/content/markdown.ts, safeLink); anything
 * else is refused here already, so that nobody saves a link that would vanish from the page.
 */
export function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (/^\+?[\d\s()-]{6,}$/.test(text)) return `tel:${text.replace(/[\s()-]/g, '')}`;
  if (text === '' || /[\s\\]/.test(text)) return null;
  if (text.startsWith('/')) return text.startsWith('//') ? null : text;
  if (/^[^@/:]+@[^@/:]+\.[a-z]{2,}$/i.test(text)) return `mailto:${text}`;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:')
    return url.hostname.includes('.') ? withScheme : null;
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return withScheme;
  return null;
}
