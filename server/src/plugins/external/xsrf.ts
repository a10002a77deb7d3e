import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
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
 *
 * A staff session has a token of its own, derived from the session token (sessionXsrfToken): the sign-in
 * answer sets it as the new cookie, and staff-only state changes accept no other (requireSessionXsrf).
 * A token the browser held before signing in, or one planted in it, is worthless for the new session.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route checks its caller itself, so the cross-site header is not required. */
    xsrf?: boolean;
  }
  interface FastifyReply {
    /** The visitor's cross-site token: the cookie's, or a new one handed out with this answer. */
    xsrfToken(): string;
    /** Hands out the cross-site token of a staff session (at sign-in: a new token for a new session). */
    setSessionXsrfToken(sessionToken: string): void;
  }
}

const INVALID_TOKEN_MESSAGE = 'Missing or invalid cross-site token. Please reload the page and try again.';

/**
 * The cross-site token of a staff session: a one-way function of the session token, so the server needs
 * to store nothing, and the token, which page scripts read, tells nothing about the HttpOnly session.
 */
export const sessionXsrfToken = (sessionToken: string) =>
  createHash('sha256').update(`xsrf-token:${sessionToken}`).digest('base64url');

/**
 * For a staff-only state change: the header must carry the session's own token. When it does not, the
 * refusal hands out that token, so that the admin's next try succeeds (the answer goes to the browser that
 * holds the session, which a foreign page cannot read).
 */
export function requireSessionXsrf(request: FastifyRequest, reply: FastifyReply, sessionToken: string) {
  if (SAFE_METHODS.has(request.method)) return;
  const header = request.headers[XSRF_HEADER.toLowerCase()];
  const expected = sessionXsrfToken(sessionToken);
  if (typeof header === 'string' && sameToken(header, expected)) return;
  reply.setSessionXsrfToken(sessionToken);
  throw new HttpError(403, INVALID_TOKEN_MESSAGE);
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

    function issueToken(reply: FastifyReply, token = randomBytes(24).toString('base64url')): string {
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
    app.decorateReply(
      'setSessionXsrfToken',
      function setSessionXsrfToken(this: FastifyReply, session: string) {
        issueToken(this, sessionXsrfToken(session));
      },
    );

    // A callback hook: an async one costs a promise per request.
    const checkToken: onRequestHookHandler = (request, reply, done) => {
      // A route may answer safe methods too (GET and POST on one path): those change nothing.
      if (SAFE_METHODS.has(request.method)) return done();
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) issueToken(reply);
      const header = request.headers[headerName];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        return done(new HttpError(403, INVALID_TOKEN_MESSAGE));
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
