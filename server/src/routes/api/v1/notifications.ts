import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { websiteNotifications } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';
import { CONTENT_CACHE_CONTROL, sendCacheable } from '../../../lib/conditionalGet';

const notificationRoutes: FastifyPluginAsyncZod<{ https: boolean }> = async (app, opts) => {
  const answer = { cacheControl: CONTENT_CACHE_CONTROL, https: opts.https };
  app.get(
    apiPaths.websiteNotifications,
    // sendCacheable sends the compressed copy made once with the cached body.
    { schema: { response: { 200: websiteNotifications } }, compress: false },
    // Not async: an answer in memory is sent at once, without a promise and a turn of the event loop.
    (request, reply) => {
      const cached = app.notificationRepository.cachedResponse();
      if (cached) {
        sendCacheable(request, reply, cached, answer);
        return;
      }
      return app.notificationRepository.activeResponse().then((response) => {
        sendCacheable(request, reply, response, answer);
      });
    },
  );
};
export default notificationRoutes;
