import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { websiteNotifications } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { CONTENT_CACHE_CONTROL, GET_AND_HEAD, sendTagged } from '../../../lib/conditionalGet';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.websiteNotifications.pattern,
    schema: { response: { 200: websiteNotifications } },
    // In the page's language, English where a notice has no version (docs/product.md, Notifications).
    handler: async (request, reply) =>
      sendTagged(
        request,
        reply,
        await app.notificationRepository.activeAnswer(languageOfHeader(request.headers['accept-language'])),
        CONTENT_CACHE_CONTROL,
        { byLanguage: true },
      ),
  });
};
export default notificationRoutes;
