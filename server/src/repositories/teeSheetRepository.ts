import { and, asc, eq, gt, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AffectedBooking, TeeSheetBlock, TeeSheetBlockInput } from '../../../common/api/teeSheet';
import { pluralCategory } from '../../../common/i18n/plural';
import { type CalendarDate, clubNow, formatTime, isoDate } from '../../../common/rules/clubTime';
import { type TeeSheetConfig, teeSheetConfig, teeTimesFor } from '../../../common/rules/teeSheet';
import type { Db } from '../db/client';
import { dateKeyOf } from '../db/dateKey';
import { auditLog, reservations, teeSheetBlocks, teeSheetSettings, waitingListOffers } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { readCache } from '../lib/readCache';

/**
 * Every free-times request and every booking reads the configuration, and staff change it a few times a
 * year: it is kept in memory. A PUT here clears it at once and tells the other instances over the live
 * channel; should that notice be lost, the short lifetime bounds how long another instance keeps the old one.
 */
export const TEE_SHEET_CACHE_MS = 5000;

const CONFIG_ROW = 1;

/**
 * Bookings that hold their players: paid, entered by staff, or unpaid with a hold still running. The one
 * definition of "holds" (its twin for a row in hand: holdsPlaces in common/rules/bookingStates.ts): every
 * count of a time's players, the claim's included, uses it.
 */
export const holdsItsPlayers = () =>
  and(
    eq(reservations.holdsSlot, true),
    or(
      eq(reservations.paymentState, 'paid'),
      isNull(reservations.holdExpiresAt),
      gt(reservations.holdExpiresAt, sql`now()`),
    ),
  );

/**
 * Waiting-list offers that hold their places (docs/product.md, Waiting list): open and not lapsed, or become
 * a mail-mode request staff have still to decide. Every count of a time's players adds them to the
 * bookings that hold theirs, so that no booking, move or other offer takes the places offered.
 */
export const offerHoldsItsPlayers = () =>
  or(
    and(eq(waitingListOffers.state, 'open'), gt(waitingListOffers.expiresAt, sql`now()`)),
    eq(waitingListOffers.state, 'requested'),
  );

/** Narrows the rows to one time of the date, and leaves one booking out (the one being moved). */
interface OneTime {
  hour: number;
  minute: number;
  exceptId?: string;
}

/** The holding offers of a date (or of one of its times), one row each: its time and its players. */
const offerRowsOn = (db: DbOrTx, type: string, date: CalendarDate, at?: OneTime) =>
  db
    .select({
      hour: waitingListOffers.hour,
      minute: waitingListOffers.minute,
      players: sql<number>`${waitingListOffers.adults} + ${waitingListOffers.juniors}`.as('players'),
    })
    .from(waitingListOffers)
    .where(
      and(
        eq(waitingListOffers.type, type),
        eq(waitingListOffers.year, date.year),
        eq(waitingListOffers.month, date.month),
        eq(waitingListOffers.day, date.day),
        at ? eq(waitingListOffers.hour, at.hour) : undefined,
        at ? eq(waitingListOffers.minute, at.minute) : undefined,
        offerHoldsItsPlayers(),
      ),
    );

/** The bookings of a date (or of one of its times) that hold their players, one row each. */
const bookingRowsOn = (db: DbOrTx, type: string, date: CalendarDate, at?: OneTime) =>
  db
    .select({
      hour: reservations.hour,
      minute: reservations.minute,
      players: sql<number>`${reservations.adults} + ${reservations.juniors}`.as('players'),
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.type, type),
        eq(reservations.year, date.year),
        eq(reservations.month, date.month),
        eq(reservations.day, date.day),
        at ? eq(reservations.hour, at.hour) : undefined,
        at ? eq(reservations.minute, at.minute) : undefined,
        holdsItsPlayers(),
        at?.exceptId ? ne(reservations.id, at.exceptId) : undefined,
      ),
    );

