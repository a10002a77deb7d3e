import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../../../common/api/paths';
import { retentionPeriodsResponse } from '../../../../../common/api/privacy';
import type { RetentionPeriods } from '../../../../../common/config/retention';

declare module '../../../lib/pageQueries' {
  interface PageBundle {
    /** The retention periods' query (web/src/features/privacy/api/getRetention.ts). */
    retentionQueryKey?(): readonly unknown[];
  }
}

/**
 * The retention periods this server applies (RETENTION_*), for the privacy page (docs/decisions/0021),
 * which the server renders with them: its first paint states them, and the app need not ask (nor load
 * zod to check the answer). They change only with a restart, so a browser may keep the answer a while.
 */
const privacyRoutes: FastifyPluginAsyncZod<{ retention: RetentionPeriods }> = async (app, opts) => {
  app.pageQueries.add({
    topics: [],
    async queries(bundle, { screen }) {
      if (screen !== 'privacy' || !bundle.retentionQueryKey) return [];
      return [[bundle.retentionQueryKey(), opts.retention]];
    },
  });

  app.get(
    apiPaths.privacyRetention.pattern,
    { schema: { response: { 200: retentionPeriodsResponse } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(opts.retention),
  );
};
export default privacyRoutes;
