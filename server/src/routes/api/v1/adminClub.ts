import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { adminClubDetails, saveClubBody } from '../../../../../common/api/club';
import { staleVersionAnswer } from '../../../../../common/api/documents';
import { errorBody } from '../../../../../common/api/errors';
import { StaleVersionError } from '../../../content/documentStore';
import { documentHistoryRoutes } from './documentHistory';

/**
 * The club's details (docs/product.md, Club details), registered inside the admin routes' sign-in scope. A
 * save publishes at once as a revision with its audit line, and is pushed live on the topic 'club' by the
 * document store; a save on an older version is refused with who saved the newer one. Its history and
 * restore are a page's (documentHistory.ts).
 */
const adminClubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(adminApiPaths.club.pattern, { schema: { response: { 200: adminClubDetails } } }, () =>
    app.clubDetails.forStaff(),
  );

  app.put(
    adminApiPaths.club.pattern,
    {
      schema: {
        body: saveClubBody,
        response: { 200: adminClubDetails, 400: errorBody, 409: staleVersionAnswer },
      },
    },
    async (request, reply) => {
      const { version, club } = request.body;
      try {
        return await app.clubDetails.save(request.staffUser?.email ?? 'unknown', version, club);
      } catch (error) {
        // The whole answer, not only its message: the admin names who saved first, and when.
        if (error instanceof StaleVersionError) return reply.code(409).send(error.answer);
        throw error;
      }
    },
  );

  documentHistoryRoutes(app, {
    revisions: adminApiPaths.clubRevisions,
    restore: adminApiPaths.restoreClubRevision,
    answer: adminClubDetails,
    service: app.clubDetails,
  });
};
export default adminClubRoutes;
