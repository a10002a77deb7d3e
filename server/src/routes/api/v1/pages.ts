import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../../../common/api/errors';
import { type PublicPage, pageKey, publicPage } from '../../../../../common/api/pages';
import { apiPaths } from '../../../../../common/api/paths';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import {
  CONTENT_CACHE_CONTROL,
  GET_AND_HEAD,
  sendTagged,
  type TaggedAnswer,
  taggedAnswer,
} from '../../../lib/conditionalGet';
import { HttpError } from '../../../lib/httpError';

/** A draft is the staff's, never a cache's: not even the browser keeps it. */
export const DRAFT_CACHE_CONTROL = 'private, no-store';

const pageParams = z.object({ key: pageKey });
const pageQuery = z.object({
  draft: z.literal('1', { error: 'draft is 1, or left out.' }).optional(),
});

/**
 * GET /pages/{key}: a page's texts in the request's language (docs/product.md, Content). With ?draft=1, the
 * draft, for a signed-in staff member's preview only.
 */
const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tagged once per published page: the service hands out the same object until the page changes.
  const tagged = new WeakMap<PublicPage, TaggedAnswer<PublicPage>>();

  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.page.pattern,
    schema: {
      params: pageParams,
      querystring: pageQuery,
      response: { 200: publicPage, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const { key } = request.params;
      const language = languageOfHeader(request.headers['accept-language']);
      if (request.query.draft) {
        // The staff session, as the admin's routes check it; a GET changes nothing, so no cross-site token.
        const token = request.cookies[app.sessionCookie.name];
        const session = token ? await app.sessions.find(token) : null;
        reply.header('cache-control', DRAFT_CACHE_CONTROL);
        if (!session) throw new HttpError(401, 'Please sign in to see the draft of a page.');
        return reply.header('vary', 'accept-language, cookie').send(await app.pages.draft(key, language));
      }
      const page = await app.pages.published(key, language);
      let answer = tagged.get(page);
      if (!answer) {
        answer = taggedAnswer(publicPage, page);
        tagged.set(page, answer);
      }
      return sendTagged(request, reply, answer, CONTENT_CACHE_CONTROL, { byLanguage: true });
    },
  });
};
export default pagesRoutes;
