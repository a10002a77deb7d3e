import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentKeys } from '../../../../common/api/content';
import { type LiveChange, liveChange } from '../../../../common/api/live';
import { PAGE_KEYS } from '../../../../common/api/pages';

const CHANNEL = 'golf_live_changes';

/**
 * Every change there can be: each content item, the notifications, the tee sheet, prices, hours and rules,
 * each edited page, the club's details, the course and the media library.
 */
const everythingChanged: LiveChange[] = [
  ...contentKeys.map((key) => ({ topic: 'content' as const, key })),
  { topic: 'notifications' },
  { topic: 'tee-sheet' },
  { topic: 'prices' },
  { topic: 'opening-hours' },
  { topic: 'rules' },
  ...PAGE_KEYS.map((key) => ({ topic: 'pages' as const, key })),
  { topic: 'club' },
  { topic: 'course' },
  { topic: 'media' },
];

/** Where a change heard was made: through this instance (`local`), or through another. */
export interface ChangeOrigin {
  local: boolean;
}

export interface LiveChanges {
  /** Tells every server instance (and so every open page) that something changed. */
  publish(change: LiveChange): Promise<void>;
  /**
   * Called for every change, from this instance or another; a change published here is passed on as the
   * very object published. Returns the unsubscribe function.
   */
  subscribe(listener: (change: LiveChange, origin: ChangeOrigin) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveChanges;
  }
}

/**
 * Changes travel through the database's NOTIFY, so that with several instances on one PostgreSQL
 * a change made through one instance reaches the pages served by all of them.
 */
export default fp(
  async function live(app: FastifyInstance) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    const instance = randomUUID();
    const unlisten = await app.database.listen(
      CHANNEL,
      (payload) => {
        try {
          const { origin, ...change } = JSON.parse(payload) as LiveChange & { origin?: string };
          // This instance's own changes were passed on when published.
          if (origin !== instance) emitter.emit('change', liveChange.parse(change), { local: false });
        } catch (error) {
          app.log.warn({ err: error }, 'ignored a malformed live change');
        }
      },
      () => {
        // Changes other instances made while the connection was down were not heard: forget every cache
        // they clear, and have open pages fetch everything again.
        app.log.warn('listening for live changes again after the database connection was lost');
        for (const change of everythingChanged) emitter.emit('change', change, { local: false });
      },
    );
    app.decorate('live', {
      async publish(change) {
        await app.db.execute(
          sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ ...change, origin: instance })})`,
        );
        // At once here, not when the notification comes back: a read right after a write on this
        // instance must not be answered from a cache the change has not cleared yet.
        emitter.emit('change', change, { local: true });
      },
      subscribe(listener) {
        emitter.on('change', listener);
        return () => emitter.off('change', listener);
      },
    });
    app.addHook('onClose', async () => {
      emitter.emit('close');
      // The database may be gone already (its owner closes it); there is nothing left to stop then.
      await unlisten().catch(() => {});
    });
  },
  { name: 'live', dependencies: ['database'] },
);
