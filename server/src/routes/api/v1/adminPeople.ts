import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import {
  erasureResult,
  PEOPLE_ADMIN_ONLY,
  personAddressBody,
  personExport,
  personExportFileName,
} from '../../../../../common/api/people';
import { HttpError } from '../../../lib/httpError';
import { erasePerson, exportPerson } from '../../../privacy/people';

/**
 * A person's rights of access and erasure (docs/product.md, A person's data), for admins only: registered
 * inside the admin routes, so a session is already required; this adds the role, before the body is
 * looked at, as the Users routes do. Both take the address in the body, never in the URL.
 */
const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (request.staffUser?.role !== 'admin') throw new HttpError(403, PEOPLE_ADMIN_ONLY);
  });
  const actor = (request: { staffUser: { email: string } | null }) => request.staffUser?.email ?? 'unknown';

  // A POST, though it changes nothing but the audit log: the address stays out of the URL, which the
  // access log writes down (docs/product.md, Logs).
  app.post(
    adminApiPaths.exportPerson.pattern,
    { schema: { body: personAddressBody, response: { 200: personExport, 400: errorBody, 403: errorBody } } },
    async (request, reply) => {
      const now = new Date();
      const data = await exportPerson(app.db, actor(request), request.body.email, now);
      return reply
        .header('content-disposition', `attachment; filename="${personExportFileName(now)}"`)
        .send(data);
    },
  );

  app.post(
    adminApiPaths.erasePerson.pattern,
    {
      schema: {
        body: personAddressBody,
        response: { 200: erasureResult, 400: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    (request) => erasePerson(app.db, actor(request), request.body.email, new Date()),
  );
};
export default adminPeopleRoutes;
