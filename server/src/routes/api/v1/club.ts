import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicClubDetails } from '../../../../../common/api/club';
import { apiPaths } from '../../../../../common/api/paths';
import { publicClubAnswer } from '../../../content/clubDetails';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { GET_AND_HEAD, sendTagged, taggedAnswer } from '../../../lib/conditionalGet';

/** Staff may save new details at any moment: the browser keeps the answer but asks again every time. */
export const CLUB_CACHE_CONTROL = 'no-cache';

/**
 * GET /club (docs/product.md, Club details): the club's name, address, telephone, e-mail, map point, links
 * and credits as staff published them, with the country named in the request's language.
 */
const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.club.pattern,
    schema: { response: { 200: publicClubDetails } },
    handler: async (request, reply) => {
      const language = languageOfHeader(request.headers['accept-language']);
      const details = await app.clubDetails.get();
      const answer = taggedAnswer(publicClubDetails, publicClubAnswer(details, language));
      return sendTagged(request, reply, answer, CLUB_CACHE_CONTROL, { byLanguage: true });
    },
  });
};
export default clubRoutes;
