import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { publishBody, restoreBody, staleVersionAnswer } from '../../../../../common/api/documents';
import { errorBody } from '../../../../../common/api/errors';
import { adminPage, pageKey, pageList, pageRevisions, savePageBody } from '../../../../../common/api/pages';
import { StaleVersionError } from '../../../content/documentStore';
import { revisionNumber } from './documentHistory';

const pageParams = z.object({ key: pageKey });
const revisionParams = z.object({ key: pageKey, n: revisionNumber });

/** The answers of a change: the page, a bad request, no such page or revision, or a newer version. */
const changeResponses = {
  200: adminPage,
  400: errorBody,
  404: errorBody,
  409: staleVersionAnswer.or(errorBody),
};

/**
 * The edited pages (docs/product.md, Content), registered inside the admin routes' sign-in scope: drafts,
 * publishing, history and restore. Every change is audited by the document store and pushed live on the
 * topic 'pages', so that the public pages of every instance are rendered again.
 */
const adminPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staffUser: { email: string } | null }) => request.staffUser?.email ?? 'unknown';

  app.get(adminApiPaths.pages.pattern, { schema: { response: { 200: pageList } } }, () => app.pages.list());

  app.get(
    adminApiPaths.page.pattern,
    { schema: { params: pageParams, response: { 200: adminPage, 400: errorBody, 404: errorBody } } },
    (request) => app.pages.get(request.params.key),
  );

  app.put(
    adminApiPaths.page.pattern,
    { schema: { params: pageParams, body: savePageBody, response: changeResponses } },
    async (request, reply) => {
      const { version, ...content } = request.body;
      try {
        return await app.pages.saveDraft(actor(request), request.params.key, version, content);
      } catch (error) {
        // The whole answer, not only its message: the admin names who saved first, and when.
        if (error instanceof StaleVersionError) return reply.code(409).send(error.answer);
        throw error;
      }
    },
  );

  app.post(
    adminApiPaths.publishPage.pattern,
    { schema: { params: pageParams, body: publishBody, response: changeResponses } },
    async (request, reply) => {
      try {
        return await app.pages.publish(actor(request), request.params.key, request.body.version);
      } catch (error) {
        if (error instanceof StaleVersionError) return reply.code(409).send(error.answer);
        throw error;
      }
    },
  );

  app.get(
    adminApiPaths.pageRevisions.pattern,
    { schema: { params: pageParams, response: { 200: pageRevisions, 400: errorBody } } },
    async (request) => ({ revisions: await app.pages.revisions(request.params.key) }),
  );

  app.post(
    adminApiPaths.restorePageRevision.pattern,
    { schema: { params: revisionParams, body: restoreBody, response: changeResponses } },
    async (request, reply) => {
      const { key, n } = request.params;
      try {
        return await app.pages.restore(actor(request), key, n, request.body.version);
      } catch (error) {
        if (error instanceof StaleVersionError) return reply.code(409).send(error.answer);
        throw error;
      }
    },
  );
};
export default adminPagesRoutes;
