import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import {
  duplicateEmailMessage,
  LAST_ADMIN_MESSAGE,
  newStaffUser,
  staffAccount,
  staffUserChange,
  staffUserParams,
} from '../../../../../common/api/users';
import { withHashingLimit } from '../../../auth/hashingBusy';
import { HttpError } from '../../../lib/httpError';

/**
 * Staff accounts, for admins only. Registered inside the admin routes, so a session is already required;
 * this adds the role, checked before the body is even looked at.
 */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (request.staffUser?.role !== 'admin') throw new HttpError(403, 'Only admins can manage users.');
  });
  const repo = app.userRepository;
  const actor = (request: { staffUser: { email: string } | null }) => request.staffUser?.email ?? 'unknown';
  const refuseLastAdmin = () => new HttpError(409, LAST_ADMIN_MESSAGE);
  const notFound = () => new HttpError(404, 'User not found.');

  app.get(
    adminApiPaths.users.pattern,
    { schema: { response: { 200: z.array(staffAccount), 403: errorBody } } },
    () => repo.list(),
  );

  app.post(
    adminApiPaths.users.pattern,
    {
      schema: {
        body: newStaffUser,
        response: { 201: staffAccount, 400: errorBody, 409: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const created = await withHashingLimit(request, reply, () => repo.create(actor(request), request.body));
      if (created === 'exists') throw new HttpError(409, duplicateEmailMessage(request.body.email));
      return reply.code(201).send(created);
    },
  );

  app.put(
    adminApiPaths.user.pattern,
    {
      schema: {
        params: staffUserParams,
        body: staffUserChange,
        response: { 200: staffAccount, 400: errorBody, 404: errorBody, 409: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const result = await withHashingLimit(request, reply, () =>
        repo.update(actor(request), request.params.id, request.body, request.cookies[app.sessionCookie.name]),
      );
      if (result === 'not-found') throw notFound();
      if (result === 'last-admin') throw refuseLastAdmin();
      return result;
    },
  );

  app.delete(
    adminApiPaths.user.pattern,
    { schema: { params: staffUserParams, response: { 204: z.null(), 404: errorBody, 409: errorBody } } },
    async (request, reply) => {
      const result = await repo.remove(actor(request), request.params.id);
      if (result === 'not-found') throw notFound();
      if (result === 'last-admin') throw refuseLastAdmin();
      return reply.code(204).send(null);
    },
  );
};
export default adminUserRoutes;
