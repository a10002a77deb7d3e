import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type ErasureResult, futureBookingsMessage, type PersonExport } from '../../../common/api/people';
import { clubNow, formatTime, isoDate } from '../../../common/rules/clubTime';
import type { Db } from '../db/client';
import { auditLog, bookingRequests, mailOutbox, reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { HttpError } from '../lib/httpError';
import { bookingDateKey, dateKey, holdsItsPlayers } from '../repositories/teeSheetRepository';
import { anonymisedRequest, anonymisedReservation } from './anonymise';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const lower = (email: string) => email.trim().toLowerCase();

/** The address as the person wrote it in a request (the forms store it as typed), in any capitals. */
const requestOf = (email: string) => sql`lower(${bookingRequests.fields}->>'email') = ${lower(email)}`;

/** Text that mentions the address, in any capitals. */
const mentions = (column: SQL | typeof mailOutbox.textBody | typeof auditLog.target, email: string) =>
  sql`strpos(lower(${column}), ${lower(email)}) > 0`;

const mailOf = (email: string) =>
  or(
    sql`lower(${mailOutbox.toAddress}) = ${lower(email)}`,
    sql`lower(${mailOutbox.replyTo}) = ${lower(email)}`,
    mentions(mailOutbox.textBody, email),
  );

/** Entries that name the address, or one of the person's requests or bookings by its id. */
const auditOf = (email: string, ids: string[] = []) =>
  or(
    sql`lower(${auditLog.actor}) = ${lower(email)}`,
    mentions(auditLog.target, email),
    ...ids.map((id) => sql`strpos(${auditLog.target}, ${id}) > 0`),
  );

/** The person's bookings: by their address, or made from one of their requests. */
const bookingOf = (email: string, requestIds: string[]) =>
  or(
    sql`lower(${reservations.email}) = ${lower(email)}`,
    requestIds.length > 0 ? inArray(reservations.requestId, requestIds) : undefined,
  );

/** Replaces every mention of the address, in any capitals, so an audit entry no longer names them. */
export const ERASED = '[erased]';
function withoutAddress(text: string, email: string): string {
  const needle = lower(email);
  let out = '';
  let from = 0;
  const haystack = text.toLowerCase();
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, from)) {
    out += text.slice(from, at) + ERASED;
    from = at + needle.length;
  }
  return out + text.slice(from);
}

async function requestIdsOf(db: DbOrTx, email: string): Promise<string[]> {
  const rows = await db.select({ id: bookingRequests.id }).from(bookingRequests).where(requestOf(email));
  return rows.map((r) => r.id);
}

const countsText = (c: ErasureResult) =>
  `requests ${c.requests}, bookings ${c.bookings}, mails ${c.mails}, audit mentions ${c.auditEntries}`;

/**
 * Everything held about one e-mail address (docs/product.md, A person's data). The audit entry says who
 * exported and how much, never whose data.
 */
export async function exportPerson(db: Db, actor: string, email: string, now: Date): Promise<PersonExport> {
  return db.transaction(async (tx) => {
    const requests = await tx
      .select()
      .from(bookingRequests)
      .where(requestOf(email))
      .orderBy(asc(bookingRequests.createdAt));
    const bookings = await tx
      .select()
      .from(reservations)
      .where(
        bookingOf(
          email,
          requests.map((r) => r.id),
        ),
      )
      .orderBy(
        asc(reservations.year),
        asc(reservations.month),
        asc(reservations.day),
        asc(reservations.hour),
      );
    const mails = await tx.select().from(mailOutbox).where(mailOf(email)).orderBy(asc(mailOutbox.id));
    const audits = await tx
      .select()
      .from(auditLog)
      .where(auditOf(email, [...requests.map((r) => r.id), ...bookings.map((b) => b.id)]))
      .orderBy(asc(auditLog.id));
    const counts = {
      requests: requests.length,
      bookings: bookings.length,
      mails: mails.length,
      auditEntries: audits.length,
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
    const requestIds = await requestIdsOf(tx, email);
    const club = clubNow(now);
    const today = dateKey(club.date);
    const ahead = await tx
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
          bookingOf(email, requestIds),
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

    const requests = await tx
      .update(bookingRequests)
      .set(anonymisedRequest(now))
      .where(requestOf(email))
      .returning({ id: bookingRequests.id });
    // The requests' ids were taken before they lost the address: bookings made from them still match.
    const bookings = await tx
      .update(reservations)
      .set(anonymisedReservation(now))
      .where(bookingOf(email, requestIds))
      .returning({ id: reservations.id });
    const mails = await tx.delete(mailOutbox).where(mailOf(email)).returning({ id: mailOutbox.id });
    const named = await tx
      .select({ id: auditLog.id, target: auditLog.target })
      .from(auditLog)
      .where(mentions(auditLog.target, email));
    for (const entry of named) {
      await tx
        .update(auditLog)
        .set({ target: withoutAddress(entry.target, email) })
        .where(eq(auditLog.id, entry.id));
    }
    const counts = {
      requests: requests.length,
      bookings: bookings.length,
      mails: mails.length,
      auditEntries: named.length,
    };
    await tx.insert(auditLog).values({ actor, action: 'person.erase', target: countsText(counts) });
    return counts;
  });
}
