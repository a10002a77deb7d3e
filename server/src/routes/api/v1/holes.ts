import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../../../common/api/errors';
import { type Course, course, courseLanguageQuery } from '../../../../../common/api/holes';
import { apiPaths, SCORE_CARD_FILE_NAME } from '../../../../../common/api/paths';
import type { PublicPageName } from '../../../../../common/config/publicRoutes';
import type { Language } from '../../../../../common/i18n/languages';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import {
  CONTENT_CACHE_CONTROL,
  GET_AND_HEAD,
  ifNoneMatchHits,
  sendTagged,
  type TaggedAnswer,
  taggedAnswer,
} from '../../../lib/conditionalGet';
import { routeLimits } from '../../../plugins/external/rateLimit';
import { createScoreCardCache } from '../../../scorecard/scoreCardCache';
import type { ScoreCardClub } from '../../../scorecard/scoreCardPdf';

declare module '../../../lib/pageQueries' {
  interface PageBundle {
    /** The course's query (web/src/features/course/api/getCourse.ts). */
    courseQueryKey?(language: Language): readonly unknown[];
  }
}

/** The screens that show the course: rendered with it, and again when staff publish a change. */
const COURSE_SCREENS: ReadonlySet<PublicPageName> = new Set<PublicPageName>([
  'holes',
  'overview',
  'handicapStrokeTable',
]);

/** The page's language when the address names it (?lang=), else the browser's. */
const languageOf = (request: FastifyRequest<{ Querystring: z.infer<typeof courseLanguageQuery> }>) =>
  request.query.lang ?? languageOfHeader(request.headers['accept-language']);

/** The club as the score card prints it: the details staff keep (server/src/content/clubDetails.ts). */
async function scoreCardClub(app: FastifyInstance): Promise<ScoreCardClub> {
  const { name, address, phone } = await app.clubDetails.get();
  return { name, lines: [address.street, `${address.postalCode} ${address.city}`, phone] };
}

const holesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The course pages paint the course from their own HTML (docs/decisions/0008-first-paint-from-the-page.md).
  app.pageQueries.add({
    // Media: a hole's picture may have changed its alt text, or left the library.
    topics: ['course', 'media'],
    async queries(bundle, { screen, language }) {
      if (!COURSE_SCREENS.has(screen) || !bundle.courseQueryKey) return [];
      return [[bundle.courseQueryKey(language), await app.courseRepository.get(language)]];
    },
  });

  // The repository hands out one object per published course and language, so each is tagged once.
  const answers = new WeakMap<object, TaggedAnswer<Course>>();
  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.holes.pattern,
    schema: { querystring: courseLanguageQuery, response: { 200: course, 400: errorBody } },
    handler: async (request, reply) => {
      const loaded = await app.courseRepository.get(languageOf(request));
      let answer = answers.get(loaded);
      if (!answer) {
        answer = taggedAnswer(course, loaded);
        answers.set(loaded, answer);
      }
      // Revalidated after a few seconds: a change staff publish shows at once (docs/product.md, GET /holes).
      return sendTagged(request, reply, answer, CONTENT_CACHE_CONTROL, { byLanguage: true });
    },
  });

  const scoreCards = createScoreCardCache();
  app.get(
    apiPaths.scoreCard.pattern,
    {
      schema: {
        querystring: courseLanguageQuery,
        response: { 200: z.instanceof(Buffer), 304: z.null(), 400: errorBody },
      },
      config: routeLimits.scoreCard,
    },
    async (request, reply) => {
      // The page's language when the link names it, else the browser's (docs/product.md, Course Overview).
      const language = languageOf(request);
      const [loaded, club] = await Promise.all([app.courseRepository.get(language), scoreCardClub(app)]);
      const card = await scoreCards.get(loaded, language, club);
      reply
        .type('application/pdf')
        .header('content-language', language)
        .header('vary', 'Accept-Language')
        .header('content-disposition', `attachment; filename="${SCORE_CARD_FILE_NAME}"`)
        .header('cache-control', CONTENT_CACHE_CONTROL)
        .header('etag', card.etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], card.etag)) return reply.code(304).send(null);
      return reply.send(card.pdf);
    },
  );
};
export default holesRoutes;
