import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveChange } from '../../../../common/api/live';
import { createWaitingList, type WaitingList } from '../../booking/waitingList';
import { MATCH_EVERY_MS, type MatcherPass } from '../../booking/waitingListMatcher';
import { type RepeatingTask, repeatingTask } from '../../lib/repeatingTask';

export interface WaitingListService extends Omit<WaitingList, 'run'> {
  /** One matcher pass at `now`; open tee sheets are told when it changed what holds places. */
  run(now: Date): Promise<MatcherPass>;
  /**
   * Runs the matcher now, or once more after the pass under way (which may have read the sheet before
   * the change that kicked it); resolves when no pass is left to run.
   */
  kick(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    waitingList: WaitingListService;
  }
}

export interface WaitingListPluginOptions {
  publicUrl: string;
  clubEmail: string;
  /** Tests set the matcher's clock and how often it runs. */
  now?: () => Date;
  everyMs?: number;
}

/**
 * The waiting list (docs/product.md, Waiting list), in both booking modes. Every instance runs the matcher
 * every minute (a lapsed hold frees places without a word) and at once after every change of the tee sheet
 * made through it (a cancel, a move, a block removed): one pass per change however many instances share
 * the database, since the others hear of it only to match it in their minute's pass. Where passes meet
 * all the same, the matcher's locks make each offer once.
 */
export default fp(
  async function waitingList(app: FastifyInstance, opts: WaitingListPluginOptions) {
    const service = createWaitingList({
      db: app.db,
      log: app.log,
      teeSheet: app.teeSheetRepository,
      reservations: app.reservationRepository,
      clubRules: app.clubRules,
      clubDetails: () => app.clubDetails.get(),
      // The booking plugin exists in the online mode only.
      booking: () => (app.hasDecorator('booking') ? app.booking : null),
      publicUrl: opts.publicUrl,
      clubEmail: opts.clubEmail,
    });
    const now = opts.now ?? (() => new Date());
    // The matcher's own announcement, told apart from other changes by identity: it kicks no pass. Its
    // offers hold places rather than free them, and the places its lapsed offers freed were matched by the
    // pass that lapsed them, which reads the sheet after lapsing.
    const matched: LiveChange = { topic: 'tee-sheet' };

    async function run(at: Date): Promise<MatcherPass> {
      const pass = await service.run(at);
      if (pass.offered > 0) app.outbox.kick();
      // Places held or freed: open sheets and free times follow.
      if (pass.offered + pass.lapsed + pass.withdrawn > 0) await app.live.publish(matched);
      return pass;
    }

    let task: RepeatingTask | null = null;
    const pass = () =>
      run(now()).catch((error: unknown) =>
        app.log.warn(
          { code: (error as { code?: string }).code },
          'could not match the waiting list; will retry',
        ),
      );
    const kick = async () => {
      await task?.runAgain();
    };

    app.decorate('waitingList', { ...service, run, kick });
    const unsubscribe = app.live.subscribe((change, { local }) => {
      if (change.topic === 'tee-sheet' && local && change !== matched) void kick();
    });
    app.addHook('onReady', async () => {
      task = repeatingTask(pass, opts.everyMs ?? MATCH_EVERY_MS);
    });
    app.addHook('preClose', async () => {
      unsubscribe();
      await task?.stop();
    });
  },
  {
    name: 'waiting-list',
    dependencies: [
      'database',
      'live',
      'outbox',
      'tee-sheet-repository',
      'reservation-repository',
      'club-rules-repository',
      'club-details',
    ],
  },
);
