import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { websiteNotifications } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';
import { CONTENT_CACHE_CONTROL, sendCacheable } from '../../../lib/conditionalGet';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.websiteNotifications,
    // sendCacheable sends the compressed copy made once with the cached body.
    { schema: { response: { 200: websiteNotifications } }, compress: false },
    // Not async: an answer in memory is sent at once, without a promise and a turn of the event loop.
    (request, reply) => {
      const cached = app.notificationRepository.cachedResponse();
      if (cached) {
        sendCacheable(request, reply, cached, CONTENT_CACHE_CONTROL);
        return;
      }
      return app.notificationRepository.activeResponse().then((response) => {
        sendCacheable(request, reply, response, CONTENT_CACHE_CONTROL);
      });
    },
  );
};
export default notificationRoutes;
