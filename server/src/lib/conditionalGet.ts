import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_MAX_AGE_SECONDS } from '../../../common/api/caching';

/**
 * Content and notifications: reused for a few seconds, then revalidated. A page told of a change over
 * /live asks again at once with `cache: 'no-cache'`, which revalidates whatever the max-age says.
 */
export const CONTENT_CACHE_CONTROL = `public, max-age=${CONTENT_MAX_AGE_SECONDS}, must-revalidate`;

/** A JSON body serialized once, with the strong validator of exactly those bytes. */
export interface CacheableBody {
  body: string;
  etag: string;
}

export function cacheableBody(value: unknown): CacheableBody {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
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
 * Sends a cached JSON body with its ETag and cache lifetime, or 304 with no body when the client
 * already holds it. The body is sent as serialized (Fastify does not serialize a string again).
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: CacheableBody,
  cacheControl: string,
) {
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
