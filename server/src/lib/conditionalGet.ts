import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_MAX_AGE_SECONDS } from '../../../common/api/caching';
import { compressionOptions } from '../plugins/external/compression';
import { dataSecurityHeaders } from '../plugins/external/securityHeaders';

/**
 * Content and notifications: reused for a few seconds, then revalidated. A page told of a change over
 * /live asks again at once with `cache: 'no-cache'`, which revalidates whatever the max-age says.
 */
export const CONTENT_CACHE_CONTROL = `public, max-age=${CONTENT_MAX_AGE_SECONDS}, must-revalidate`;

/** Same threshold as the compression plugin, which these routes leave out (compress: false). */
const COMPRESS_THRESHOLD = compressionOptions.threshold ?? 1024;

/** A JSON body serialized once, with the strong validator of exactly those bytes. */
export interface CacheableBody {
  body: string;
  etag: string;
  /** Brotli and gzip copies, made once, for a body large enough to be worth compressing. */
  br?: Buffer;
  gzip?: Buffer;
}

export function cacheableBody(value: unknown): CacheableBody {
  return cacheableJson(JSON.stringify(value));
}

/** The same for a body serialized already. */
export function cacheableJson(body: string): CacheableBody {
  const answer: CacheableBody = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  if (Buffer.byteLength(body) >= COMPRESS_THRESHOLD) {
    // Made once per change rather than per request, so a better ratio than on-the-fly quality 4 is affordable.
    answer.br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    answer.gzip = gzipSync(body, { level: 9 });
  }
  return answer;
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

/** How a cached answer is sent: how long it may be reused, and whether the site is served over HTTPS. */
export interface CacheableAnswer {
  cacheControl: string;
  https: boolean;
}

type Headers = Readonly<Record<string, string>>;

/** The headers of each way one body can be sent, made once with the body rather than on every request. */
interface PreparedHeaders {
  notModified: Headers;
  identity: Headers;
  br: Headers | undefined;
  gzip: Headers | undefined;
}

function prepareHeaders({ body, etag, br, gzip }: CacheableBody, answer: CacheableAnswer): PreparedHeaders {
  // The security headers are also on a 304, which has no content type to tell it is data.
  const validators: Record<string, string> = {
    ...dataSecurityHeaders(answer.https),
    etag,
    'cache-control': answer.cacheControl,
  };
  // A 304 carries the Vary its 200 would (RFC 9110 15.4.5).
  if (br) validators.vary = 'accept-encoding';
  const json = { ...validators, 'content-type': 'application/json; charset=utf-8' };
  const encoded = (encoding: string, bytes: Buffer | undefined) =>
    bytes && Object.freeze({ ...json, 'content-encoding': encoding, 'content-length': String(bytes.length) });
  return {
    notModified: Object.freeze(validators),
    identity: Object.freeze({ ...json, 'content-length': String(Buffer.byteLength(body)) }),
    br: encoded('br', br),
    gzip: encoded('gzip', gzip),
  };
}

export type SendCacheable = (request: FastifyRequest, reply: FastifyReply, cached: CacheableBody) => void;

/**
 * Sends cached JSON bodies with their ETag and cache lifetime, or 304 with no body when the client
 * already holds one; the compressed copy when the client takes one (routes using this set
 * compress: false, so the compression plugin does not negotiate and measure every answer again).
 *
 * These are the reads of every page view, so they skip what Fastify does to send an answer: the reply
 * is hijacked and written at once with headers built once per body, the security headers of data
 * included (decision 0012: about 8 % of a read). The body goes out as serialized, as it did through
 * Fastify, which does not serialize a string again; the routes still declare their response schemas.
 * Hooks' onSend and headers set with reply.header are not applied: the cached reads sit outside the scope
 * of the security headers' hook, and the holes route's answers get the same headers here. Node leaves out
 * the body of HEAD and 304 answers; Fastify still logs the request and runs onResponse hooks.
 */
export function cacheableSender(answer: CacheableAnswer): SendCacheable {
  const prepared = new WeakMap<CacheableBody, PreparedHeaders>();
  return (request, reply, cached) => {
    let headers = prepared.get(cached);
    if (headers === undefined) {
      headers = prepareHeaders(cached, answer);
      prepared.set(cached, headers);
    }
    const raw = reply.hijack().raw;
    if (ifNoneMatchHits(request.headers['if-none-match'], cached.etag)) {
      raw.writeHead(304, headers.notModified).end();
      return;
    }
    const encoding =
      cached.br && cached.gzip ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding === undefined) raw.writeHead(200, headers.identity).end(cached.body);
    else raw.writeHead(200, headers[encoding]).end(cached[encoding]);
  };
}
