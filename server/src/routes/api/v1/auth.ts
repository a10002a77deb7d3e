import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, staffUser } from '../../../../../common/api/auth';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import { audit, authActions } from '../../../auth/accounts';
import { withHashingLimit } from '../../../auth/hashingBusy';
import { SESSION_HOURS } from '../../../auth/sessions';
import { HttpError } from '../../../lib/httpError';

export const SIGN_IN_REFUSED_MESSAGE = 'Wrong e-mail address or password.';

const authRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, opts) => {
  const { name: SESSION_COOKIE, options: cookie } = app.sessionCookie;
  // Sign-in answers and who is signed in are never for a cache, shared or the browser's own.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    apiPaths.login.pattern,
    {
      schema: {
        body: loginBody,
        response: { 200: staffUser, 400: errorBody, 401: errorBody, 429: errorBody, 503: errorBody },
      },
      config: { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // 503 when the hashing limit is full, for a known and an unknown e-mail alike (lib/passwords.ts).
      const result = await withHashingLimit(request, reply, () => app.accounts.signIn(email, password));
      // A new session at every login: a token planted before login is never promoted.
      await app.sessions.end(request.cookies[SESSION_COOKIE]);
      // The same answer for an unknown e-mail, a wrong password and a locked account: none of them tells
      // whether the account exists or the password was right (docs/decisions/0014-login-lockout.md).
      if (!result.ok) throw new HttpError(401, SIGN_IN_REFUSED_MESSAGE);
      reply.setCookie(SESSION_COOKIE, result.token, { ...cookie, maxAge: SESSION_HOURS * 3600 });
      // A new cross-site token with the new session: the one the browser held before is refused for
      // staff calls from now on (plugins/external/xsrf.ts). The SPA reads the cookie at each call.
      reply.setSessionXsrfToken(result.token);
      return result.user;
    },
  );

  app.post(apiPaths.logout.pattern, { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const email = await app.sessions.end(request.cookies[SESSION_COOKIE]);
    if (email) await audit(app.db, email, authActions.signOut, email);
    reply.clearCookie(SESSION_COOKIE, cookie);
    return reply.code(204).send(null);
  });

  app.get(
    apiPaths.me.pattern,
    { schema: { response: { 200: staffUser, 401: errorBody } }, preHandler: app.requireStaff },
    async (request) => request.staffUser as NonNullable<typeof request.staffUser>,
  );
};
export default authRoutes;
