import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentKeyParams, contentKeys, websiteContent } from '../../../../../common/api/content';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import { CONTENT_CACHE_CONTROL, cacheableSender } from '../../../lib/conditionalGet';
import { HttpError } from '../../../lib/httpError';

const websiteContentRoutes: FastifyPluginAsyncZod<{ https: boolean }> = async (app, opts) => {
  const send = cacheableSender({ cacheControl: CONTENT_CACHE_CONTROL, https: opts.https });
  const response = { 200: websiteContent, 404: errorBody };

  // Not async: an answer in memory is sent at once, without a promise and a turn of the event loop.
  function answer(key: string, request: FastifyRequest, reply: FastifyReply) {
    const cached = app.contentRepository.cachedResponse(key);
    if (cached !== undefined) {
      if (cached === null) throw new HttpError(404, `No website content with the key "${key}".`);
      send(request, reply, cached);
      return;
    }
    return app.contentRepository.response(key).then((body) => {
      if (body === null) throw new HttpError(404, `No website content with the key "${key}".`);
      send(request, reply, body);
    });
  }

  // The keys the pages read get a static path each: the router matches it without reading, decoding and
  // validating a parameter, about 4 % of a read (decision 0012). Any other key takes the route below.
  // compress: false, as the sender sends the compressed copy made once with the cached body.
  for (const key of contentKeys) {
    app.get(
      apiPaths.websiteContent.path({ key }),
      { schema: { response }, compress: false },
      (request, reply) => answer(key, request, reply),
    );
  }
  app.get(
    apiPaths.websiteContent.pattern,
    { schema: { params: contentKeyParams, response }, compress: false },
    (request, reply) => answer(request.params.key, request, reply),
  );
};
export default websiteContentRoutes;
