import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Set-Cookie attributes: path, maxAge, httpOnly, sameSite, secure… */
export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies, read from its Cookie header on first use. */
    readonly cookies: Readonly<Record<string, string | undefined>>;
  }
  interface FastifyReply {
    /** Adds a Set-Cookie header; SameSite=Lax and Path=/ unless the options say otherwise. */
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
    /** Tells the browser to drop a cookie: the same name and path, already expired. */
    clearCookie(name: string, options?: CookieOptions): FastifyReply;
  }
}

const kParsedCookies = Symbol('parsedCookies');
type WithParsed = FastifyRequest & { [kParsedCookies]: Record<string, string | undefined> | null };

/**
 * Cookies without hooks (decision 0012). @fastify/cookie parsed every request's Cookie header in an
 * onRequest hook and wrote the cookies set in an onSend hook: two hooks and a Map on every answer,
 * which the content API paid although it never reads a cookie but the cross-site token. Here a request's
 * cookies are parsed when first read, and a cookie set becomes its Set-Cookie header at once
 * (Fastify's reply.header adds to Set-Cookie rather than replacing it).
 */
export default fp(
  async function cookies(app: FastifyInstance) {
    app.decorateRequest(kParsedCookies, null);
    app.decorateRequest('cookies', {
      getter(this: FastifyRequest) {
        const request = this as WithParsed;
        request[kParsedCookies] ??= parseCookie(request.headers.cookie ?? '');
        return request[kParsedCookies];
      },
    });
    app.decorateReply(
      'setCookie',
      function setCookie(this: FastifyReply, name: string, value: string, options: CookieOptions = {}) {
        return this.header(
          'set-cookie',
          stringifySetCookie({ sameSite: 'lax', path: '/', ...options, name, value }),
        );
      },
    );
    app.decorateReply(
      'clearCookie',
      function clearCookie(this: FastifyReply, name: string, options: CookieOptions = {}) {
        return this.setCookie(name, '', { ...options, expires: new Date(0), maxAge: 0 });
      },
    );
  },
  { name: 'cookies' },
);
