import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { staleVersionAnswer } from '../../../../../common/api/documents';
import { errorBody } from '../../../../../common/api/errors';
import { adminMarks, saveMarksBody } from '../../../../../common/api/marks';
import { StaleVersionError } from '../../../content/documentStore';
import { documentHistoryRoutes } from './documentHistory';

/**
 * The award and brand marks (docs/product.md, Award and brand marks), registered inside the admin routes'
 * sign-in scope. A save publishes both lists at once as a revision with its audit line, and is pushed live
 * on the topic 'media'; a save on an older version is refused with who saved the newer one. Their history
 * and restore are a page's (documentHistory.ts); a restore is pushed live as a save is.
 */
const adminMarksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(adminApiPaths.marks.pattern, { schema: { response: { 200: adminMarks } } }, () =>
    app.marks.forStaff(),
  );

  app.put(
    adminApiPaths.marks.pattern,
    {
      schema: {
        body: saveMarksBody,
        response: { 200: adminMarks, 400: errorBody, 409: staleVersionAnswer },
      },
    },
    async (request, reply) => {
      const { version, marks } = request.body;
      try {
        return await app.marks.save(request.staffUser?.email ?? 'unknown', version, marks);
      } catch (error) {
        // The whole answer, not only its message: the admin names who saved first, and when.
        if (error instanceof StaleVersionError) return reply.code(409).send(error.answer);
        throw error;
      }
    },
  );

  documentHistoryRoutes(app, {
    revisions: adminApiPaths.marksRevisions,
    restore: adminApiPaths.restoreMarksRevision,
    answer: adminMarks,
    service: app.marks,
  });
};
export default adminMarksRoutes;
