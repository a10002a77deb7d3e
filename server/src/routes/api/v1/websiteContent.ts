import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardMembers,
  contentKeyParams,
  isTranslatedContentKey,
  websiteContent,
} from '../../../../../common/api/content';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { CONTENT_CACHE_CONTROL, GET_AND_HEAD, sendTagged } from '../../../lib/conditionalGet';
import { HttpError } from '../../../lib/httpError';

declare module '../../../lib/pageQueries' {
  interface PageBundle {
    /** The board's query (web/src/features/board/api/getBoardMembers.ts). */
    boardMembersQueryKey?(): readonly unknown[];
  }
}

const BOARD_KEY = 'bod-page-data';

const websiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who's Who is rendered with the board, as the app would read it (GET below, in the page's language, and
  // checked with the same schema); a board that does not parse renders as the app shows a failed load,
  // without members.
  app.pageQueries.add({
    topics: ['content'],
    async queries(bundle, { screen, language }) {
      if (screen !== 'bod' || !bundle.boardMembersQueryKey) return [];
      const answer = await app.contentRepository.answer(BOARD_KEY, language);
      if (!answer) return [];
      try {
        return [[bundle.boardMembersQueryKey(), boardMembers.parse(JSON.parse(answer.value.content))]];
      } catch {
        return [];
      }
    },
  });

  // HEAD as GET: see GET_AND_HEAD.
  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.websiteContent.pattern,
    schema: { params: contentKeyParams, response: { 200: websiteContent, 404: errorBody } },
    handler: async (request, reply) => {
      const { key } = request.params;
      // The keys staff write per language answer in the page's language, English where it has no version
      // (docs/product.md, Staff texts in four languages); the others are the same in every language.
      const byLanguage = isTranslatedContentKey(key);
      const language = byLanguage ? languageOfHeader(request.headers['accept-language']) : undefined;
      const tagged = await app.contentRepository.answer(key, language);
      if (tagged === null) throw new HttpError(404, `No website content with the key "${key}".`);
      return sendTagged(request, reply, tagged, CONTENT_CACHE_CONTROL, { byLanguage });
    },
  });
};
export default websiteContentRoutes;
