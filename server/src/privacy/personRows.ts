import { asc, inArray, or, type SQL, sql } from 'drizzle-orm';
import { partnersOf } from '../booking/partners';
import { auditLog, bookingRequests, mailOutbox, reservations, waitingListEntries } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { offersOf } from '../repositories/waitingListRepository';
import { mayNameAddress, namesAddress } from './wholeAddress';

/*
 * A person is their e-mail address, named whole (wholeAddress.ts): each reader below asks the database
 * for the rows that hold the address at all, then keeps those that name it whole, so that `jo@x.be` never
 * reaches `anjo@x.be`'s rows.
 */

/** The address the person gave in a request (the forms store it as typed). */
const requestEmail = sql`${bookingRequests.fields}->>'email'`;

export async function requestsOf(db: DbOrTx, email: string) {
  const rows = await db
    .select()
    .from(bookingRequests)
    .where(mayNameAddress(requestEmail, email))
    .orderBy(asc(bookingRequests.createdAt));
  return rows.filter((r) => namesAddress(String(r.fields.email ?? ''), email));
}

/** The person's bookings: by their address, or made from one of their requests. */
export async function bookingsOf(db: DbOrTx, email: string, requestIds: string[]) {
  const rows = await db
    .select()
    .from(reservations)
    .where(
      or(
        mayNameAddress(reservations.email, email),
        requestIds.length > 0 ? inArray(reservations.requestId, requestIds) : undefined,
      ),
    )
    .orderBy(asc(reservations.year), asc(reservations.month), asc(reservations.day), asc(reservations.hour));
  return rows.filter(
    (b) => namesAddress(b.email, email) || (b.requestId !== null && requestIds.includes(b.requestId)),
  );
}

/**
 * The bookings that name the address as one of their other players (docs/product.md, Playing partners),
 * besides those given: the person's entries there are theirs, the rest of the booking is the booker's.
 */
export async function partnerBookingsOf(db: DbOrTx, email: string, exceptIds: string[]) {
  const rows = await db
    .select()
    .from(reservations)
    .where(mayNameAddress(sql`${reservations.partners}::text`, email))
    .orderBy(asc(reservations.year), asc(reservations.month), asc(reservations.day), asc(reservations.hour));
  return rows
    .filter((b) => !exceptIds.includes(b.id))
    .map((b) => ({ row: b, entries: partnersOf(b.partners).filter((p) => namesAddress(p.email, email)) }))
    .filter((b) => b.entries.length > 0);
}

/** The person's waiting-list entries (docs/product.md, Waiting list), oldest first, with their offers. */
export async function waitingListOf(db: DbOrTx, email: string) {
  const rows = await db
    .select()
    .from(waitingListEntries)
    .where(mayNameAddress(waitingListEntries.email, email))
    .orderBy(asc(waitingListEntries.createdAt));
  const entries = rows.filter((e) => namesAddress(e.email, email));
  const offers = await offersOf(
    db,
    entries.map((e) => e.id),
  );
  return entries.map((entry) => ({ entry, offers: offers.filter((o) => o.entryId === entry.id) }));
}

/** Mails to the address, replying to it, or whose text names it. */
export async function mailsOf(db: DbOrTx, email: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      or(
        mayNameAddress(mailOutbox.toAddress, email),
        mayNameAddress(mailOutbox.replyTo, email),
        mayNameAddress(mailOutbox.textBody, email),
      ),
    )
    .orderBy(asc(mailOutbox.id));
  return rows.filter((m) => [m.toAddress, m.replyTo, m.textBody].some((text) => namesAddress(text, email)));
}

/** Entries written by a staff account of that address, naming it, or naming one of the ids. */
export async function auditsOf(db: DbOrTx, email: string, ids: string[] = []) {
  const idIn = (text: SQL | typeof auditLog.target, id: string) => sql`strpos(${text}, ${id}) > 0`;
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        mayNameAddress(auditLog.actor, email),
        mayNameAddress(auditLog.target, email),
        ...ids.map((id) => idIn(auditLog.target, id)),
      ),
    )
    .orderBy(asc(auditLog.id));
  return rows.filter(
    (a) =>
      namesAddress(a.actor, email) ||
      namesAddress(a.target, email) ||
      ids.some((id) => a.target.includes(id)),
  );
}
