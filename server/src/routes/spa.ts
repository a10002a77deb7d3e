import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Files a browser fetches as such: a missing one is a 404, never the app (a stale asset must not get HTML). */
const STATIC_FILE =
  /\.(js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|json|txt|xml|webmanifest|mp4|webm|pdf)$/i;

/** True for paths the SPA must never answer: the API, the files, the assets, and static file names. */
const isServerPath = (url: string) =>
  /^\/(api|files|assets)(\/|$|\?)/.test(url) || STATIC_FILE.test(url.split('?')[0] ?? '');

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other page path so deep links work (history fallback).
 */
export default async function spa(app: FastifyInstance, opts: { webRoot: string }) {
  const hasSpa = existsSync(join(opts.webRoot, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: opts.webRoot,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn({ webRoot: opts.webRoot }, 'no built SPA found; run `npm run build` to serve the site');
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && wantsPage && !isServerPath(request.url)) {
      return reply
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}` });
  });
}
