import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RetentionPeriods } from '../../../../common/config/retention';
import { createRetentionJob, type RetentionJob } from '../../privacy/retention';

declare module 'fastify' {
  interface FastifyInstance {
    retention: RetentionJob;
  }
}

export interface RetentionPluginOptions {
  periods: RetentionPeriods;
  sessionIdleMs: number;
  /** Tests set the job's clock. */
  now?: () => Date;
  checkEveryMs?: number;
  firstCheckMs?: number;
}

/** Removes personal data past its period once a day (docs/product.md, Retention). */
export default fp(
  async function retention(app: FastifyInstance, opts: RetentionPluginOptions) {
    const job = createRetentionJob({
      db: app.db,
      log: app.log,
      maintain: () => app.database.maintain(),
      ...opts,
    });
    app.decorate('retention', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('preClose', async () => job.stop());
  },
  { name: 'retention', dependencies: ['database'] },
);
