import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../common/api/errors';
import { fileRoute } from '../../../common/api/paths';
import { HttpError } from '../lib/httpError';

/** Plain names only: nothing that could mean another folder, however it is encoded. */
export const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    fileRoute.pattern,
    {
      schema: {
        params: z.object({ name: z.string() }),
        response: { 200: z.instanceof(Buffer), 304: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const notFound = new HttpError(404, 'File not found.');
      if (!SAFE_FILE_NAME.test(name) || name.includes('..')) throw notFound;
      const file = await app.fileRepository.get(name);
      if (!file) throw notFound;
      const etag = `"${createHash('sha1').update(file.data).digest('base64url')}"`;
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.data.byteLength)
        .header('etag', etag)
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', FILE_CSP);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.send(file.data);
    },
  );
};
export default fileRoutes;
