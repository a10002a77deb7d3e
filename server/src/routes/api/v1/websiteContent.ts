import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentKeyParams, websiteContent } from '../../../../../common/api/content';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import { CONTENT_CACHE_CONTROL, GET_AND_HEAD, sendTagged } from '../../../lib/conditionalGet';
import { HttpError } from '../../../lib/httpError';

const websiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  // HEAD as GET: see GET_AND_HEAD.
  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.websiteContent.pattern,
    schema: { params: contentKeyParams, response: { 200: websiteContent, 404: errorBody } },
    handler: async (request, reply) => {
      const { key } = request.params;
      const tagged = await app.contentRepository.answer(key);
      if (tagged === null) throw new HttpError(404, `No website content with the key "${key}".`);
      return sendTagged(request, reply, tagged, CONTENT_CACHE_CONTROL);
    },
  });
};
export default websiteContentRoutes;
