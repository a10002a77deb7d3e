import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { websiteNotifications } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { CONTENT_CACHE_CONTROL, GET_AND_HEAD, sendTagged } from '../../../lib/conditionalGet';

declare module '../../../lib/pageQueries' {
  interface PageBundle {
    /** The notices' query (web/src/features/notifications/api/getWebsiteNotifications.ts). */
    websiteNotificationsQueryKey?(): readonly unknown[];
  }
}

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The home page is rendered with the notices as the app would read them (GET below, in the page's
  // language): its first paint shows the first, and the app asks for none at its start. A notice's own
  // start or end renders the page again then.
  app.pageQueries.add({
    topics: ['notifications'],
    async queries(bundle, { screen, language }, now) {
      if (screen !== 'home' || !bundle.websiteNotificationsQueryKey) return [];
      return [
        [bundle.websiteNotificationsQueryKey(), await app.notificationRepository.shownAt(language, now)],
      ];
    },
    changesBy: (_page, now) => app.notificationRepository.nextChange(now),
  });

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
