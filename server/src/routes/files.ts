import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { errorBody } from '../../../common/api/errors';
import { fileRoute } from '../../../common/api/paths';
import { byteRange } from '../lib/byteRange';
import { ifNoneMatchHits } from '../lib/conditionalGet';
import { HttpError } from '../lib/httpError';
import type { StoredFile } from '../repositories/fileRepository';

/** Plain names only: nothing that could mean another folder, however it is encoded. */
export const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Bytes of files held in memory at most: the images every page shows, a few hundred KB each. */
export const FILE_CACHE_BYTES = 32 * 1024 * 1024;

const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

interface CachedFile {
  file: StoredFile;
  etag: string;
}

/**
 * Files are read from memory after the first request, with their ETag computed once. A stored file never
 * changes: the server names every upload itself, with a random id (decisions/0005). The media library
 * deletes files: its change (live topic 'media', from any instance) empties the cache, so a deleted
 * photo is not served from memory. Only files that exist are kept: a name
 * uploaded through another instance is found at its first request, and probing unknown names cannot
 * fill the cache. The least recently used go first once FILE_CACHE_BYTES is reached.
 */
export function createFileCache(read: (name: string) => Promise<StoredFile | null>) {
  return new LRUCache<string, CachedFile>({
    maxSize: FILE_CACHE_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.file.data.byteLength),
    fetchMethod: async (name) => {
      const file = await read(name);
      if (!file) return undefined;
      return { file, etag: `"${createHash('sha1').update(file.data).digest('base64url')}"` };
    },
  });
}

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createFileCache((name) => app.fileRepository.get(name));
  const stop = app.live.subscribe((change) => {
    if (change.topic === 'media') cache.clear();
  });
  app.addHook('onClose', async () => stop());
  app.get(
    fileRoute.pattern,
    {
      schema: {
        params: z.object({ name: z.string() }),
        response: {
          200: z.instanceof(Buffer),
          206: z.instanceof(Buffer),
          304: z.null(),
          404: errorBody,
          416: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const notFound = new HttpError(404, 'File not found.');
      if (!SAFE_FILE_NAME.test(name) || name.includes('..')) throw notFound;
      const cached = await cache.fetch(name);
      if (!cached) throw notFound;
      const { file, etag } = cached;
      reply
        .header('content-type', file.contentType)
        .header('etag', etag)
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', FILE_CSP);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      const size = file.data.byteLength;
      reply.header('accept-ranges', 'bytes');
      // If-Range names the copy the client holds a part of: another one gets the whole file.
      const ifRange = request.headers['if-range'];
      const range = ifRange === undefined || ifRange === etag ? byteRange(request.headers.range, size) : null;
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .header('content-type', 'application/json; charset=utf-8')
          .send({ message: 'The range asked for is not in the file.' });
      }
      if (range) {
        const part = file.data.subarray(range.start, range.end + 1);
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', part.byteLength)
          .send(part);
      }
      return reply.header('content-length', size).send(file.data);
    },
  );
};
export default fileRoutes;
