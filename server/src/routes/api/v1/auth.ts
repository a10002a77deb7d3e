import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, SESSION_COOKIE, staffUser } from '../../../../../common/api/auth';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import { LOCK_MINUTES, SESSION_HOURS } from '../../../auth/sessions';
import { HttpError } from '../../../lib/httpError';

const authRoutes: FastifyPluginAsyncZod<{ secure: boolean; rateLimitMax: number }> = async (app, opts) => {
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secure };

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
      await app.sessions.logout(request.cookies[SESSION_COOKIE]);
      const result = await app.sessions.login(request.body.email, request.body.password);
      if (!result.ok) {
        if (result.reason === 'locked') {
          throw new HttpError(429, `Too many failed sign-ins. Please try again in ${LOCK_MINUTES} minutes.`);
        }
        throw new HttpError(401, 'Wrong e-mail address or password.');
      }
      reply.setCookie(SESSION_COOKIE, result.token, { ...cookie, maxAge: SESSION_HOURS * 3600 });
      return result.user;
    },
  );

  app.post(apiPaths.logout.pattern, { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await app.sessions.logout(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, cookie);
    return reply.code(204).send(null);
  });

  app.get(
    apiPaths.me.pattern,
    { schema: { response: { 200: staffUser, 401: errorBody } }, preHandler: app.requireStaff },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return request.staffUser as NonNullable<typeof request.staffUser>;
    },
  );
};
export default authRoutes;
