import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../common/rules/clubTime';
import { dateKeyOf } from '../db/dateKey';
import { bookingRequests, teeSheetBlocks, waitingListEntries, waitingListOffers } from '../db/schema';
import type { DbOrTx } from '../db/tx';

/** The rows of the waiting list (docs/product.md, Waiting list); its rules are in booking/waitingList*.ts. */

export type EntryRow = typeof waitingListEntries.$inferSelect;
export type OfferRow = typeof waitingListOffers.$inferSelect;
export type EntryState = EntryRow['state'];

/** A link's random key: 32 bytes, base64url. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Entries still on the list: waiting for places, or holding an offer. */
export const ON_THE_LIST: EntryState[] = ['waiting', 'offered'];

/** The numeric yyyymmdd of an entry's date, to compare dates in SQL. */
export const entryDateKey = () => dateKeyOf(waitingListEntries);

/**
 * Advisory-lock spaces (the first key of the two-key form) of the list's abuse limits: an address's and a
 * client's entries are counted one join after the other, on any instance.
 */
const LOCK_LIST_EMAIL = 30;
const LOCK_LIST_CLIENT = 31;

export async function lockJoiner(tx: DbOrTx, email: string, clientHash: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_LIST_EMAIL}, hashtext(${email.trim().toLowerCase()}))`,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_LIST_CLIENT}, hashtext(${clientHash}))`);
}

/** How many entries still on the list an address (in any capitals) and a client have. */
export async function entriesOnTheList(tx: DbOrTx, email: string, clientHash: string) {
  const address = email.trim().toLowerCase();
  const [counts] = await tx
    .select({
      email: sql<number>`count(*) filter (where lower(${waitingListEntries.email}) = ${address})::int`,
      client: sql<number>`count(*) filter (where ${waitingListEntries.clientHash} = ${clientHash})::int`,
    })
    .from(waitingListEntries)
    .where(
      and(
        inArray(waitingListEntries.state, ON_THE_LIST),
        or(
          sql`lower(${waitingListEntries.email}) = ${address}`,
          eq(waitingListEntries.clientHash, clientHash),
        ),
      ),
    );
  return { email: Number(counts?.email ?? 0), client: Number(counts?.client ?? 0) };
}

export async function insertEntry(tx: DbOrTx, values: typeof waitingListEntries.$inferInsert) {
  const [row] = await tx.insert(waitingListEntries).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findEntry(db: DbOrTx, id: string): Promise<EntryRow | null> {
  const [row] = await db.select().from(waitingListEntries).where(eq(waitingListEntries.id, id));
  return row ?? null;
}

/** The entry under its row lock: every writer of an entry or its offers takes it first. */
export async function lockEntry(tx: DbOrTx, id: string): Promise<EntryRow | null> {
  const [row] = await tx.select().from(waitingListEntries).where(eq(waitingListEntries.id, id)).for('update');
  return row ?? null;
}

export async function entryByLeaveToken(db: DbOrTx, token: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.leaveTokenHash, tokenHash(token)));
  return row ?? null;
}

export async function offerByToken(db: DbOrTx, token: string): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(waitingListOffers)
    .where(eq(waitingListOffers.tokenHash, tokenHash(token)));
  return row ?? null;
}

export async function setEntryState(tx: DbOrTx, id: string, state: EntryState, now: Date) {
  const ends = state === 'left' || state === 'ended';
  await tx
    .update(waitingListEntries)
    .set({ state, ...(ends ? { endedAt: now, clientHash: null } : {}) })
    .where(eq(waitingListEntries.id, id));
}

