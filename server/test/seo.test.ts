import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '../../common/config/publicRoutes';
import { LANGUAGES } from '../../common/i18n/languages';
import { build } from './helpers';

const PUBLIC_URL = 'https://www.example-golf.be';

describe('sitemap.xml and robots.txt', async () => {
  const { app } = await build({ env: { PUBLIC_URL } });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('lists every public page in every language, with absolute URLs from PUBLIC_URL', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const pages = Object.values(publicPagePaths);
    expect(locs).toHaveLength(pages.length * LANGUAGES.length);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/nl`);
    expect(locs).toContain(`${PUBLIC_URL}/greenfees`);
    expect(locs).toContain(`${PUBLIC_URL}/fr/dining-bar`);
    expect(locs).toContain(`${PUBLIC_URL}/de/holes`);
    for (const loc of locs) expect(loc?.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(res.body).not.toMatch(/bookings|admin|hole-\d+-page|\/api\//);
  });

  it('names each page’s translations and the English page as x-default', async () => {
    const body = (await get('/sitemap.xml')).body;
    const entry = body.split('<url>').find((part) => part.includes(`<loc>${PUBLIC_URL}/nl/greenfees</loc>`));
    expect(entry).toBeDefined();
    const links = [...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['en', `${PUBLIC_URL}/greenfees`],
      ['nl', `${PUBLIC_URL}/nl/greenfees`],
      ['fr', `${PUBLIC_URL}/fr/greenfees`],
      ['de', `${PUBLIC_URL}/de/greenfees`],
      ['x-default', `${PUBLIC_URL}/greenfees`],
    ]);
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('robots.txt keeps crawlers out of /admin and /api/ and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /api/\nAllow: /\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    );
  });

  it('sends the sitemap compressed when the client accepts it', async () => {
    const res = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the sitemap without PUBLIC_URL', async () => {
  const { app } = await build({ env: { PORT: '8302' } });

  it('uses the local address the server listens on', async () => {
    const body = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(body).toContain('<loc>http://localhost:8302/booking</loc>');
  });
});
