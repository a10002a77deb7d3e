import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { clubRules } from '../../../../../common/api/clubRules';
import { errorBody } from '../../../../../common/api/errors';

/**
 * The club's rules (docs/product.md, Handicap limits and Holidays); registered inside the admin routes'
 * sign-in scope. A save is audited and pushed live on the topic 'rules' by the repository.
 */
const adminClubRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(adminApiPaths.clubRules.pattern, { schema: { response: { 200: clubRules } } }, () =>
    app.clubRules.get(),
  );

  app.put(
    adminApiPaths.clubRules.pattern,
    { schema: { body: clubRules, response: { 200: clubRules, 400: errorBody } } },
    (request) => app.clubRules.set(request.staffUser?.email ?? 'unknown', request.body),
  );
};
export default adminClubRulesRoutes;
