import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../../../common/api/errors';
import { openingHoursAnswer, openingHoursQuery } from '../../../../../common/api/openingHours';
import { apiPaths } from '../../../../../common/api/paths';
import { addDays, localizeOpeningHours } from '../../../../../common/rules/openingHours';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { GET_AND_HEAD, sendTagged, taggedAnswer } from '../../../lib/conditionalGet';

/** Staff may change the hours at any moment: the browser asks again every time, and gets a 304 meanwhile. */
export const OPENING_HOURS_CACHE_CONTROL = 'no-cache';

/** GET /opening-hours?from=&days=: the seasons, and the exceptional days that touch those days. */
const openingHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: GET_AND_HEAD,
    url: apiPaths.openingHours.pattern,
    schema: { querystring: openingHoursQuery, response: { 200: openingHoursAnswer, 400: errorBody } },
    handler: async (request, reply) => {
      const { from, days } = request.query;
      const language = languageOfHeader(request.headers['accept-language']);
      const [hours, exceptions] = await Promise.all([
        app.openingHours.get(),
        app.openingHours.exceptions(from, addDays(from, days - 1)),
      ]);
      const answer = taggedAnswer(openingHoursAnswer, localizeOpeningHours(hours, exceptions, language));
      return sendTagged(request, reply, answer, OPENING_HOURS_CACHE_CONTROL, { byLanguage: true });
    },
  });
};
export default openingHoursRoutes;
