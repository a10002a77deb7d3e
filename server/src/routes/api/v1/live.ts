import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../../../../common/api/paths';
import { limitMessages } from '../../../../../common/validation/limitMessages';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { clientAddress } from '../../../lib/clientAddress';
import { perMinute } from '../../../plugins/external/rateLimit';
import { contentSecurityPolicy } from '../../../plugins/external/securityHeaders';

const PING_MS = 25_000;

/**
 * New streams a client may open a minute, per stream it may keep open: a page reconnects 3 s after a
 * dropped stream (the retry below), and moving between pages opens a new one.
 */
const CONNECTS_PER_MINUTE_PER_STREAM = 6;

export interface LiveRoutesOptions {
  /** Streams this process keeps open in all: beyond it, 503. */
  maxConnections: number;
  /** Streams this process keeps open per client address (IPv6 by its /64): beyond it, 429. */
  maxPerClient: number;
}

/**
 * Server-sent events: one "change" event per change, and a comment now and then to keep proxies from
 * closing it. Each open stream holds a socket, so they are capped (docs/product.md, Abuse limits), per
 * process: the global cap protects this process, and with several instances a client may hold up to the
 * per-client cap on each of them.
 */
const liveRoutes: FastifyPluginAsync<LiveRoutesOptions> = async (app, opts) => {
  const open = new Set<() => void>();
  const perClient = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    apiPaths.live.pattern,
    { schema: { hide: true }, config: perMinute(opts.maxPerClient * CONNECTS_PER_MINUTE_PER_STREAM) },
    (request, reply) => {
      const client = clientAddress(request.ip);
      const texts = limitMessages[languageOfHeader(request.headers['accept-language'])];
      if (open.size >= opts.maxConnections) return reply.code(503).send({ message: texts.liveBusy });
      const clientStreams = perClient.get(client) ?? 0;
      if (clientStreams >= opts.maxPerClient) return reply.code(429).send({ message: texts.liveTooMany });
      perClient.set(client, clientStreams + 1);
      // The one hijacked answer, because it is a stream that never ends by itself: written event by event
      // straight to the socket for as long as the page is open, until the page leaves or the server closes
      // (preClose above). Fastify's onSend hooks do not run for it, so its headers are set here: the site's
      // policy, nosniff, no-store. It is not compressed, which would hold events back.
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'content-security-policy': contentSecurityPolicy(),
      });
      res.write('retry: 3000\n\n');
      const unsubscribe = app.live.subscribe((change) => {
        res.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
      });
      const ping = setInterval(() => res.write(': ping\n\n'), PING_MS);
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(ping);
        unsubscribe();
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
        res.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
};
export default liveRoutes;
