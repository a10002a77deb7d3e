import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { websiteNotifications } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.websiteNotifications,
    { schema: { response: { 200: websiteNotifications } } },
    async (_request, reply) => {
      // Revalidated every time: a page told of a change over /live must get the new value, not a cached one.
      reply.header('cache-control', 'no-cache');
      return app.notificationRepository.listActive();
    },
  );
};
export default notificationRoutes;