/** Sums held rows per time (key `hour:minute`), in the one query that reads them. */
async function perTime(db: DbOrTx, held: ReturnType<ReturnType<typeof offerRowsOn>['as']>) {
  const rows = await db
    .select({ hour: held.hour, minute: held.minute, players: sql<number>`sum(${held.players})::int` })
    .from(held)
    .groupBy(held.hour, held.minute);
  return new Map(rows.map((r) => [`${r.hour}:${r.minute}`, Number(r.players)]));
}

/**
 * The players the holding offers of a date hold, per time (key `hour:minute`): the staff's day sheet adds
 * them to the bookings it lists itself.
 */
export const playersOffered = (db: DbOrTx, type: string, date: CalendarDate): Promise<Map<string, number>> =>
  perTime(db, offerRowsOn(db, type, date).as('held'));

/** A tee time of a date, for a booking type. */
export interface TeeTimeRef extends CalendarDate {
  type: string;
  hour: number;
  minute: number;
}

/**
 * The players holding each time of a date (key `hour:minute`), by the one definition of "holds": the
 * bookings' and the waiting-list offers'.
 */
export const playersBooked = (db: DbOrTx, type: string, date: CalendarDate): Promise<Map<string, number>> =>
  perTime(db, unionAll(bookingRowsOn(db, type, date), offerRowsOn(db, type, date)).as('held'));

/**
 * The players holding one time (bookings and waiting-list offers), but for one booking (the one being
 * moved or reinstated).
 */
export async function playersOnTime(tx: DbOrTx, time: TeeTimeRef, exceptId?: string): Promise<number> {
  const at = { hour: time.hour, minute: time.minute, exceptId };
  const held = unionAll(bookingRowsOn(tx, time.type, time, at), offerRowsOn(tx, time.type, time, at));
  const players = await perTime(tx, held.as('held'));
  return players.get(`${time.hour}:${time.minute}`) ?? 0;
}

/**
 * The per-time lock every writer of a tee time takes, online and desk alike: a transaction-scoped
 * advisory lock, so the players it counts cannot change until it commits (PostgreSQL and PGlite, and
 * across instances). Taken after the e-mail, client and day locks of an online booking, and after the
 * blocks' shared lock, so that a block being made waits for it and it for the block.
 */
export async function lockTeeTime(tx: DbOrTx, time: TeeTimeRef) {
  await shareBlocksLock(tx);
  const slotKey = `${time.type}/${isoDate(time)}/${time.hour}:${time.minute}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${slotKey}))`);
}

/** The numeric yyyymmdd of a booking's date, to compare dates in SQL. */
export const bookingDateKey = () => dateKeyOf(reservations);
export const dateKey = (date: string) => Number(date.replaceAll('-', ''));

/**
 * Advisory-lock space of the blocks (the first key of the two-key form, after the e-mail and client
 * spaces 1 and 2 of reservationRepository.ts): a booking holds it shared while it checks the blocks and
 * takes its time, a new block exclusively while it checks the bookings, so neither can slip past the other.
 */
