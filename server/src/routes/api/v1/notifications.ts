import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { websiteNotifications } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';
import { CONTENT_CACHE_CONTROL, cacheableSender } from '../../../lib/conditionalGet';

const notificationRoutes: FastifyPluginAsyncZod<{ https: boolean }> = async (app, opts) => {
  const send = cacheableSender({ cacheControl: CONTENT_CACHE_CONTROL, https: opts.https });
  app.get(
    apiPaths.websiteNotifications.pattern,
    // The sender sends the compressed copy made once with the cached body.
    { schema: { response: { 200: websiteNotifications } }, compress: false },
    // Not async: an answer in memory is sent at once, without a promise and a turn of the event loop.
    (request, reply) => {
      const cached = app.notificationRepository.cachedResponse();
      if (cached) {
        send(request, reply, cached);
        return;
      }
      return app.notificationRepository.activeResponse().then((response) => {
        send(request, reply, response);
      });
    },
  );
};
export default notificationRoutes;
