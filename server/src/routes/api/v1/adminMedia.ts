import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import {
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOAD_PARTS,
  MEDIA_UPLOADS_PER_MINUTE,
  mediaIdParams,
  mediaInUseAnswer,
  mediaItem,
  mediaList,
  mediaTextsBody,
} from '../../../../../common/api/media';
import { MediaInUseError } from '../../../content/mediaLibrary';
import { HttpError } from '../../../lib/httpError';

const TOO_LARGE_MESSAGE = `The upload is too large: a video may be at most ${Math.floor(
  MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024,
)} MB with its poster frame.`;
const NOT_A_FORM_MESSAGE = 'Please send the upload as a form (multipart/form-data) with the file in "file".';

const uploadPart = z.object({ name: z.string(), data: z.instanceof(Buffer) });
/** The parts of the upload form, as the content-type parser below makes them. */
const uploadForm = z.object({ file: uploadPart.optional(), poster: uploadPart.optional() });
type UploadForm = z.infer<typeof uploadForm>;

/** The form's files, read with the Fetch API's own multipart parser (undici, part of Node). */
async function readUploadForm(contentType: string, body: Buffer): Promise<UploadForm> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'The upload form could not be read; please try again.');
  }
  const part = async (name: string) => {
    const value = form.get(name);
    if (!(value instanceof Blob)) return undefined;
    return { name: value instanceof File ? value.name : name, data: Buffer.from(await value.arrayBuffer()) };
  };
  const file = await part(MEDIA_UPLOAD_PARTS.file);
  const poster = await part(MEDIA_UPLOAD_PARTS.poster);
  return { ...(file ? { file } : {}), ...(poster ? { poster } : {}) };
}

const actor = (request: FastifyRequest) => request.staffUser?.email ?? 'unknown';

/**
 * The media library (docs/product.md, Media), inside the admin routes' sign-in scope: upload, list, edit
 * the texts of, and delete photos and videos. The library audits and pushes every change live.
 */
const adminMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // The upload, in a scope of its own: only a multipart form is read, up to the size of a video.
  const uploadRoute: FastifyPluginAsyncZod = async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      /^multipart\/form-data/i,
      { parseAs: 'buffer', bodyLimit: MEDIA_UPLOAD_MAX_BYTES },
      (request, body, done) => {
        readUploadForm(String(request.headers['content-type']), body as Buffer).then(
          (form) => done(null, form),
          (error: Error) => done(error, undefined),
        );
      },
    );
    uploads.addContentTypeParser('*', (_request, _payload, done) =>
      done(new HttpError(415, NOT_A_FORM_MESSAGE), undefined),
    );
    uploads.setErrorHandler((error: FastifyError) => {
      // Fastify's own 413 (the body limit); the library's already say what is too large.
      if (error.statusCode === 413 && !(error instanceof HttpError)) {
        throw new HttpError(413, TOO_LARGE_MESSAGE);
      }
      // The rate limit's refusal is a plain object: passed on as an error, or it would be sent as a 200.
      const thrown: unknown = error;
      if (!(thrown instanceof Error)) {
        throw Object.assign(new Error(String(error.message)), { statusCode: error.statusCode });
      }
      throw error;
    });

    uploads.post(
      adminApiPaths.media.pattern,
      {
        bodyLimit: MEDIA_UPLOAD_MAX_BYTES,
        // A video takes longer than REQUEST_TIMEOUT_SECONDS over a slow uplink: UPLOAD_TIMEOUT_SECONDS. Here,
        // after the sign-in check (onRequest), so only signed-in staff get the longer time.
        preParsing: async (request) => {
          app.allowUploadTime(request);
        },
        config: {
          rateLimit: {
            max: MEDIA_UPLOADS_PER_MINUTE,
            timeWindow: '1 minute',
            // Per staff member (the sign-in check runs first), whatever address they upload from.
            keyGenerator: (request: FastifyRequest) => `media-upload:${actor(request)}`,
          },
        },
        schema: {
          body: uploadForm.optional(),
          response: { 201: mediaItem, 400: errorBody, 413: errorBody, 415: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const file = request.body?.file;
        if (!file) {
          throw new HttpError(400, 'Please choose a photo or a video to upload.');
        }
        const item = await app.media.upload(actor(request), file, request.body?.poster);
        return reply.code(201).send(item);
      },
    );
  };
  await app.register(uploadRoute);

  app.get(adminApiPaths.media.pattern, { schema: { response: { 200: mediaList } } }, async () => ({
    media: await app.media.list(),
  }));

  app.put(
    adminApiPaths.mediaItem.pattern,
    {
      schema: {
        params: mediaIdParams,
        body: mediaTextsBody,
        response: { 200: mediaItem, 400: errorBody, 404: errorBody },
      },
    },
    (request) => app.media.updateTexts(actor(request), request.params.id, request.body),
  );

  app.delete(
    adminApiPaths.mediaItem.pattern,
    {
      schema: {
        params: mediaIdParams,
        response: { 204: z.null(), 404: errorBody, 409: mediaInUseAnswer },
      },
    },
    async (request, reply) => {
      try {
        await app.media.remove(actor(request), request.params.id);
      } catch (error) {
        if (error instanceof MediaInUseError) {
          return reply.code(409).send({ message: error.message, usedBy: error.usedBy });
        }
        throw error;
      }
      return reply.code(204).send(null);
    },
  );
};
export default adminMediaRoutes;
