import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AffectedBooking } from '../../../common/api/teeSheet';
import { clubToday, isoDate } from '../../../common/rules/clubTime';
import { type TeeSheetConfig, teeSheetConfig, teeTimesFor } from '../../../common/rules/teeSheet';
import type { Db } from '../db/client';
import { auditLog, reservations, teeSheetSettings } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { readCache } from '../lib/readCache';

/**
 * Every free-times request and every booking reads the configuration, and staff change it a few times a
 * year: it is kept in memory. A PUT here clears it at once and tells the other instances over the live
 * channel; should that notice be lost, the short lifetime bounds how long another instance keeps the old one.
 */
export const TEE_SHEET_CACHE_MS = 5000;

const CONFIG_ROW = 1;

/** Bookings that hold their players: paid, entered by staff, or unpaid with a hold still running. */
export const holdsItsPlayers = () =>
  and(
    eq(reservations.holdsSlot, true),
    or(
      eq(reservations.paymentState, 'paid'),
      isNull(reservations.holdExpiresAt),
      gt(reservations.holdExpiresAt, sql`now()`),
    ),
  );

/** The numeric yyyymmdd of a booking's date, to compare dates in SQL. */
export const bookingDateKey = () =>
  sql<number>`(${reservations.year} * 10000 + ${reservations.month} * 100 + ${reservations.day})`;
export const dateKey = (date: string) => Number(date.replaceAll('-', ''));

export type ConfigChange = { changed: true } | { changed: false; orphaned: AffectedBooking[] };

/** The bookings of today and later that hold players, with what a conflict list shows of them. */
async function futureBookings(tx: DbOrTx, today: string) {
  return tx
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
      // The migration writes the row; a database without it still has a working sheet.
      return row?.config ?? teeSheetConfig;
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
        const orphaned = orphanedBy(config, await futureBookings(tx, clubToday(now)));
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
