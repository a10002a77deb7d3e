import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReminders, REMINDER_EVERY_MS, type Reminders } from '../../booking/reminders';
import { type RepeatingTask, repeatingTask } from '../../lib/repeatingTask';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: Reminders;
  }
}

export interface RemindersPluginOptions {
  publicUrl: string;
  /** Tests set the job's clock and how often it runs. */
  now?: () => Date;
  everyMs?: number;
}

/**
 * Queues the reminder mails before tee times (docs/product.md, Reminders), in both booking modes: desk
 * bookings and confirmed requests are reminded too. Every instance runs it; each reminder is queued once.
 */
export default fp(
  async function reminders(app: FastifyInstance, opts: RemindersPluginOptions) {
    const service = createReminders({
      db: app.db,
      log: app.log,
      teeSheetConfig: () => app.teeSheetRepository.config(),
      clubDetails: () => app.clubDetails.get(),
      publicUrl: opts.publicUrl,
      kickOutbox: () => app.outbox.kick(),
    });
    app.decorate('reminders', service);
    const now = opts.now ?? (() => new Date());
    let running: RepeatingTask | null = null;
    app.addHook('onReady', async () => {
      running = repeatingTask(
        () =>
          service
            .run(now())
            .catch((error: unknown) =>
              app.log.warn(
                { code: (error as { code?: string }).code },
                'could not look for due reminders; will retry',
              ),
            ),
        opts.everyMs ?? REMINDER_EVERY_MS,
      );
    });
    app.addHook('preClose', async () => running?.stop());
  },
  { name: 'reminders', dependencies: ['database', 'tee-sheet-repository', 'club-details', 'outbox'] },
);
