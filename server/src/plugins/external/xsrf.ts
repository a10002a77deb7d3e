import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../../common/api/paths';
import { HttpError } from '../../lib/httpError';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit cookie: the server hands out a random XSRF-TOKEN cookie that the page's
 * own JavaScript can read, and refuses any state change whose X-XSRF-TOKEN header does not match it.
 * A foreign site can make the browser send the cookie, but cannot read it to copy it into the header.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route checks its caller itself, so the cross-site header is not required. */
    xsrf?: boolean;
  }
}

/** Compares a token from a form field with the cookie, for the few plain HTML forms. */
export function formTokenMatches(cookie: string | undefined, field: unknown): boolean {
  return (
    typeof cookie === 'string' && typeof field === 'string' && cookie.length > 0 && sameToken(cookie, field)
  );
}

export default fp(
  async function xsrf(app: FastifyInstance, opts: { secure: boolean }) {
    const headerName = XSRF_HEADER.toLowerCase();
    // A callback hook: it runs on every request, and an async one costs a promise per request.
    app.addHook('onRequest', (request, reply, done) => {
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) {
        reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
          path: '/',
          sameSite: 'lax',
          secure: opts.secure,
          httpOnly: false,
        });
      }
      if (SAFE_METHODS.has(request.method)) return done();
      // Routes that prove their caller otherwise (a provider's webhook, a form with its own token).
      if (request.routeOptions.config?.xsrf === false) return done();
      const header = request.headers[headerName];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        return done(
          new HttpError(403, 'Missing or invalid cross-site token. Please reload the page and try again.'),
        );
      }
      done();
    });
  },
  { name: 'xsrf', dependencies: ['cookies'] },
);
