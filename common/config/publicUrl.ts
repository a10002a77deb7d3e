/**
 * The site's public address, without a trailing slash: PUBLIC_URL, else http://localhost:PORT (8080).
 * One rule for the server (links in mails, sitemap.xml, robots.txt) and for the build (canonical,
 * hreflang and Open Graph URLs in the pages), so search engines see a single address for a page.
 */
export function publicUrlFrom(env: {
  PUBLIC_URL?: string | undefined;
  PORT?: string | number | undefined;
}): string {
  const given = env.PUBLIC_URL?.trim();
  const port = String(env.PORT ?? '').trim() || '8080';
  const url = given || `http://localhost:${port}`;
  if (!/^https?:\/\/[^/\s]+/.test(url)) throw new Error(`PUBLIC_URL must be an http(s) URL, not "${url}"`);
  return url.replace(/\/+$/, '');
}
