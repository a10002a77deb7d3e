import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRules, rulesQuery } from '../../../../../common/api/clubRules';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import { clubToday } from '../../../../../common/rules/clubTime';
import { publicRulesAnswer } from '../../../../../common/rules/publicRules';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { GET_AND_HEAD, sendTagged, taggedAnswer } from '../../../lib/conditionalGet';

/** Staff may change the rules at any moment: the browser keeps the answer but asks again every time. */
export const RULES_CACHE_CONTROL = 'no-cache';

/**
 * GET /rules (docs/product.md, GET /rules): the handicap limits, the holidays of ?from to ?to (this year
 * and next by default, which the booking horizon spans) named in the request's language, and the
 * members-only window of the tee sheet's saved settings.
 */
const rulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.rules.pattern,
    schema: { querystring: rulesQuery, response: { 200: publicRules, 400: errorBody } },
    handler: async (request, reply) => {
      const language = languageOfHeader(request.headers['accept-language']);
      const thisYear = Number(clubToday().slice(0, 4));
      const from = request.query.from ?? (request.query.to !== undefined ? request.query.to : thisYear);
      const to = request.query.to ?? (request.query.from !== undefined ? request.query.from : thisYear + 1);
      const [rules, config] = await Promise.all([app.clubRules.get(), app.teeSheetRepository.config()]);
      const answer = taggedAnswer(
        publicRules,
        publicRulesAnswer(rules, config.membersOnly, { from, to }, language),
      );
      return sendTagged(request, reply, answer, RULES_CACHE_CONTROL, { byLanguage: true });
    },
  });
};
export default rulesRoutes;
