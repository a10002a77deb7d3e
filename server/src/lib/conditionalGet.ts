import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CONTENT_MAX_AGE_SECONDS } from '../../../common/api/caching';

/**
 * Content and notifications: reused for a few seconds, then revalidated. A page told of a change over
 * /live asks again at once with `cache: 'no-cache'`, which revalidates whatever the max-age says.
 */
export const CONTENT_CACHE_CONTROL = `public, max-age=${CONTENT_MAX_AGE_SECONDS}, must-revalidate`;

/**
 * The methods of a route answered with sendTagged. HEAD runs the handler as GET does, and Node leaves out
 * the body: Fastify's own HEAD route measures the body before @fastify/compress has compressed it, so its
 * Content-Length and Content-Encoding would not be those of GET.
 */
export const GET_AND_HEAD = ['GET', 'HEAD'];

/** An answer with the strong validator of the JSON its route sends for it. */
export interface TaggedAnswer<T> {
  value: T;
  etag: string;
}

/**
 * Tags a value once, when it is read or changes, rather than on every request. The hash is of the bytes
 * the route's serializer sends (fastify-type-provider-zod's, through the same response schema), so a
 * client holding those bytes is answered 304.
 */
export function taggedAnswer<S extends z.ZodType>(schema: S, value: z.input<S>): TaggedAnswer<z.input<S>> {
  const body = serializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' })(value);
  return { value, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/"x" matches "x", a list matches when any
 * of its tags does, and * matches any current representation.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * The coding to send from Accept-Encoding (RFC 9110 12.5.3): the highest q-value wins, Brotli on a tie,
 * x-gzip counts as gzip, * stands for a coding not named, and q=0 refuses one. undefined: send as is.
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const q: Record<string, number> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q[name === 'x-gzip' ? 'gzip' : name] = Number.isNaN(value) ? 0 : value;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gzip = q.gzip ?? q['*'] ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/**
 * Answers with a tagged value through Fastify's reply: its ETag and cache lifetime, and 304 without a
 * body when the client already holds it. Everything else is as for any route: the response schema
 * serializes the value, @fastify/compress compresses it, the hooks set the security headers. The type
 * is also set on the 304, which has no body, so that it gets the headers of data. Vary is set on every
 * answer, a 304 included (RFC 9110 15.4.5), as any answer may be compressed once it is large enough;
 * an answer chosen by the request's language (`byLanguage`) also varies by Accept-Language, so that no
 * cache hands one language's answer to another.
 */
export function sendTagged<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: TaggedAnswer<T>,
  cacheControl: string,
  { byLanguage = false }: { byLanguage?: boolean } = {},
): FastifyReply {
  reply
    .header('etag', answer.etag)
    .header('cache-control', cacheControl)
    .header('vary', byLanguage ? 'accept-encoding, accept-language' : 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.send(answer.value);
}
