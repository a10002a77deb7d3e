import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AwardsAnswer,
  awardsAnswer,
  type BrandsAnswer,
  brandsAnswer,
} from '../../../../../common/api/marks';
import { apiPaths } from '../../../../../common/api/paths';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { GET_AND_HEAD, sendTagged, type TaggedAnswer, taggedAnswer } from '../../../lib/conditionalGet';

/** Staff may publish new marks at any moment: the browser keeps the answer but asks again every time. */
export const MARKS_CACHE_CONTROL = 'no-cache';

/**
 * GET /awards and GET /brands (docs/product.md, Award and brand marks): the marks staff published, each
 * with its picture's files and alt text, and its name, in the request's language.
 */
const marksRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tagged once per answer: the service hands out the same object until the marks or the library change.
  const taggedAwards = new WeakMap<AwardsAnswer, TaggedAnswer<AwardsAnswer>>();
  const taggedBrands = new WeakMap<BrandsAnswer, TaggedAnswer<BrandsAnswer>>();

  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.awards.pattern,
    schema: { response: { 200: awardsAnswer } },
    handler: async (request, reply) => {
      const answer = await app.marks.awards(languageOfHeader(request.headers['accept-language']));
      let tagged = taggedAwards.get(answer);
      if (!tagged) {
        tagged = taggedAnswer(awardsAnswer, answer);
        taggedAwards.set(answer, tagged);
      }
      return sendTagged(request, reply, tagged, MARKS_CACHE_CONTROL, { byLanguage: true });
    },
  });

  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.brands.pattern,
    schema: { response: { 200: brandsAnswer } },
    handler: async (request, reply) => {
      const answer = await app.marks.brands(languageOfHeader(request.headers['accept-language']));
      let tagged = taggedBrands.get(answer);
      if (!tagged) {
        tagged = taggedAnswer(brandsAnswer, answer);
        taggedBrands.set(answer, tagged);
      }
      return sendTagged(request, reply, tagged, MARKS_CACHE_CONTROL, { byLanguage: true });
    },
  });
};
export default marksRoutes;