export async function insertOffer(tx: DbOrTx, values: typeof waitingListOffers.$inferInsert) {
  const [row] = await tx.insert(waitingListOffers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Has the entry been offered this time before (in any state)? An entry is offered each time once. */
export async function wasOffered(tx: DbOrTx, entryId: string, hour: number, minute: number) {
  const [row] = await tx
    .select({ id: waitingListOffers.id })
    .from(waitingListOffers)
    .where(
      and(
        eq(waitingListOffers.entryId, entryId),
        eq(waitingListOffers.hour, hour),
        eq(waitingListOffers.minute, minute),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The times each of these entries has been offered: `${entryId} ${hour}:${minute}`. */
export async function offeredTimesOf(db: DbOrTx, entryIds: string[]): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set();
  const rows = await db
    .select({
      entryId: waitingListOffers.entryId,
      hour: waitingListOffers.hour,
      minute: waitingListOffers.minute,
    })
    .from(waitingListOffers)
    .where(inArray(waitingListOffers.entryId, entryIds));
  return new Set(rows.map((r) => `${r.entryId} ${r.hour}:${r.minute}`));
}

/** Ends the entry's open offers (the entry's lock held): their places are free again. */
export async function withdrawOpenOffers(tx: DbOrTx, entryId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(waitingListOffers)
    .set({ state: 'withdrawn', endedAt: now })
    .where(and(eq(waitingListOffers.entryId, entryId), eq(waitingListOffers.state, 'open')))
    .returning({ id: waitingListOffers.id });
  return rows.length;
}

/**
 * Moves an offer from one state to another, only if it is still in the first (and, for an open one, not
 * past its time at `unexpiredAt`): answers the row, or null when another writer got there first.
 */
export async function moveOffer(
  tx: DbOrTx,
  id: string,
  from: OfferRow['state'],
  to: Partial<Pick<OfferRow, 'reservationId' | 'requestId'>> & { state: OfferRow['state'] },
  now: Date,
  unexpiredAt?: Date,
): Promise<OfferRow | null> {
  const ends = to.state !== 'open' && to.state !== 'requested';
  const [row] = await tx
    .update(waitingListOffers)
    .set({ ...to, ...(ends ? { endedAt: now } : {}) })
    .where(
      and(
        eq(waitingListOffers.id, id),
        eq(waitingListOffers.state, from),
        unexpiredAt ? gt(waitingListOffers.expiresAt, unexpiredAt) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Open offers whose time to be taken has run out at `now`: the matcher lapses them. */
export function expiredOffers(db: DbOrTx, now: Date): Promise<OfferRow[]> {
  return db
    .select()
    .from(waitingListOffers)
    .where(and(eq(waitingListOffers.state, 'open'), lte(waitingListOffers.expiresAt, now)))
    .orderBy(asc(waitingListOffers.expiresAt))
    .limit(100);
}

/**
 * Open offers of today or later (`todayKey`, a yyyymmdd) whose time a block now covers: staff blocked it
 * after it was offered, and the matcher withdraws them (the offer could no longer be taken).
 */
export function blockedOpenOffers(db: DbOrTx, todayKey: number): Promise<OfferRow[]> {
  const offerDate = sql`make_date(${waitingListOffers.year}, ${waitingListOffers.month}, ${waitingListOffers.day})`;
  const offerMinute = sql`${waitingListOffers.hour} * 60 + ${waitingListOffers.minute}`;
  return db
    .select()
    .from(waitingListOffers)
    .where(
      and(
        eq(waitingListOffers.state, 'open'),
        sql`${dateKeyOf(waitingListOffers)} >= ${todayKey}`,
        sql`exists (select 1 from ${teeSheetBlocks} where ${offerDate} between ${teeSheetBlocks.fromDate} and ${teeSheetBlocks.toDate} and ${offerMinute} >= ${teeSheetBlocks.fromMinute} and ${offerMinute} < ${teeSheetBlocks.toMinute})`,
      ),
    )
    .orderBy(asc(waitingListOffers.createdAt))
    .limit(100);
}

/**
 * Entries whose date has passed (before `todayKey`, a yyyymmdd) end; any entry of a past date forgets its
 * client, which only the abuse limits of entries still on the list need.
 */
export async function endPastEntries(db: DbOrTx, todayKey: number, now: Date): Promise<number> {
  const ended = await db
    .update(waitingListEntries)
    .set({ state: 'ended', endedAt: now, clientHash: null })
    .where(and(inArray(waitingListEntries.state, ON_THE_LIST), sql`${entryDateKey()} < ${todayKey}`))
    .returning({ id: waitingListEntries.id });
  await db
    .update(waitingListEntries)
    .set({ clientHash: null })
    .where(and(sql`${waitingListEntries.clientHash} is not null`, sql`${entryDateKey()} < ${todayKey}`));
  return ended.length;
}

/** Entries waiting for places, of today or later, oldest first: the order offers go in. */
export function waitingEntries(db: DbOrTx, todayKey: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.state, 'waiting'), sql`${entryDateKey()} >= ${todayKey}`))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
}

/** A date's entries, oldest first, and their offers, oldest first (the staff's list of the day). */
export async function entriesOn(db: DbOrTx, date: CalendarDate) {
  const entries = await db
    .select()
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.year, date.year),
        eq(waitingListEntries.month, date.month),
        eq(waitingListEntries.day, date.day),
      ),
    )
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
  const offers = await offersOf(
    db,
    entries.map((e) => e.id),
  );
  return entries.map((entry) => ({ entry, offers: offers.filter((o) => o.entryId === entry.id) }));
}

export function offersOf(db: DbOrTx, entryIds: string[]): Promise<OfferRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(waitingListOffers)
    .where(inArray(waitingListOffers.entryId, entryIds))
    .orderBy(asc(waitingListOffers.createdAt), asc(waitingListOffers.id));
}

