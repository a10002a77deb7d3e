import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationOutput, Translations } from '../../../common/api/admin';
import { TRANSLATION_LANGUAGES } from '../../../common/i18n/languages';
import { formatTime, isoDate } from '../../../common/rules/clubTime';
import {
  nextRequestState,
  type RequestEvent,
  requestEventRefusal,
} from '../../../common/rules/requestStates';
import type { Db } from '../db/client';
import {
  auditLog,
  bookingRequests,
  mailOutbox,
  notifications,
  notificationTranslations,
  reservations,
} from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { sanitizeNotificationHtml } from '../lib/sanitizeHtml';
import { enqueueMails, type OutgoingMail } from '../mail/outbox';
import { endRequestedOffer } from './waitingListRepository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const noTranslations = (): Translations => ({ nl: '', fr: '', de: '' });

export function createAdminRepository(db: Db) {
  const audit = (tx: DbOrTx, actor: string, action: string, target: string) =>
    tx.insert(auditLog).values({ actor, action, target });

  const notificationRow = (input: NotificationOutput) => ({
    content: sanitizeNotificationHtml(input.content),
    severity: input.severity,
    position: input.position,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  });
  const toNotification = (row: typeof notifications.$inferSelect, translations: Translations) => ({
    id: row.id,
    content: row.content,
    translations,
    severity: row.severity,
    position: row.position,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  });

  /** The stored versions of the given notifications, '' where one is missing. */
  async function storedTranslations(tx: DbOrTx, ids: number[]): Promise<Map<number, Translations>> {
    const byId = new Map(ids.map((id) => [id, noTranslations()]));
    if (ids.length === 0) return byId;
    const rows = await tx
      .select()
      .from(notificationTranslations)
      .where(inArray(notificationTranslations.notificationId, ids));
    for (const row of rows) {
      const texts = byId.get(row.notificationId);
      if (texts) texts[row.language] = row.content;
    }
    return byId;
  }

  /**
   * Replaces a notification's versions, sanitized as its English text is; one that is empty (or nothing
   * once sanitized) is not stored, so that English stands in for it. Returns what is stored.
   */
  async function replaceTranslations(tx: DbOrTx, id: number, input: Translations): Promise<Translations> {
    const stored = noTranslations();
    await tx.delete(notificationTranslations).where(eq(notificationTranslations.notificationId, id));
    for (const language of TRANSLATION_LANGUAGES) {
      const content = sanitizeNotificationHtml(input[language]).trim();
      if (content === '') continue;
      await tx.insert(notificationTranslations).values({ notificationId: id, language, content });
      stored[language] = content;
    }
    return stored;
  }

  return {
    audit: (actor: string, action: string, target: string) => audit(db, actor, action, target),

    async listNotifications() {
      const rows = await db
        .select()
        .from(notifications)
        .orderBy(asc(notifications.position), asc(notifications.id));
      const translations = await storedTranslations(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toNotification(row, translations.get(row.id) ?? noTranslations()));
    },
    async createNotification(actor: string, input: NotificationOutput) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(notifications).values(notificationRow(input)).returning();
        if (!row) throw new Error('insert returned no row');
        const translations = input.translations
          ? await replaceTranslations(tx, row.id, input.translations)
          : noTranslations();
        await audit(tx, actor, 'notification.create', `notification ${row.id}`);
        return toNotification(row, translations);
      });
    },
    async updateNotification(actor: string, id: number, input: NotificationOutput) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(notifications)
          .set(notificationRow(input))
          .where(eq(notifications.id, id))
          .returning();
        if (!row) return null;
        const translations = input.translations
          ? await replaceTranslations(tx, id, input.translations)
          : ((await storedTranslations(tx, [id])).get(id) ?? noTranslations());
        await audit(tx, actor, 'notification.update', `notification ${id}`);
        return toNotification(row, translations);
      });
    },
    async deleteNotification(actor: string, id: number) {
      return db.transaction(async (tx) => {
        // Its versions go with it (on delete cascade).
        const deleted = await tx
          .delete(notifications)
          .where(eq(notifications.id, id))
          .returning({ id: notifications.id });
        if (deleted.length === 0) return false;
        await audit(tx, actor, 'notification.delete', `notification ${id}`);
        return true;
      });
    },

    async listRequests() {
      const rows = await db
        .select()
        .from(bookingRequests)
        .orderBy(desc(bookingRequests.createdAt))
        .limit(500);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        fields: r.fields,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    async findRequest(id: string) {
      const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
      return row ?? null;
    },

    /**
     * Applies staff's decision to a request, if its state allows it (common/rules/requestStates.ts), and
     * mails the player, in one transaction. Null when there is no such request; `refused`, with the reason,
     * when its state does not allow the event; otherwise the request and whether the player was mailed.
     */
    async decideRequest(
      actor: string,
      id: string,
      event: RequestEvent,
      mail: (fields: Record<string, string | number>) => OutgoingMail | null,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(bookingRequests).where(eq(bookingRequests.id, id)).for('update');
        if (!row) return null;
        const status = nextRequestState(row.status, event);
        if (!status) return { outcome: 'refused', message: requestEventRefusal(row.status, event) } as const;
        await tx.update(bookingRequests).set({ status }).where(eq(bookingRequests.id, id));
        // Declined, a request from the waiting list no longer holds its offer's places (Waiting list).
        if (event === 'decline' && row.waitingListOfferId)
          await endRequestedOffer(tx, row.waitingListOfferId, { state: 'withdrawn' }, new Date());
        const message = mail(row.fields);
        if (message) await enqueueMails(tx, [message]);
        await audit(
          tx,
          actor,
          `request.${event}`,
          `${row.kind} request ${id}${message ? '' : ' (no mail: no single valid address)'}`,
        );
        return { outcome: 'decided', request: { ...row, status }, mailed: message !== null } as const;
      });
    },

    async listReservations() {
      const rows = await db.select().from(reservations).orderBy(desc(reservations.createdAt)).limit(500);
      return rows.map((r) => ({
        id: r.id,
        date: isoDate(r),
        time: formatTime(r.hour, r.minute),
        firstname: r.firstname,
        lastname: r.lastname,
        // A desk booking may have neither.
        email: r.email ?? '',
        telephone: r.telephone ?? '',
        adults: r.adults,
        juniors: r.juniors,
        price: r.priceCents / 100,
        paymentState: r.paymentState,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async listOutbox() {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(500);
      return rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        status: m.status,
        attempts: m.attempts,
        lastError: m.lastError,
        createdAt: m.createdAt.toISOString(),
        sentAt: iso(m.sentAt),
        nextAttemptAt: m.status === 'pending' ? m.nextAttemptAt.toISOString() : null,
      }));
    },
    /** How many mails wait or failed, and since when the oldest waits. */
    async outboxCounts() {
      const [row] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
          oldest: sql<
            Date | string | null
          >`min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} = 'pending')`,
        })
        .from(mailOutbox);
      const oldest = row?.oldest ? new Date(row.oldest) : null;
      return {
        waiting: row?.waiting ?? 0,
        failed: row?.failed ?? 0,
        oldestWaitingSince: oldest ? oldest.toISOString() : null,
      };
    },
    /** Queues a mail again from scratch; a sent one is sent once more, on purpose. */
    async resendMail(actor: string, id: number) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(mailOutbox)
          .set({
            status: 'pending',
            attempts: 0,
            nextAttemptAt: new Date(),
            claimedUntil: null,
            sentAt: null,
            lastError: null,
          })
          .where(eq(mailOutbox.id, id))
          .returning({ id: mailOutbox.id });
        if (updated.length === 0) return false;
        await audit(tx, actor, 'mail.resend', `mail ${id}`);
        return true;
      });
    },

    async listAudit() {
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(500);
      return rows.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() }));
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    adminRepository: AdminRepository;
  }
}

export default fp(
  async function adminRepository(app: FastifyInstance) {
    app.decorate('adminRepository', createAdminRepository(app.db));
  },
  { name: 'admin-repository', dependencies: ['database'] },
);
