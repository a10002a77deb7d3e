import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentKeyParams, websiteContent } from '../../../../../common/api/content';
import { errorBody } from '../../../../../common/api/errors';
import { HttpError } from '../../../lib/httpError';

const websiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/websitecontent/:key',
    { schema: { params: contentKeyParams, response: { 200: websiteContent, 404: errorBody } } },
    async (request, reply) => {
      const content = await app.contentRepository.get(request.params.key);
      if (content === null)
        throw new HttpError(404, `No website content with the key "${request.params.key}".`);
      // Revalidated every time: a page told of a change over /live must get the new value, not a cached one.
      reply.header('cache-control', 'no-cache');
      return { content };
    },
  );
};
export default websiteContentRoutes;
