import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
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
 * Double-submit cookie (decision 0004): the server hands out a random XSRF-TOKEN cookie that the page's
 * own JavaScript can read, and refuses any state change whose X-XSRF-TOKEN header does not match it.
 * A foreign site can make the browser send the cookie, but cannot read it to copy it into the header.
 *
 * The cookie comes with pages (reply.xsrfToken(), called by the page routes) and with the answer to a
 * state change that lacked it, so that the next try succeeds. It never comes with an answer a shared
 * cache may keep (API data, files, assets): a cache that stored one would hand the same token to every
 * visitor, and a token everyone knows protects no one.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route checks its caller itself, so the cross-site header is not required. */
    xsrf?: boolean;
  }
  interface FastifyReply {
    /** The visitor's cross-site token: the cookie's, or a new one handed out with this answer. */
    xsrfToken(): string;
  }
}

/** Compares a token from a form field with the cookie, for the few plain HTML forms. */
export function formTokenMatches(cookie: string | undefined, field: unknown): boolean {
  return (
    typeof cookie === 'string' && typeof field === 'string' && cookie.length > 0 && sameToken(cookie, field)
  );
}

const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]);

export default fp(
  async function xsrf(app: FastifyInstance, opts: { secure: boolean }) {
    const headerName = XSRF_HEADER.toLowerCase();

    function issueToken(reply: FastifyReply): string {
      const token = randomBytes(24).toString('base64url');
      reply.setCookie(XSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure: opts.secure,
        httpOnly: false,
      });
      return token;
    }

    app.decorateReply('xsrfToken', function xsrfToken(this: FastifyReply) {
      return this.request.cookies[XSRF_COOKIE] || issueToken(this);
    });

    // A callback hook: an async one costs a promise per request.
    const checkToken: onRequestHookHandler = (request, reply, done) => {
      // A route may answer safe methods too (GET and POST on one path): those change nothing.
      if (SAFE_METHODS.has(request.method)) return done();
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) issueToken(reply);
      const header = request.headers[headerName];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        return done(
          new HttpError(403, 'Missing or invalid cross-site token. Please reload the page and try again.'),
        );
      }
      done();
    };

    // Only routes that can change something carry the check, so reads run no hook for it at all.
    // Routes that prove their caller otherwise (a provider's webhook, a form with its own token) opt out.
    app.addHook('onRoute', (route) => {
      if (methodsOf(route.method).every((method) => SAFE_METHODS.has(method))) return;
      if (route.config?.xsrf === false) return;
      const existing = route.onRequest;
      route.onRequest = existing === undefined ? [checkToken] : [checkToken, ...[existing].flat()];
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
