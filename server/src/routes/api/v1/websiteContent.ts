import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardMembers,
  type ContentKey,
  contentKeyParams,
  isTranslatedContentKey,
  type Weather,
  weather,
  websiteContent,
} from '../../../../../common/api/content';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import { currentUntil } from '../../../../../common/rules/weather';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { CONTENT_CACHE_CONTROL, GET_AND_HEAD, sendTagged } from '../../../lib/conditionalGet';
import { HttpError } from '../../../lib/httpError';
import type { PageQuerySource } from '../../../lib/pageQueries';

declare module '../../../lib/pageQueries' {
  interface PageBundle {
    /** The board's query (web/src/features/board/api/getBoardMembers.ts). */
    boardMembersQueryKey?(): readonly unknown[];
    /** A content key's text (web/src/features/content/api/getWebsiteContent.ts). */
    websiteContentQueryKey?(key: ContentKey): readonly unknown[];
    /** The course status's switches (web/src/features/course-status/api/getCourseStatusInfo.ts). */
    courseStatusInfoQueryKey?(): readonly unknown[];
    /** The weather station's reading (web/src/features/weather/api/getWeather.ts). */
    weatherQueryKey?(): readonly unknown[];
    /** The moment the page was rendered at, which hydration judges the reading at (features/weather/lib). */
    renderedAtQueryKey?(): readonly unknown[];
  }
}

const BOARD_KEY = 'bod-page-data';
const CONDITION_KEY = 'course-status';

/** The stored JSON of a key that is the same in every language; undefined when missing or no JSON. */
async function storedJson(app: FastifyInstance, key: string): Promise<unknown> {
  const answer = await app.contentRepository.answer(key);
  if (!answer) return undefined;
  try {
    return JSON.parse(answer.value.content);
  } catch {
    return undefined;
  }
}

/**
 * The home page's live parts as the app would read them (GET below): the course status's switches and
 * condition text, and the weather station's reading. The page is rendered with them, so its first paint
 * shows them and the app asks for none at its start; a reading growing old renders it again then.
 */
function homePageContent(app: FastifyInstance): PageQuerySource {
  return {
    topics: ['content'],
    async queries(bundle, { screen, language }, now) {
      const { websiteContentQueryKey, courseStatusInfoQueryKey, weatherQueryKey, renderedAtQueryKey } =
        bundle;
      if (screen !== 'home' || !websiteContentQueryKey || !courseStatusInfoQueryKey) return [];
      if (!weatherQueryKey || !renderedAtQueryKey) return [];
      const [info, condition, reading] = await Promise.all([
        storedJson(app, 'course-status-info'),
        app.contentRepository.answer(
          CONDITION_KEY,
          isTranslatedContentKey(CONDITION_KEY) ? language : undefined,
        ),
        storedJson(app, 'vlinder'),
      ]);
      // What the app could not parse either is left out: the app then asks, and fails, as before.
      return [
        ...(info === undefined ? [] : [[courseStatusInfoQueryKey(), info] as const]),
        ...(condition ? [[websiteContentQueryKey(CONDITION_KEY), condition.value] as const] : []),
        ...(reading === undefined ? [] : [[weatherQueryKey(), reading] as const]),
        [renderedAtQueryKey(), now.toISOString()],
      ];
    },
    async changesBy(_page, now) {
      const reading = await storedJson(app, 'vlinder');
      return weather.safeParse(reading).success ? currentUntil(reading as Weather, now) : undefined;
    },
  };
}

const websiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who's Who is rendered with the board, as the app would read it (GET below, in the page's language, and
  // checked with the same schema); a board that does not parse renders as the app shows a failed load,
  // without members.
  app.pageQueries.add(homePageContent(app));
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
