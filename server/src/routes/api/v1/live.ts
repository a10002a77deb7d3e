import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../../../../common/api/paths';
import { contentSecurityPolicy } from '../../../plugins/external/securityHeaders';

const PING_MS = 25_000;

/** Server-sent events: one "change" event per change, and a comment now and then to keep proxies from closing it. */
const liveRoutes: FastifyPluginAsync = async (app) => {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(apiPaths.live.pattern, { schema: { hide: true } }, (request, reply) => {
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
      clearInterval(ping);
      unsubscribe();
      open.delete(end);
      res.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
};
export default liveRoutes;
