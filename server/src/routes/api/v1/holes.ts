import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../../../common/api/errors';
import { course, scoreCardQuery } from '../../../../../common/api/holes';
import { apiPaths, SCORE_CARD_FILE_NAME } from '../../../../../common/api/paths';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import {
  GET_AND_HEAD,
  ifNoneMatchHits,
  sendTagged,
  type TaggedAnswer,
  taggedAnswer,
} from '../../../lib/conditionalGet';
import { routeLimits } from '../../../plugins/external/rateLimit';
import { createScoreCardCache } from '../../../scorecard/scoreCardCache';

const holesRoutes: FastifyPluginAsyncZod<{ clubName: string }> = async (app, opts) => {
  // The repository hands out one object until it reloads, so each load is tagged once.
  const answers = new WeakMap<object, TaggedAnswer<z.input<typeof course>>>();
  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.holes.pattern,
    schema: { response: { 200: course } },
    handler: async (request, reply) => {
      const loaded = await app.courseRepository.get();
      let answer = answers.get(loaded);
      if (!answer) {
        answer = taggedAnswer(course, loaded);
        answers.set(loaded, answer);
      }
      return sendTagged(request, reply, answer, 'public, max-age=60');
    },
  });

  const scoreCards = createScoreCardCache(opts.clubName);
  app.get(
    apiPaths.scoreCard.pattern,
    {
      schema: {
        querystring: scoreCardQuery,
        response: { 200: z.instanceof(Buffer), 304: z.null(), 400: errorBody },
      },
      config: routeLimits.scoreCard,
    },
    async (request, reply) => {
      // The page's language when the link names it, else the browser's (docs/product.md, Course Overview).
      const language = request.query.lang ?? languageOfHeader(request.headers['accept-language']);
      const card = await scoreCards.get(await app.courseRepository.get(), language);
      reply
        .type('application/pdf')
        .header('content-language', language)
        .header('vary', 'Accept-Language')
        .header('content-disposition', `attachment; filename="${SCORE_CARD_FILE_NAME}"`)
        .header('cache-control', 'public, max-age=300')
        .header('etag', card.etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], card.etag)) return reply.code(304).send(null);
      return reply.send(card.pdf);
    },
  );
};
export default holesRoutes;
