import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import { UPLOAD_MAX_BYTES, uploadedImage } from '../../../../../common/api/images';
import { processImage, UNSUPPORTED_IMAGE_MESSAGE } from '../../../images/processImage';
import { HttpError } from '../../../lib/httpError';

const TOO_LARGE_MESSAGE = `The image is too large: at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * POST /admin/files: an image as the raw request body, with its type as Content-Type. The client's file
 * name is never used: the stored names are made here. Registered inside the admin routes (staff only).
 */
const adminFileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: image bodies as bytes, anything else refused before it is read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    /^image\/[\w.+-]+$/i,
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE), undefined),
  );
  app.setErrorHandler((error: FastifyError) => {
    // Fastify's own 413 (the body limit); ours already say what is too large.
    if (error.statusCode === 413 && !(error instanceof HttpError))
      throw new HttpError(413, TOO_LARGE_MESSAGE);
    throw error;
  });

  app.post(
    adminApiPaths.files.pattern,
    {
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        body: z.instanceof(Buffer).optional(),
        response: { 201: uploadedImage, 400: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!body || body.byteLength === 0) throw new HttpError(400, 'Please choose an image to upload.');
      const { image, files } = await processImage(body);
      const actor = request.staffUser?.email ?? 'unknown';
      await app.fileRepository.storeUpload(actor, image.original.name, files);
      return reply.code(201).send(image);
    },
  );
};
export default adminFileRoutes;
