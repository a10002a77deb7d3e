import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownPasswordChange, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../../../common/api/account';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import { withHashingLimit } from '../../../auth/hashingBusy';
import { HttpError } from '../../../lib/httpError';

/**
 * The signed-in staff member's own account, for every role (docs/product.md, Admin). Registered inside
 * the admin routes, so a session and the cross-site token are already required.
 */
const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Set by the admin routes' requireStaff before any of these handlers runs.
  const session = (request: FastifyRequest) =>
    request.staffSession as NonNullable<FastifyRequest['staffSession']>;

  app.post(
    adminApiPaths.ownPassword.pattern,
    { schema: { body: ownPasswordChange, response: { 204: z.null(), 400: errorBody, 503: errorBody } } },
    async (request, reply) => {
      const { userId, tokenHash } = session(request);
      const { currentPassword, newPassword } = request.body;
      const result = await withHashingLimit(request, reply, () =>
        app.accounts.changeOwnPassword(userId, tokenHash, currentPassword, newPassword),
      );
      if (result === 'wrong-current') throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
      return reply.code(204).send(null);
    },
  );

  app.post(
    adminApiPaths.signOutEverywhere.pattern,
    { schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const { userId, user } = session(request);
      await app.accounts.signOutEverywhere(userId, user.email);
      reply.clearCookie(app.sessionCookie.name, app.sessionCookie.options);
      return reply.code(204).send(null);
    },
  );
};
export default adminAccountRoutes;
