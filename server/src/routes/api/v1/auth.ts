import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, SESSION_COOKIE, staffUser } from '../../../../../common/api/auth';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import { audit, authActions } from '../../../auth/accounts';
import { SESSION_HOURS } from '../../../auth/sessions';
import { HttpError } from '../../../lib/httpError';

export const SIGN_IN_REFUSED_MESSAGE = 'Wrong e-mail address or password.';

const authRoutes: FastifyPluginAsyncZod<{ secure: boolean; rateLimitMax: number }> = async (app, opts) => {
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secure };
  // Sign-in answers and who is signed in are never for a cache, shared or the browser's own.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    apiPaths.login.pattern,
    {
      schema: {
        body: loginBody,
        response: { 200: staffUser, 400: errorBody, 401: errorBody, 429: errorBody },
      },
      config: { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // A new session at every login: a token planted before login is never promoted.
      await app.sessions.end(request.cookies[SESSION_COOKIE]);
      const result = await app.accounts.signIn(request.body.email, request.body.password);
      // The same answer for an unknown e-mail, a wrong password and a locked account: none of them tells
      // whether the account exists or the password was right (docs/decisions/0014-login-lockout.md).
      if (!result.ok) throw new HttpError(401, SIGN_IN_REFUSED_MESSAGE);
      reply.setCookie(SESSION_COOKIE, result.token, { ...cookie, maxAge: SESSION_HOURS * 3600 });
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
