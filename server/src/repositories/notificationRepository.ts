import { and, asc, gt, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type WebsiteNotification, websiteNotifications } from '../../../common/api/notifications';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { type TaggedAnswer, taggedAnswer } from '../lib/conditionalGet';
import { readCache } from '../lib/readCache';

/**
 * Every page view reads the notifications, so the answer is kept in memory this long. A change is
 * announced over the live channel and clears it at once on every instance; the lifetime bounds how late
 * a notification's own start or end time can show.
 */
export const NOTIFICATION_CACHE_MS = 2000;

const ACTIVE = 'active';

export function createNotificationRepository(db: Db, cacheMs = NOTIFICATION_CACHE_MS) {
  /** The notifications shown now: started (or no start), not ended, in their position order. */
  async function listActive(now = new Date()): Promise<WebsiteNotification[]> {
    return db
      .select({ content: notifications.content, severity: notifications.severity })
      .from(notifications)
      .where(
        and(
          or(isNull(notifications.startsAt), lte(notifications.startsAt, now)),
          or(isNull(notifications.endsAt), gt(notifications.endsAt, now)),
        ),
      )
      .orderBy(asc(notifications.position), asc(notifications.id));
  }

  // One read refreshes the expired answer however many requests ask for it meanwhile.
  const cache = readCache<typeof ACTIVE, TaggedAnswer<WebsiteNotification[]>>({
    ttlMs: cacheMs,
    read: async () => taggedAnswer(websiteNotifications, await listActive()),
  });

  return {
    listActive,
    /** The API answer for the active notifications, with its ETag. */
    activeAnswer(): Promise<TaggedAnswer<WebsiteNotification[]>> {
      return cache.forceFetch(ACTIVE);
    },
    /** Forgets the cached answer, when a change is announced. */
    forget() {
      cache.delete(ACTIVE);
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    notificationRepository: NotificationRepository;
  }
}

export default fp(
  async function notificationRepository(app: FastifyInstance) {
    const repository = createNotificationRepository(app.db);
    app.live.subscribe((change) => {
      if (change.topic === 'notifications') repository.forget();
    });
    app.decorate('notificationRepository', repository);
  },
  { name: 'notification-repository', dependencies: ['database', 'live'] },
);
