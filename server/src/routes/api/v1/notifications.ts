import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { websiteNotifications } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';
import { CONTENT_CACHE_CONTROL, sendCacheable } from '../../../lib/conditionalGet';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.websiteNotifications,
    { schema: { response: { 200: websiteNotifications } } },
    async (request, reply) =>
      sendCacheable(request, reply, await app.notificationRepository.activeResponse(), CONTENT_CACHE_CONTROL),
  );
};
export default notificationRoutes;
