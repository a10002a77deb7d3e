import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { type ErasureResult, futureBookingsMessage, type PersonExport } from '../../../common/api/people';
import { clubNow, formatTime, isoDate } from '../../../common/rules/clubTime';
import { partnersOf } from '../booking/partners';
import type { Db } from '../db/client';
import { auditLog, bookingRequests, mailOutbox, reservations, waitingListEntries } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { bookingDateKey, dateKey, holdsItsPlayers } from '../repositories/teeSheetRepository';
import {
  anonymisedEntry,
  lockEntry,
  ON_THE_LIST,
  setEntryState,
  withdrawOpenOffers,
} from '../repositories/waitingListRepository';
import { anonymisedRequest, anonymisedReservation } from './anonymise';
import { deleteLiftsOf, liftsOf } from './noShowLiftRows';
import { auditsOf, bookingsOf, mailsOf, partnerBookingsOf, requestsOf, waitingListOf } from './personRows';
import { namesAddress, withoutAddress } from './wholeAddress';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What an erased address reads as in the audit entries that named it. */
export const ERASED = '[erased]';

const countsText = (c: ErasureResult) =>
  `requests ${c.requests}, bookings ${c.bookings}, mails ${c.mails}, audit mentions ${c.auditEntries}, ` +
  `waiting-list entries ${c.waitingList}, no-show lifts ${c.noShowLifts}`;

const clock = (minutes: number) => formatTime(Math.floor(minutes / 60), minutes % 60);

/**
 * Everything held about one e-mail address (docs/product.md, A person's data). The audit entry says who
 * exported and how much, never whose data.
 */
export async function exportPerson(db: Db, actor: string, email: string, now: Date): Promise<PersonExport> {
  return db.transaction(async (tx) => {
    const requests = await requestsOf(tx, email);
    const requestIds = requests.map((r) => r.id);
    const bookings = await bookingsOf(tx, email, requestIds);
    const partnerBookings = await partnerBookingsOf(
      tx,
      email,
      bookings.map((b) => b.id),
    );
    const mails = await mailsOf(tx, email);
    const waitingList = await waitingListOf(tx, email);
    const audits = await auditsOf(tx, email, [
      ...requestIds,
      ...bookings.map((b) => b.id),
      ...waitingList.map(({ entry }) => entry.id),
    ]);
    const lifts = await liftsOf(tx, email);
    const counts = {
      requests: requests.length,
      bookings: bookings.length + partnerBookings.length,
      mails: mails.length,
      auditEntries: audits.length,
      noShowLifts: lifts.length,
      waitingList: waitingList.length,
    };
    await tx.insert(auditLog).values({ actor, action: 'person.export', target: countsText(counts) });
    return {
      email: email.trim(),
      exportedAt: now.toISOString(),
      requests: requests.map((r) => ({
        id: r.id,
        kind: r.kind,
        status: r.status,
        locale: r.locale,
        fields: r.fields,
        rawText: r.rawText,
        createdAt: r.createdAt.toISOString(),
        anonymisedAt: iso(r.anonymisedAt),
      })),
      bookings: bookings.map((b) => ({
        id: b.id,
        source: b.source,
        date: isoDate(b),
        time: formatTime(b.hour, b.minute),
        firstname: b.firstname,
        lastname: b.lastname,
        handicap: b.handicap,
        email: b.email,
        telephone: b.telephone,
        memberNumber: b.memberNumber,
        federationNumber: b.federationNumber,
        note: b.note,
        adults: b.adults,
        juniors: b.juniors,
        price: b.priceCents / 100,
        paymentState: b.paymentState,
        arrival: b.arrival,
        canceledAt: iso(b.canceledAt),
        locale: b.locale,
        createdAt: b.createdAt.toISOString(),
        anonymisedAt: iso(b.anonymisedAt),
        partners: partnersOf(b.partners),
      })),
      partnerBookings: partnerBookings.map(({ row, entries }) => ({
        id: row.id,
        date: isoDate(row),
        time: formatTime(row.hour, row.minute),
        canceledAt: iso(row.canceledAt),
        entries,
      })),
      mails: mails.map((m) => ({
        id: m.id,
        to: m.toAddress,
        replyTo: m.replyTo,
        subject: m.subject,
        text: m.textBody,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
        sentAt: iso(m.sentAt),
      })),
      auditEntries: audits.map((a) => ({
        id: a.id,
        actor: a.actor,
        action: a.action,
        target: a.target,
        createdAt: a.createdAt.toISOString(),
      })),
      noShowLifts: lifts.map((l) => ({ liftedAt: l.liftedAt.toISOString(), liftedBy: l.liftedBy })),
      waitingList: waitingList.map(({ entry, offers }) => ({
        id: entry.id,
        date: isoDate(entry),
        from: clock(entry.fromMinute),
        to: clock(entry.toMinute),
        adults: entry.adults,
        juniors: entry.juniors,
        firstname: entry.firstname,
        lastname: entry.lastname,
        email: entry.email,
        telephone: entry.telephone,
        state: entry.state,
        locale: entry.locale,
        createdAt: entry.createdAt.toISOString(),
        endedAt: iso(entry.endedAt),
        anonymisedAt: iso(entry.anonymisedAt),
        offers: offers.map((o) => ({
          time: formatTime(o.hour, o.minute),
          state: o.state,
          createdAt: o.createdAt.toISOString(),
          expiresAt: o.expiresAt.toISOString(),
        })),
      })),
    };
  });
}