const LOCK_BLOCKS = 3;
export const shareBlocksLock = (tx: DbOrTx) =>
  tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK_BLOCKS}, 0)`);

export type BlockRow = typeof teeSheetBlocks.$inferSelect;

/** A created block (null when refused) and the bookings it covers. */
export type BlockChange = { created: TeeSheetBlock | null; affected: AffectedBooking[] };

const minutesOfText = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};
const textOfMinutes = (minutes: number) => formatTime(Math.floor(minutes / 60), minutes % 60);

export const blockAnswer = (row: BlockRow): TeeSheetBlock => ({
  id: row.id,
  from: row.fromDate,
  to: row.toDate,
  fromTime: textOfMinutes(row.fromMinute),
  toTime: textOfMinutes(row.toMinute),
  reason: row.reason,
  label: row.label,
});

/**
 * Why a time that is not blocked cannot take a party: the admin's words (docs/product.md, Tee sheet), in
 * English as the admin is, the count in its plural form ("room for 1 more player").
 */
export const noRoomMessage = (room: number): string =>
  room > 0
    ? `That time has room for ${room} more ${pluralCategory('en', room) === 'one' ? 'player' : 'players'}.`
    : 'That time is full.';

/** Is a time of day inside one of the blocks? */
export const isBlocked = (blocks: BlockRow[], hour: number, minute: number) =>
  blocks.some((b) => hour * 60 + minute >= b.fromMinute && hour * 60 + minute < b.toMinute);

export type ConfigChange = { changed: true } | { changed: false; orphaned: AffectedBooking[] };

/**
 * The bookings still to come that hold players (today's only from now on), with what a conflict list
 * shows of them.
 */
async function futureBookings(tx: DbOrTx, now: Date) {
  const { date: today, minutes } = clubNow(now);
  const rows = await tx
    .select({
      id: reservations.id,
      year: reservations.year,
      month: reservations.month,
      day: reservations.day,
      hour: reservations.hour,
      minute: reservations.minute,
      adults: reservations.adults,
      juniors: reservations.juniors,
      firstname: reservations.firstname,
      lastname: reservations.lastname,
    })
    .from(reservations)
    .where(and(holdsItsPlayers(), sql`${bookingDateKey()} >= ${dateKey(today)}`));
  return rows.filter((row) => isoDate(row) > today || row.hour * 60 + row.minute > minutes);
}

type BookingLine = Awaited<ReturnType<typeof futureBookings>>[number];

export const affected = (row: BookingLine): AffectedBooking => ({
  id: row.id,
  date: isoDate(row),
  hour: row.hour,
  minute: row.minute,
  players: row.adults + row.juniors,
  firstname: row.firstname,
  lastname: row.lastname,
});

/**
 * The bookings a configuration would orphan: their time no longer on the sheet (a visitor cannot hold a
 * members-only time either), or more players on their time than it allows.
 */
export function orphanedBy(config: TeeSheetConfig, bookings: BookingLine[]): AffectedBooking[] {
  const players = new Map<string, number>();
  for (const row of bookings) {
    const key = `${isoDate(row)} ${row.hour}:${row.minute}`;
    players.set(key, (players.get(key) ?? 0) + row.adults + row.juniors);
  }
  return bookings
    .filter((row) => {
      const onSheet = teeTimesFor(row, config).some((t) => t.hour === row.hour && t.min === row.minute);
      const overfull =
        (players.get(`${isoDate(row)} ${row.hour}:${row.minute}`) ?? 0) > config.playersPerTime;
      return !onSheet || overfull;
    })
    .map(affected)
    .sort((a, b) =>
      `${a.date} ${a.hour * 60 + a.minute}`.localeCompare(`${b.date} ${b.hour * 60 + b.minute}`),
    );
}

export function createTeeSheetRepository(
  db: Db,
  {
    cacheMs = TEE_SHEET_CACHE_MS,
    onChange = async () => {},
  }: { cacheMs?: number; onChange?: () => Promise<void> } = {},
) {
  const cache = readCache<'config', TeeSheetConfig>({
    ttlMs: cacheMs,
    async read() {
      const [row] = await db
        .select({ config: teeSheetSettings.config })
        .from(teeSheetSettings)
        .where(eq(teeSheetSettings.id, CONFIG_ROW));
      // The migration writes the row; a database without it still has a working sheet. A row stored before
      // a setting existed reads with that setting's default.
      return row ? { ...teeSheetConfig, ...row.config } : teeSheetConfig;
    },
  });
  return {
    config: (): Promise<TeeSheetConfig> => cache.forceFetch('config') as Promise<TeeSheetConfig>,

    /**
     * Saves a configuration, unless it would orphan bookings of today or later: then nothing changes and
     * those bookings are returned. The row lock serialises two staff saving at once.
     */
    async setConfig(actor: string, config: TeeSheetConfig, now = new Date()): Promise<ConfigChange> {
      const result = await db.transaction(async (tx): Promise<ConfigChange> => {
        await tx
          .insert(teeSheetSettings)
          .values({ id: CONFIG_ROW, config: teeSheetConfig })
          .onConflictDoNothing();
        await tx.select().from(teeSheetSettings).where(eq(teeSheetSettings.id, CONFIG_ROW)).for('update');
        const orphaned = orphanedBy(config, await futureBookings(tx, now));
        if (orphaned.length > 0) return { changed: false, orphaned };
        await tx
          .update(teeSheetSettings)
          .set({ config, updatedAt: new Date() })
          .where(eq(teeSheetSettings.id, CONFIG_ROW));
        await tx
          .insert(auditLog)
          .values({ actor, action: 'tee-sheet.config', target: 'tee sheet configuration' });
        return { changed: true };
      });
      if (result.changed) {
        cache.delete('config');
        await onChange();
      }
      return result;
    },

    /** The blocks that cover a date (yyyy-mm-dd). */
    blocksOn(day: string, tx: DbOrTx = db): Promise<BlockRow[]> {
      return tx
        .select()
        .from(teeSheetBlocks)
        .where(and(lte(teeSheetBlocks.fromDate, day), gte(teeSheetBlocks.toDate, day)))
        .orderBy(asc(teeSheetBlocks.fromMinute), asc(teeSheetBlocks.id));
    },

    /**
     * Blocks a range of times on a range of dates. When bookings hold some of those times it is refused
     * with them, unless `force`: then the block is made and the bookings stay.
     */
    async createBlock(actor: string, input: TeeSheetBlockInput): Promise<BlockChange> {
      const fromMinute = minutesOfText(input.fromTime);
      const toMinute = minutesOfText(input.toTime);
      const result = await db.transaction(async (tx): Promise<BlockChange> => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_BLOCKS}, 0)`);
        const covered = await tx
          .select({
            id: reservations.id,
            year: reservations.year,
            month: reservations.month,
            day: reservations.day,
            hour: reservations.hour,
            minute: reservations.minute,
            adults: reservations.adults,
            juniors: reservations.juniors,
            firstname: reservations.firstname,
            lastname: reservations.lastname,
          })
          .from(reservations)
          .where(
            and(
              holdsItsPlayers(),
              sql`${bookingDateKey()} between ${dateKey(input.from)} and ${dateKey(input.to)}`,
              sql`${reservations.hour} * 60 + ${reservations.minute} >= ${fromMinute}`,
              sql`${reservations.hour} * 60 + ${reservations.minute} < ${toMinute}`,
            ),
          )
          .orderBy(
            reservations.year,
            reservations.month,
            reservations.day,
            reservations.hour,
            reservations.minute,
          );
        if (covered.length > 0 && !input.force) return { created: null, affected: covered.map(affected) };
        const [row] = await tx
          .insert(teeSheetBlocks)
          .values({
            fromDate: input.from,
            toDate: input.to,
            fromMinute,
            toMinute,
            reason: input.reason,
            label: input.label,
            createdBy: actor,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await tx.insert(auditLog).values({
          actor,
          action: 'tee-sheet.block.create',
          target: `block ${row.id} ${input.from}..${input.to} ${input.fromTime}-${input.toTime}`,
        });
        return { created: blockAnswer(row), affected: covered.map(affected) };
      });
      if (result.created) await onChange();
      return result;
    },

    async deleteBlock(actor: string, id: number): Promise<boolean> {
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx.delete(teeSheetBlocks).where(eq(teeSheetBlocks.id, id)).returning();
        if (!row) return false;
        await tx.insert(auditLog).values({ actor, action: 'tee-sheet.block.delete', target: `block ${id}` });
        return true;
      });
      if (deleted) await onChange();
      return deleted;
    },

    /** Forgets the cached configuration, when another instance reports a change. */
    forget() {
      cache.delete('config');
    },
  };
}
export type TeeSheetRepository = ReturnType<typeof createTeeSheetRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    teeSheetRepository: TeeSheetRepository;
  }
}

export default fp(
  async function teeSheetRepository(app: FastifyInstance) {
    const repository = createTeeSheetRepository(app.db, {
      onChange: () => app.live.publish({ topic: 'tee-sheet' }),
    });
    app.live.subscribe((change) => {
      if (change.topic === 'tee-sheet') repository.forget();
    });
    app.decorate('teeSheetRepository', repository);
  },
  { name: 'tee-sheet-repository', dependencies: ['database', 'live'] },
);
