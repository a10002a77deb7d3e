import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Reservation, ReservationType, TimeSlot } from '../../../common/api/reservations';
import type { Language } from '../../../common/i18n/languages';
import { type CalendarDate, clubNow, isoDate, isValidDate } from '../../../common/rules/clubTime';
import { priceFor } from '../../../common/rules/prices';
import { teeSheetConfig, teeTimesFor } from '../../../common/rules/teeSheet';
import { messages } from '../../../common/validation/messages';
import type { Db } from '../db/client';
import { reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { HttpError } from '../lib/httpError';

/** Tee times further ahead than this are not offered online. */
export const BOOKING_HORIZON_DAYS = 366;

/** An unpaid booking keeps its time this long while the player pays. */
export const HOLD_MINUTES = 15;

/** Paid bookings hold their players for good; unpaid ones until their hold expires. */
const holdsItsPlayers = () =>
  and(
    eq(reservations.holdsSlot, true),
    or(
      eq(reservations.paymentState, 'paid'),
      isNull(reservations.holdExpiresAt),
      gt(reservations.holdExpiresAt, sql`now()`),
    ),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SlotRef extends CalendarDate {
  type: ReservationType;
  hour: number;
  minute: number;
}

export interface NewReservation extends SlotRef {
  firstname: string;
  lastname: string;
  handicap: number;
  email: string;
  telephone: string;
  memberNumber?: string | undefined;
  federationNumber?: string | undefined;
  adults: number;
  juniors: number;
  /** The language the player books in; the mails to the player are in it. */
  locale?: Language | undefined;
}

export type ReservationRow = typeof reservations.$inferSelect;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The tee times a date offers online right now: in the sheet, not members-only, not past, within the horizon. */
function bookableTimes(date: CalendarDate, now: Date): TimeSlot[] {
  if (!isValidDate(date)) return [];
  const today = clubNow(now);
  const day = isoDate(date);
  if (day < today.date || daysBetween(today.date, day) > BOOKING_HORIZON_DAYS) return [];
  const times = teeTimesFor(date);
  return day === today.date ? times.filter((t) => t.hour * 60 + t.min > today.minutes) : times;
}

async function playersBooked(db: DbOrTx, type: string, date: CalendarDate): Promise<Map<string, number>> {
  const rows = await db
    .select({
      hour: reservations.hour,
      minute: reservations.minute,
      players: sql<number>`sum(${reservations.adults} + ${reservations.juniors})::int`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.type, type),
        eq(reservations.year, date.year),
        eq(reservations.month, date.month),
        eq(reservations.day, date.day),
        holdsItsPlayers(),
      ),
    )
    .groupBy(reservations.hour, reservations.minute);
  return new Map(rows.map((r) => [`${r.hour}:${r.minute}`, Number(r.players)]));
}

function toReservation(row: typeof reservations.$inferSelect): Reservation {
  return {
    id: row.id,
    type: row.type,
    year: row.year,
    month: row.month,
    day: row.day,
    hour: row.hour,
    minute: row.minute,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    telephone: row.telephone,
    ...(row.memberNumber ? { memberNumber: row.memberNumber } : {}),
    ...(row.federationNumber ? { federationNumber: row.federationNumber } : {}),
    adults: row.adults,
    juniors: row.juniors,
    price: row.priceCents / 100,
    ...(row.paymentState ? { paymentState: row.paymentState } : {}),
  };
}

export function createReservationRepository(db: Db) {
  return {
    /** Times with room for at least `players` more players. */
    async freeSlots(
      type: ReservationType,
      date: CalendarDate,
      players = 1,
      now = new Date(),
    ): Promise<TimeSlot[]> {
      const times = bookableTimes(date, now);
      if (times.length === 0) return [];
      const booked = await playersBooked(db, type, date);
      const capacity = teeSheetConfig.playersPerTime;
      return times.filter((t) => capacity - (booked.get(`${t.hour}:${t.min}`) ?? 0) >= players);
    },

    /**
     * Books a tee time. A transaction-scoped advisory lock on the time serialises concurrent
     * bookings of the same time (on PostgreSQL and PGlite alike), so the count it checks cannot go stale.
     */
    async create(booking: NewReservation, now = new Date()): Promise<Reservation> {
      const offered = bookableTimes(booking, now).some(
        (t) => t.hour === booking.hour && t.min === booking.minute,
      );
      if (!offered) throw new HttpError(409, messages.slotUnavailable);
      const party = booking.adults + booking.juniors;
      const quote = priceFor({
        date: booking,
        hour: booking.hour,
        minute: booking.minute,
        adults: booking.adults,
        juniors: booking.juniors,
      });
      const slotKey = `${booking.type}/${isoDate(booking)}/${booking.hour}:${booking.minute}`;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${slotKey}))`);
        const booked =
          (await playersBooked(tx, booking.type, booking)).get(`${booking.hour}:${booking.minute}`) ?? 0;
        if (booked + party > teeSheetConfig.playersPerTime)
          throw new HttpError(409, messages.slotUnavailable);
        const [row] = await tx
          .insert(reservations)
          .values({
            id: randomUUID(),
            type: booking.type,
            year: booking.year,
            month: booking.month,
            day: booking.day,
            hour: booking.hour,
            minute: booking.minute,
            firstname: booking.firstname,
            lastname: booking.lastname,
            handicap: booking.handicap,
            email: booking.email,
            telephone: booking.telephone,
            memberNumber: booking.memberNumber || null,
            federationNumber: booking.federationNumber || null,
            adults: booking.adults,
            juniors: booking.juniors,
            priceCents: quote.total * 100,
            paymentState: 'open',
            holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
            locale: booking.locale ?? 'en',
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return toReservation(row);
      });
    },

    async setPaymentId(id: string, paymentId: string): Promise<void> {
      await db.update(reservations).set({ paymentId }).where(eq(reservations.id, id));
    },

    async findByPaymentId(paymentId: string): Promise<ReservationRow | null> {
      const [row] = await db.select().from(reservations).where(eq(reservations.paymentId, paymentId));
      return row ?? null;
    },

    async findRow(id: string): Promise<ReservationRow | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
      return row ?? null;
    },

    /** Open bookings whose hold has run out: the sweep asks the payment provider about them. */
    async listLapsedHolds(now = new Date()): Promise<ReservationRow[]> {
      return db
        .select()
        .from(reservations)
        .where(and(eq(reservations.paymentState, 'open'), lt(reservations.holdExpiresAt, now)))
        .limit(100);
    },

    async get(id: string): Promise<Reservation | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
      return row ? toReservation(row) : null;
    },
  };
}
export type ReservationRepository = ReturnType<typeof createReservationRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    reservationRepository: ReservationRepository;
  }
}

export default fp(
  async function reservationRepository(app: FastifyInstance) {
    app.decorate('reservationRepository', createReservationRepository(app.db));
  },
  { name: 'reservation-repository', dependencies: ['database'] },
);
