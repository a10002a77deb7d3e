import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentKeyParams, websiteContent } from '../../../../../common/api/content';
import { errorBody } from '../../../../../common/api/errors';
import { CONTENT_CACHE_CONTROL, sendCacheable } from '../../../lib/conditionalGet';
import { HttpError } from '../../../lib/httpError';

const websiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/websitecontent/:key',
    { schema: { params: contentKeyParams, response: { 200: websiteContent, 404: errorBody } } },
    async (request, reply) => {
      const response = await app.contentRepository.response(request.params.key);
      if (response === null)
        throw new HttpError(404, `No website content with the key "${request.params.key}".`);
      return sendCacheable(request, reply, response, CONTENT_CACHE_CONTROL);
    },
  );
};
export default websiteContentRoutes;
