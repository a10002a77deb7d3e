import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { course } from '../../../../../common/api/holes';
import { apiPaths, SCORE_CARD_FILE_NAME } from '../../../../../common/api/paths';
import { GET_AND_HEAD, sendTagged, type TaggedAnswer, taggedAnswer } from '../../../lib/conditionalGet';
import { routeLimits } from '../../../plugins/external/rateLimit';
import { scoreCardPdf } from '../../../scorecard/scoreCardPdf';

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

  app.get(
    apiPaths.scoreCard.pattern,
    { schema: { response: { 200: z.instanceof(Buffer) } }, config: routeLimits.scoreCard },
    async (_request, reply) => {
      const pdf = await scoreCardPdf(await app.courseRepository.get(), opts.clubName);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${SCORE_CARD_FILE_NAME}"`)
        .header('cache-control', 'public, max-age=300')
        .send(Buffer.from(pdf));
    },
  );
};
export default holesRoutes;
