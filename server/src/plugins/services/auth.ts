import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, type StaffUser } from '../../../../common/api/auth';
import { createSessionStore, type SessionStore } from '../../auth/sessions';
import { HttpError } from '../../lib/httpError';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** A preHandler for staff-only routes: 401 without a valid session. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    staffUser: StaffUser | null;
  }
}

export default fp(
  async function auth(app: FastifyInstance) {
    const sessions = createSessionStore(app.db);
    app.decorate('sessions', sessions);
    app.decorateRequest('staffUser', null);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      request.staffUser = await sessions.userFor(request.cookies[SESSION_COOKIE]);
      if (!request.staffUser) throw new HttpError(401, 'Please sign in.');
    });
  },
  { name: 'auth', dependencies: ['database', '@fastify/cookie'] },
);
