import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentKeyParams, contentKeys, websiteContent } from '../../../../../common/api/content';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import { CONTENT_CACHE_CONTROL, GET_AND_HEAD, sendTagged } from '../../../lib/conditionalGet';
import { HttpError } from '../../../lib/httpError';

const websiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: websiteContent, 404: errorBody };

  async function answer(key: string, request: FastifyRequest, reply: FastifyReply) {
    const tagged = await app.contentRepository.answer(key);
    if (tagged === null) throw new HttpError(404, `No website content with the key "${key}".`);
    return sendTagged(request, reply, tagged, CONTENT_CACHE_CONTROL);
  }

  // The keys the pages read get a static path each; any other key takes the parameter route below,
  // with the same answers. HEAD as GET: see GET_AND_HEAD.
  for (const key of contentKeys) {
    app.route({
      method: GET_AND_HEAD,
      url: apiPaths.websiteContent.path({ key }),
      schema: { response },
      handler: (request, reply) => answer(key, request, reply),
    });
  }
  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.websiteContent.pattern,
    schema: { params: contentKeyParams, response },
    handler: (request, reply) => answer(request.params.key, request, reply),
  });
};
export default websiteContentRoutes;
