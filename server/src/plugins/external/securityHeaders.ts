import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Frames the public site embeds: the map in the contact section and the VLINDER dashboard. */
export const FRAME_SOURCES = ['https://www.openstreetmap.org', 'https://vlinder.ugent.be'];

/**
 * The policy of the site; `scriptHashes` are the built pages' own inline scripts ('sha256-…').
 * `framedBySelf`: the admin's preview of a draft shows the public page in a frame of the site's own.
 * Fonts, fetches and media fall back to default-src 'self': a directive that repeated it would cost every
 * page's first response its bytes, and that response has to fit a connection's first round trip
 * (docs/decisions/0035).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = [], framedBySelf = false): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `frame-src 'self' ${FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
}

const CSP = contentSecurityPolicy();

/**
 * The policy of a JSON answer: data is never a document that loads anything, so nothing is allowed.
 * Stricter than the site's policy, and a third of its length on every API answer.
 */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Over HTTPS only: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/**
 * Sets the headers on one reply; also used where Fastify answers without running hooks (bad URLs).
 * A JSON answer gets what protects data (OWASP's REST Security Cheat Sheet): the data policy, whose
 * frame-ancestors 'none' forbids framing, nosniff and HSTS. Everything else may be opened as a document
 * and also gets X-Frame-Options for browsers older than frame-ancestors, Referrer-Policy,
 * Cross-Origin-Opener-Policy and Permissions-Policy, which govern only documents. Each header costs
 * every answer its bytes and a few microseconds of the server's and the client's time.
 */
export function setSecurityHeaders(
  reply: FastifyReply,
  https: boolean,
  csp = CSP,
  framedBySelf = false,
): void {
  const data = isJson(reply.getHeader('content-type'));
  // A route that sets a policy of its own (files, the live stream) keeps it.
  if (!reply.hasHeader('content-security-policy'))
    reply.header('content-security-policy', data ? DATA_CSP : csp);
  reply.header('x-content-type-options', 'nosniff');
  if (!data) {
    reply.header('x-frame-options', framedBySelf ? 'SAMEORIGIN' : 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  }
  if (https) reply.header('strict-transport-security', HSTS);
}

/** A public page asked for as the admin's preview of its draft: ?preview=draft. */
export function isPreview(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).get('preview') === 'draft';
}

/**
 * Security headers on every response of the scope it is registered in, errors, files and the not-found
 * handler's pages and the answers of the error handler included (buildApp registers it around every route).
 */
export default fp(
  async function securityHeaders(
    app: FastifyInstance,
    opts: { https: boolean; scriptHashes?: readonly string[] },
  ) {
    const csp = contentSecurityPolicy(opts.scriptHashes);
    const previewCsp = contentSecurityPolicy(opts.scriptHashes, true);
    // A callback hook: it runs on every answer, and an async one costs a promise per answer.
    app.addHook('onSend', (request, reply, payload, done) => {
      // Only the page the admin previews may be framed, and only by the site itself (PagePreview.tsx).
      const preview = isPreview(request.url);
      setSecurityHeaders(reply, opts.https, preview ? previewCsp : csp, preview);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