/**
 * Erases a person in one transaction: their requests and bookings are anonymised as the retention job
 * does (the accounts keep date, party, price and payment), their mails deleted, and the address taken
 * out of audit entries that name it. Refused with 409 while a booking of theirs still holds a time to
 * come: staff cancel it on the tee sheet first.
 */
export async function erasePerson(db: Db, actor: string, email: string, now: Date): Promise<ErasureResult> {
  return db.transaction(async (tx) => {
    const requestIds = (await requestsOf(tx, email)).map((r) => r.id);
    const bookingIds = (await bookingsOf(tx, email, requestIds)).map((b) => b.id);
    const club = clubNow(now);
    const today = dateKey(club.date);
    const ahead =
      bookingIds.length === 0
        ? []
        : await tx
            .select({
              year: reservations.year,
              month: reservations.month,
              day: reservations.day,
              hour: reservations.hour,
              minute: reservations.minute,
            })
            .from(reservations)
            .where(
              and(
                inArray(reservations.id, bookingIds),
                isNull(reservations.canceledAt),
                holdsItsPlayers(),
                or(
                  gt(bookingDateKey(), today),
                  and(
                    eq(bookingDateKey(), today),
                    sql`${reservations.hour} * 60 + ${reservations.minute} >= ${club.minutes}`,
                  ),
                ),
              ),
            )
            .orderBy(asc(bookingDateKey()), asc(reservations.hour), asc(reservations.minute))
            .for('update');
    if (ahead.length > 0) {
      throw new HttpError(
        409,
        futureBookingsMessage(ahead.map((b) => `${isoDate(b)} ${formatTime(b.hour, b.minute)}`)),
      );
    }

    const requests =
      requestIds.length === 0
        ? []
        : await tx
            .update(bookingRequests)
            .set(anonymisedRequest(now))
            .where(inArray(bookingRequests.id, requestIds))
            .returning({ id: bookingRequests.id });
    const bookings =
      bookingIds.length === 0
        ? []
        : await tx
            .update(reservations)
            .set(anonymisedReservation(now))
            .where(inArray(reservations.id, bookingIds))
            .returning({ id: reservations.id });
    // Named as a partner in another's booking: their entries go, the booking stays the booker's, even
    // one still to come (docs/product.md, Playing partners).
    const partnerBookings = await partnerBookingsOf(tx, email, bookingIds);
    for (const { row } of partnerBookings) {
      const rest = partnersOf(row.partners).filter((p) => !namesAddress(p.email, email));
      await tx
        .update(reservations)
        .set({ partners: rest.length > 0 ? rest : null })
        .where(eq(reservations.id, row.id));
    }
    // Their waiting-list entries: off the list (an open offer's places free again), then anonymised.
    const entries = (await waitingListOf(tx, email)).map(({ entry }) => entry);
    for (const entry of entries) {
      const locked = await lockEntry(tx, entry.id);
      if (!locked || !ON_THE_LIST.includes(locked.state)) continue;
      await withdrawOpenOffers(tx, entry.id, now);
      await setEntryState(tx, entry.id, 'left', now);
    }
    if (entries.length > 0)
      await tx
        .update(waitingListEntries)
        .set(anonymisedEntry(now))
        .where(
          inArray(
            waitingListEntries.id,
            entries.map((e) => e.id),
          ),
        );
    const mailIds = (await mailsOf(tx, email)).map((m) => m.id);
    const mails =
      mailIds.length === 0
        ? []
        : await tx.delete(mailOutbox).where(inArray(mailOutbox.id, mailIds)).returning({ id: mailOutbox.id });
    // Entries a staff account of that address wrote keep their author: the record of who changed what.
    const named = (await auditsOf(tx, email)).filter((entry) => namesAddress(entry.target, email));
    for (const entry of named) {
      await tx
        .update(auditLog)
        .set({ target: withoutAddress(entry.target, email, ERASED) })
        .where(eq(auditLog.id, entry.id));
    }
    const counts = {
      requests: requests.length,
      bookings: bookings.length + partnerBookings.length,
      mails: mails.length,
      auditEntries: named.length,
      noShowLifts: await deleteLiftsOf(tx, email),
      waitingList: entries.length,
    };
    await tx.insert(auditLog).values({ actor, action: 'person.erase', target: countsText(counts) });
    return counts;
  });
}
