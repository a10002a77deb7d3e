import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { websiteNotifications } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.websiteNotifications,
    { schema: { response: { 200: websiteNotifications } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=5');
      return app.notificationRepository.listActive();
    },
  );
};
export default notificationRoutes;
