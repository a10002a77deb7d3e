import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type WebsiteNotification, websiteNotifications } from '../../../common/api/notifications';
import { DEFAULT_LANGUAGE, isTranslationLanguage, type Language } from '../../../common/i18n/languages';
import type { Db } from '../db/client';
import { notifications, notificationTranslations } from '../db/schema';
import { type TaggedAnswer, taggedAnswer } from '../lib/conditionalGet';
import { readCache } from '../lib/readCache';
import { sanitizeNotificationHtml } from '../lib/sanitizeHtml';

/**
 * Every page view reads the notifications, so the answer is kept in memory this long, one per language.
 * A change is announced over the live channel and clears them all at once on every instance; the
 * lifetime bounds how late a notification's own start or end time can show.
 */
export const NOTIFICATION_CACHE_MS = 2000;

export function createNotificationRepository(db: Db, cacheMs = NOTIFICATION_CACHE_MS) {
  /**
   * The notifications shown now: started (or no start), not ended, in their position order; each in the
   * language asked for where it has a version, otherwise in English.
   */
  async function listActive(
    language: Language = DEFAULT_LANGUAGE,
    now = new Date(),
  ): Promise<WebsiteNotification[]> {
    const shownNow = and(
      or(isNull(notifications.startsAt), lte(notifications.startsAt, now)),
      or(isNull(notifications.endsAt), gt(notifications.endsAt, now)),
    );
    const order = [asc(notifications.position), asc(notifications.id)];
    if (!isTranslationLanguage(language)) {
      return db
        .select({ content: notifications.content, severity: notifications.severity })
        .from(notifications)
        .where(shownNow)
        .orderBy(...order);
    }
    return db
      .select({
        content: sql<string>`coalesce(${notificationTranslations.content}, ${notifications.content})`,
        severity: notifications.severity,
      })
      .from(notifications)
      .leftJoin(
        notificationTranslations,
        and(
          eq(notificationTranslations.notificationId, notifications.id),
          eq(notificationTranslations.language, language),
        ),
      )
      .where(shownNow)
      .orderBy(...order);
  }

  /**
   * The active notifications as visitors get them: sanitized once more as they are read, not only when
   * staff save them, so that rows written another way (the seed, a restored backup, an older version)
   * cannot reach a page unsanitized either. The public pages render this HTML as it comes (no sanitizer
   * in their JavaScript); the answer is cached, so this runs once per language and cache lifetime.
   */
  async function publicList(language: Language, now = new Date()): Promise<WebsiteNotification[]> {
    const rows = await listActive(language, now);
    return rows.map((row) => ({ ...row, content: sanitizeNotificationHtml(row.content) }));
  }

  // One read refreshes the expired answer however many requests ask for it meanwhile.
  const cache = readCache<Language, TaggedAnswer<WebsiteNotification[]>>({
    ttlMs: cacheMs,
    read: async (language) => taggedAnswer(websiteNotifications, await publicList(language)),
  });

  /** The next start or end of a notice after `now`, when the notices shown change by themselves. */
  async function nextChange(now = new Date()): Promise<Date | undefined> {
    const [row] = await db
      .select({
        // least() passes over a null, so a notice that only starts or only ends still counts.
        at: sql<Date | null>`least(
          min(${notifications.startsAt}) filter (where ${gt(notifications.startsAt, now)}),
          min(${notifications.endsAt}) filter (where ${gt(notifications.endsAt, now)}))`.mapWith(
          notifications.startsAt,
        ),
      })
      .from(notifications);
    return row?.at ?? undefined;
  }

  return {
    listActive,
    nextChange,
    /** The API answer for the active notifications in a language, with its ETag. */
    activeAnswer(language: Language = DEFAULT_LANGUAGE): Promise<TaggedAnswer<WebsiteNotification[]>> {
      return cache.forceFetch(language);
    },
    /**
     * The notices shown at `now`, as the API answers them, read afresh: what a page is rendered with, with
     * nextChange(now) (a cached answer may be from before a notice's start or end).
     */
    shownAt: publicList,
    /** Forgets the cached answers of every language, when a change is announced. */
    forget() {
      cache.clear();
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
