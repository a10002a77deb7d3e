import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffUser } from '../../../../common/api/auth';
import { type Accounts, createAccounts } from '../../auth/accounts';
import { type SessionCookie, sessionCookie } from '../../auth/sessionCookie';
import { createSessionStore, type SessionStore, type StaffSession } from '../../auth/sessions';
import type { AccountsConfig } from '../../config';
import { HttpError } from '../../lib/httpError';
import type { PasswordHasher } from '../../lib/passwords';
import { repeatingTask } from '../../lib/repeatingTask';
import { requireSessionXsrf } from '../external/xsrf';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    accounts: Accounts;
    /** The session cookie's name and attributes (`__Host-session` over https). */
    sessionCookie: SessionCookie;
    /**
     * A hook for staff-only routes: 401 without a valid session, and for a state change 403 unless it
     * carries the session's own cross-site token (plugins/external/xsrf.ts).
     */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    staffUser: StaffUser | null;
    staffSession: StaffSession | null;
  }
}

export interface AuthPluginOptions {
  hasher: PasswordHasher;
  /** Served over https: the session cookie is Secure and `__Host-` prefixed. */
  secure: boolean;
  accounts: AccountsConfig;
  /** How often ended sessions are deleted; every 10 minutes unless a test wants it sooner. */
  purgeEveryMs?: number;
}

export const PURGE_EVERY_MS = 10 * 60_000;

export default fp(
  async function auth(app: FastifyInstance, opts: AuthPluginOptions) {
    const sessions = createSessionStore(app.db, { idleMs: opts.accounts.sessionIdleMs });
    app.decorate('sessions', sessions);
    app.decorate(
      'accounts',
      createAccounts(app.db, { hasher: opts.hasher, sessions, lockout: opts.accounts }),
    );
    const cookie = sessionCookie(opts.secure);
    app.decorate('sessionCookie', cookie);
    app.decorateRequest('staffUser', null);
    app.decorateRequest('staffSession', null);
    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[cookie.name];
      const session = await sessions.find(token);
      if (!session || !token) throw new HttpError(401, 'Please sign in.');
      requireSessionXsrf(request, reply, token);
      request.staffSession = session;
      request.staffUser = session.user;
    });

    // Every instance purges; a DELETE of what has ended is the same whoever runs it first.
    const purging = repeatingTask(async () => {
      try {
        const purged = await sessions.purge();
        if (purged > 0) app.log.info({ purged }, 'deleted ended staff sessions');
      } catch (error) {
        app.log.warn({ code: (error as { code?: string }).code }, 'could not delete ended staff sessions');
      }
    }, opts.purgeEveryMs ?? PURGE_EVERY_MS);
    app.addHook('onClose', async () => purging.stop());
  },
  { name: 'auth', dependencies: ['database', '@fastify/cookie', 'xsrf'] },
);
