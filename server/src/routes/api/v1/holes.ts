import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { course, SCORE_CARD_FILE_NAME } from '../../../../../common/api/holes';
import { apiPaths } from '../../../../../common/api/paths';
import { scoreCardPdf } from '../../../scorecard/scoreCardPdf';

const holesRoutes: FastifyPluginAsyncZod<{ clubName: string }> = async (app, opts) => {
  app.get(apiPaths.holes, { schema: { response: { 200: course } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return app.courseRepository.get();
  });

  app.get(
    apiPaths.scoreCard,
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
