import type { FastifyCookieOptions } from '@fastify/cookie';

/**
 * Options of @fastify/cookie. Its `parseOptions` are also the defaults of every cookie set: Path=/ so
 * that a cookie set by an API answer reaches the pages and every API path (without it the browser
 * scopes the cookie to the answering URL's folder), and SameSite=Lax, which the plugin also defaults
 * to. Cookies are not signed: the session cookie is a random token looked up on the server, and the
 * cross-site token only has to match its header.
 */
export const cookieOptions: FastifyCookieOptions = {
  parseOptions: { path: '/', sameSite: 'lax' },
};
