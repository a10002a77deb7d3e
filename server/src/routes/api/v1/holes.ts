import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { course } from '../../../../../common/api/holes';
import { apiPaths, SCORE_CARD_FILE_NAME } from '../../../../../common/api/paths';
import { type CacheableBody, cacheableBody, cacheableSender } from '../../../lib/conditionalGet';
import { scoreCardPdf } from '../../../scorecard/scoreCardPdf';

const holesRoutes: FastifyPluginAsyncZod<{ clubName: string; https: boolean }> = async (app, opts) => {
  // The repository hands out one object until it reloads, so each load is serialized and hashed once.
  const answers = new WeakMap<object, CacheableBody>();
  const send = cacheableSender({ cacheControl: 'public, max-age=60', https: opts.https });
  // compress: false, as the sender sends the compressed copy made once with the answer.
  const options = { schema: { response: { 200: course } }, compress: false } as const;
  app.get(apiPaths.holes.pattern, options, async (request, reply) => {
    const loaded = await app.courseRepository.get();
    let answer = answers.get(loaded);
    if (!answer) {
      answer = cacheableBody(course.parse(loaded));
      answers.set(loaded, answer);
    }
    send(request, reply, answer);
  });

  app.get(
    apiPaths.scoreCard.pattern,
    { schema: { response: { 200: z.instanceof(Buffer) } } },
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
