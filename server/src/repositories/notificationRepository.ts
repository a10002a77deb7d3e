import { and, asc, gt, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebsiteNotification } from '../../../common/api/notifications';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

export function createNotificationRepository(db: Db) {
  return {
    /** The notifications shown now: started (or no start), not ended, in their position order. */
    async listActive(now = new Date()): Promise<WebsiteNotification[]> {
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
    app.decorate('notificationRepository', createNotificationRepository(app.db));
  },
  { name: 'notification-repository', dependencies: ['database'] },
);
