import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../../../common/api/paths';
import { retentionPeriodsResponse } from '../../../../../common/api/privacy';
import type { RetentionPeriods } from '../../../../../common/config/retention';

/**
 * The retention periods this server applies (RETENTION_*), for the privacy page: it is prerendered with
 * the defaults of common/config/retention.ts and states these once they arrive (docs/decisions/0021).
 * They change only with a restart, so a browser may keep the answer a while.
 */
const privacyRoutes: FastifyPluginAsyncZod<{ retention: RetentionPeriods }> = async (app, opts) => {
  app.get(
    apiPaths.privacyRetention.pattern,
    { schema: { response: { 200: retentionPeriodsResponse } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(opts.retention),
  );
};
export default privacyRoutes;
