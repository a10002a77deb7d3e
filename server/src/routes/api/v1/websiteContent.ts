import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentKeyParams, websiteContent } from '../../../../../common/api/content';
import { errorBody } from '../../../../../common/api/errors';
import { CONTENT_CACHE_CONTROL, sendCacheable } from '../../../lib/conditionalGet';
import { HttpError } from '../../../lib/httpError';

const websiteContentRoutes: FastifyPluginAsyncZod<{ https: boolean }> = async (app, opts) => {
  const answer = { cacheControl: CONTENT_CACHE_CONTROL, https: opts.https };
  app.get(
    '/websitecontent/:key',
    {
      schema: { params: contentKeyParams, response: { 200: websiteContent, 404: errorBody } },
      // sendCacheable sends the compressed copy made once with the cached body.
      compress: false,
    },
    // Not async: an answer in memory is sent at once, without a promise and a turn of the event loop.
    (request, reply) => {
      const { key } = request.params;
      const cached = app.contentRepository.cachedResponse(key);
      if (cached !== undefined) {
        if (cached === null) throw new HttpError(404, `No website content with the key "${key}".`);
        sendCacheable(request, reply, cached, answer);
        return;
      }
      return app.contentRepository.response(key).then((response) => {
        if (response === null) throw new HttpError(404, `No website content with the key "${key}".`);
        sendCacheable(request, reply, response, answer);
      });
    },
  );
};
export default websiteContentRoutes;
