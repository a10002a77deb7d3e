import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** True for paths the SPA must never answer: the API, the files, and missing assets (a file name). */
const isServerPath = (url: string) =>
  /^\/(api|files|assets)(\/|$|\?)/.test(url) || /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

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
