import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicPagePaths, unindexedPathPrefixes } from '../../../common/config/publicRoutes';
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath } from '../../../common/i18n/languages';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

/**
 * Every public page in every language, each entry naming its translations (hreflang) and the
 * unprefixed English page as the choice for other languages (x-default).
 */
export function sitemapXml(publicUrl: string): string {
  const url = (path: string) => escapeXml(`${publicUrl}${path}`);
  const entries = Object.values(publicPagePaths).flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${url(localizedPath(language, path))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(localizedPath(DEFAULT_LANGUAGE, path))}"/>`,
    ].join('\n');
    return LANGUAGES.map(
      (language) => `  <url>\n    <loc>${url(localizedPath(language, path))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...unindexedPathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** /sitemap.xml and /robots.txt, built once from the shared route list and the site's public address. */
const seoRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  const sitemap = sitemapXml(opts.publicUrl);
  const robots = robotsTxt(opts.publicUrl);
  const cacheControl = 'public, max-age=3600';
  const schema = { hide: true, response: { 200: z.string() } };
  app.get('/sitemap.xml', { schema }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', cacheControl).send(sitemap),
  );
  app.get('/robots.txt', { schema }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cacheControl).send(robots),
  );
};
export default seoRoutes;
