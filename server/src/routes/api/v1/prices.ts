import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import { priceDateParams, priceListAnswer } from '../../../../../common/api/priceLists';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { GET_AND_HEAD, sendTagged, taggedAnswer } from '../../../lib/conditionalGet';

/**
 * Staff may enter or change a list at any moment, and the page must show it at once: the browser keeps the
 * answer but asks again every time, and gets a 304 while nothing changed.
 */
export const PRICES_CACHE_CONTROL = 'no-cache';

/** GET /prices/{date}: the list in force on a date, and the next one (docs/product.md, Seasons and prices). */
const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  // HEAD as GET: see GET_AND_HEAD.
  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.prices.pattern,
    schema: { params: priceDateParams, response: { 200: priceListAnswer, 400: errorBody } },
    handler: async (request, reply) => {
      const { date } = request.params;
      const language = languageOfHeader(request.headers['accept-language']);
      const answer = taggedAnswer(priceListAnswer, await app.priceLists.answerOn(date, language));
      return sendTagged(request, reply, answer, PRICES_CACHE_CONTROL, { byLanguage: true });
    },
  });
};
export default pricesRoutes;
