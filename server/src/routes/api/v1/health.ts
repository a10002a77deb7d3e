import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../../../common/api/errors';
import { healthOk } from '../../../../../common/api/health';
import { apiPaths } from '../../../../../common/api/paths';

const HEALTH_TIMEOUT_MS = 2000;

/** 200 once migrations are applied (routes only exist after that) and the database answers. */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health.pattern,
    { schema: { response: { 200: healthOk, 503: errorBody } } },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.db.execute(sql`select 1`),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database did not answer in time')), HEALTH_TIMEOUT_MS);
          }),
        ]);
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check failed');
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ message: 'The database is not available.' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
export default health;
