import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxWorker, type OutboxWorker } from '../../mail/outboxWorker';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

export interface OutboxPluginOptions {
  smtpUrl: string | undefined;
  from: string;
  pollMs?: number;
  retryBaseMs?: number;
  /** The outbox's clock; the real one unless a test compresses an outage (mailOutage.test.ts). */
  now?: () => Date;
}

/** Sends queued mails in the background from the moment the app is ready until it closes. */
export default fp(
  async function outbox(app: FastifyInstance, opts: OutboxPluginOptions) {
    const worker = createOutboxWorker({ db: app.db, log: app.log, ...opts });
    app.decorate('outbox', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'outbox', dependencies: ['database'] },
);