/**
 * A request made from an offer is decided (sheetChanges.ts confirm, adminRepository decline): the offer
 * stops holding its places. Confirmed, it names the booking that holds them now.
 */
export async function endRequestedOffer(
  tx: DbOrTx,
  offerId: string,
  outcome: { state: 'accepted'; reservationId: string } | { state: 'withdrawn' },
  now: Date,
): Promise<boolean> {
  const moved = await moveOffer(tx, offerId, 'requested', outcome, now);
  // A request the club declined ends the entry: the visitor was answered, and is not offered again.
  if (moved && outcome.state === 'withdrawn')
    await tx
      .update(waitingListEntries)
      .set({ state: 'ended', endedAt: now, clientHash: null })
      .where(and(eq(waitingListEntries.id, moved.entryId), eq(waitingListEntries.state, 'booked')));
  return moved !== null;
}

/** The SET of an anonymised entry (docs/product.md, Retention): the date, window and party stay. */
export const anonymisedEntry = (now: Date) => ({
  firstname: '',
  lastname: '',
  email: '',
  telephone: '',
  clientHash: null,
  anonymisedAt: now,
});

/** Entries not yet anonymised of a date before `cutoffKey` (yyyymmdd): retention anonymises them. */
export async function anonymiseEntriesBefore(tx: DbOrTx, cutoffKey: number, now: Date): Promise<number> {
  const rows = await tx
    .update(waitingListEntries)
    .set(anonymisedEntry(now))
    .where(and(isNull(waitingListEntries.anonymisedAt), sql`${entryDateKey()} < ${cutoffKey}`))
    .returning({ id: waitingListEntries.id });
  return rows.length;
}

/**
 * The green-fee request an offer becomes in the mail mode, stored as POST /reserve/greenfee stores one,
 * naming the offer (docs/product.md, Waiting list): staff confirm or decline it as any request.
 */
export async function insertOfferRequest(
  tx: DbOrTx,
  request: {
    id: string;
    offerId: string;
    fields: Record<string, string | number>;
    rawText: string;
    locale: string;
  },
) {
  await tx.insert(bookingRequests).values({
    id: request.id,
    kind: 'greenfee',
    fields: request.fields,
    rawText: request.rawText,
    locale: request.locale,
    // No fingerprint: a request sent through the form is never taken for this one sent again.
    fingerprint: null,
    waitingListOfferId: request.offerId,
  });
}
