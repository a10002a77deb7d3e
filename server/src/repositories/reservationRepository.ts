import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { courseStatusInfo } from '../../../common/api/content';
import {
  type BookingPartner,
  type Reservation,
  type ReservationType,
  reservationType,
  type TimeSlot,
} from '../../../common/api/reservations';
import type { DeskBookingInput, SheetBooking, TeeSheetDay } from '../../../common/api/teeSheet';
import type { Language } from '../../../common/i18n/languages';
import { BOOKING_HORIZON_DAYS } from '../../../common/rules/bookingHorizon';
import { nextBookingState } from '../../../common/rules/bookingStates';
import {
  type CalendarDate,
  clubNow,
  clubToday,
  formatTime,
  isoDate,
  isValidDate,
  parseIsoDate,
} from '../../../common/rules/clubTime';
import { type PriceRequest, priceFor } from '../../../common/rules/prices';
import { cancelTerms, clubIsoString } from '../../../common/rules/selfService';
import {
  isMembersOnly,
  sheetTimesFor,
  type TeeSheetConfig,
  teeTimesFor,
  unpaidHoldCap,
} from '../../../common/rules/teeSheet';
import {
  handicapLimitMessage,
  handicapLimitMessageIn,
} from '../../../common/validation/handicapLimitMessages';
import { limitMessages } from '../../../common/validation/limitMessages';
import { messages } from '../../../common/validation/messages';
import { type ClaimRefusal, ClaimRefused, claimTeeTime } from '../booking/claimTeeTime';
import { noShowStandings, withNoShows } from '../booking/noShowStops';
import { sheetPartners, storedPartners } from '../booking/partners';
import type { Db } from '../db/client';
import { auditLog, reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { HttpError } from '../lib/httpError';
import type { ClubRulesRepository } from './clubRulesRepository';
import type { ContentRepository } from './contentRepository';
import type { PriceListRepository } from './priceListRepository';
import {
  blockAnswer,
  holdsItsPlayers,
  isBlocked,
  noRoomMessage,
  playersBooked,
  playersOffered,
  type TeeSheetRepository,
} from './teeSheetRepository';

/** Tee times further ahead than this are not offered online (the same bound as requests' dates). */
export { BOOKING_HORIZON_DAYS };

/** An unpaid booking keeps its time this long while the player pays. */
export const HOLD_MINUTES = 15;

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
  /** The other players named (docs/product.md, Playing partners), player 2 on. */
  partners?: BookingPartner[] | undefined;
}

export type ReservationRow = typeof reservations.$inferSelect;

/**
 * Who is booking, and how many unpaid holds they may have open at once (docs/product.md, Abuse limits):
 * a booking over either limit is refused with a 429 before it holds a time or reaches the payment provider.
 */
export interface HoldGuard {
  /** clientHash() of the address the booking came from. */
  clientHash: string;
  limits: { perEmail: number; perClient: number };
}

/** Open holds: unpaid bookings whose time is still held. */
const openHold = () =>
  and(
    eq(reservations.paymentState, 'open'),
    eq(reservations.holdsSlot, true),
    gt(reservations.holdExpiresAt, sql`now()`),
  );

/**
 * Advisory-lock spaces (the first key of the two-key form), taken in this order by every booking so two
 * bookings can never wait on each other: the e-mail address, then the client, then the tee time.
 */
const LOCK_EMAIL = 1;
const LOCK_CLIENT = 2;
/** After the client's: the day's unpaid holds (space 3 is the blocks', teeSheetRepository.ts). */
const LOCK_DAY = 4;

/**
 * The day's share of unpaid holds (docs/product.md, Abuse limits): however many addresses a visitor
 * rotates through, at most the configured share of the day's online places is held unpaid at once. Holds
 * already made stay; only a new one over the share is refused, with 429.
 */
async function refuseOverDayShare(
  tx: DbOrTx,
  slot: SlotRef,
  party: number,
  config: TeeSheetConfig,
  language: Language,
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_DAY}, hashtext(${`${slot.type}/${isoDate(slot)}`}))`,
  );
  const [held] = await tx
    .select({ players: sql<number>`coalesce(sum(${reservations.adults} + ${reservations.juniors}), 0)::int` })
    .from(reservations)
    .where(
      and(
        openHold(),
        eq(reservations.type, slot.type),
        eq(reservations.year, slot.year),
        eq(reservations.month, slot.month),
        eq(reservations.day, slot.day),
      ),
    );
  if (Number(held?.players ?? 0) + party > unpaidHoldCap(slot, config))
    throw new HttpError(429, limitMessages[language].dayHeldUnpaid);
}

/** A claim the online booking or its retry could not make: the visitor's 409. */
function visitorRefusal(error: unknown): never {
  if (error instanceof ClaimRefused) throw new HttpError(409, messages.slotUnavailable);
  throw error;
}

/** A claim a desk booking could not make: the admin's words. */
export function deskRefusal(refusal: ClaimRefusal): HttpError {
  if (refusal.reason === 'not-offered') return new HttpError(400, 'That time is not on the tee sheet.');
  if (refusal.reason === 'blocked') return new HttpError(409, 'That time is blocked.');
  return new HttpError(409, noRoomMessage(refusal.room));
}

async function refuseOverHoldLimits(
  tx: DbOrTx,
  booking: Pick<NewReservation, 'email' | 'locale'>,
  guard: HoldGuard,
) {
  const email = booking.email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_EMAIL}, hashtext(${email}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLIENT}, hashtext(${guard.clientHash}))`);
  const [counts] = await tx
    .select({
      email: sql<number>`count(*) filter (where lower(${reservations.email}) = ${email})::int`,
      client: sql<number>`count(*) filter (where ${reservations.clientHash} = ${guard.clientHash})::int`,
    })
    .from(reservations)
    .where(
      and(
        openHold(),
        or(sql`lower(${reservations.email}) = ${email}`, eq(reservations.clientHash, guard.clientHash)),
      ),
    );
  const texts = limitMessages[booking.locale ?? 'en'];
  if (Number(counts?.email ?? 0) >= guard.limits.perEmail) throw new HttpError(429, texts.openHoldForEmail);
  if (Number(counts?.client ?? 0) >= guard.limits.perClient)
    throw new HttpError(429, texts.openHoldsForClient);
}

/**
 * Can the player pay this booking again (docs/product.md, Booking Details)? Only an online booking whose
 * payment state allows a retry (failed, canceled or expired: common/rules/bookingStates.ts), and that
 * staff have not canceled.
 */
export const isRetriable = (row: ReservationRow): boolean =>
  row.source === 'online' &&
  row.canceledAt === null &&
  row.paymentState !== null &&
  nextBookingState(row.paymentState, 'retry') !== null;

/** The row of a new online booking: open, holding its time for HOLD_MINUTES while the player pays. */
async function insertOnline(
  tx: DbOrTx,
  booking: NewReservation,
  price: SoldPrice,
  guard: HoldGuard | undefined,
  now: Date,
  offer: FromOffer | undefined,
): Promise<ReservationRow> {
  const [row] = await tx
    .insert(reservations)
    .values({
      id: offer?.reservationId ?? randomUUID(),
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
      ...price,
      paymentState: 'open',
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      locale: booking.locale ?? 'en',
      clientHash: guard?.clientHash ?? null,
      partners: storedPartners(booking.email, booking.partners),
      waitingListOfferId: offer?.offerId ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * A booking made from a waiting-list offer (booking/waitingListAccept.ts): the offer's places become the
 * booking's, in the booking's transaction.
 */
export interface FromOffer {
  /** The offer the booking keeps as its `waiting_list_offer_id`. */
  offerId: string;
  /** The booking's id, chosen beforehand so that the offer can name it. */
  reservationId: string;
  /** Staff may offer a members-only time; the list offers only what the online booking does. */
  membersOnlyAllowed: boolean;
  /**
   * Ends the offer first in the booking's transaction, so that its places are no longer counted against
   * the booking that takes them; throws when the offer can no longer be taken.
   */
  take: (tx: DbOrTx) => Promise<void>;
}

/** What a booking is sold at, and the price list that priced it: the row keeps both. */
export interface SoldPrice {
  priceCents: number;
  priceListId: number;
}

/** The row of a desk booking: it holds its players until staff release it; the party pays at the desk. */
async function insertDesk(
  tx: DbOrTx,
  slot: SlotRef,
  input: DeskBookingInput,
  price: SoldPrice,
): Promise<ReservationRow> {
  const [row] = await tx
    .insert(reservations)
    .values({
      id: randomUUID(),
      ...slot,
      firstname: input.firstname,
      lastname: input.lastname,
      handicap: input.handicap ?? null,
      email: input.email ?? null,
      telephone: input.telephone ?? null,
      adults: input.adults,
      juniors: input.juniors,
      ...price,
      paymentState: null,
      holdExpiresAt: null,
      source: 'desk',
      note: input.note || null,
      partners: input.partners?.length ? input.partners.map(({ name }) => ({ name })) : null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The tee times a date offers online right now: in the sheet, not members-only (unless `membersOnly`: a
 * time staff offered from the waiting list), not past, within the horizon.
 */
function bookableTimes(
  date: CalendarDate,
  now: Date,
  config: TeeSheetConfig,
  membersOnly = false,
): TimeSlot[] {
  if (!isValidDate(date)) return [];
  const today = clubNow(now);
  const day = isoDate(date);
  if (day < today.date || daysBetween(today.date, day) > BOOKING_HORIZON_DAYS) return [];
  const times = membersOnly
    ? sheetTimesFor(date, config).map(({ hour, min }) => ({ hour, min }))
    : teeTimesFor(date, config);
  return day === today.date ? times.filter((t) => t.hour * 60 + t.min > today.minutes) : times;
}

export { lockTeeTime, playersBooked } from './teeSheetRepository';

export function toSheetBooking(row: ReservationRow): SheetBooking {
  return {
    id: row.id,
    source: row.source,
    firstname: row.firstname,
    lastname: row.lastname,
    adults: row.adults,
    juniors: row.juniors,
    email: row.email,
    telephone: row.telephone,
    handicap: row.handicap,
    note: row.note,
    price: row.priceCents / 100,
    paymentState: row.paymentState,
    arrival: row.arrival,
    partners: sheetPartners(row.partners),
  };
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
    email: row.email ?? '',
    telephone: row.telephone ?? '',
    ...(row.memberNumber ? { memberNumber: row.memberNumber } : {}),
    ...(row.federationNumber ? { federationNumber: row.federationNumber } : {}),
    adults: row.adults,
    juniors: row.juniors,
    price: row.priceCents / 100,
    ...(row.paymentState ? { paymentState: row.paymentState } : {}),
    // A row canceled before players could cancel has no canceler: the club did. The refund is all that
    // was refunded: at cancel time and any later.
    ...(row.canceledAt
      ? {
          canceled: {
            by: row.canceledBy ?? 'club',
            at: row.canceledAt.toISOString(),
            refund: row.refundedCents ? { amount: row.refundedCents / 100 } : null,
          },
        }
      : {}),
  };
}

export function createReservationRepository(
  db: Db,
  teeSheet: TeeSheetRepository,
  /** Is the course open? While the course status says Closed, today's times are not offered. */
  courseOpen: () => Promise<boolean>,
  /** The lists that price a play date (docs/product.md, Seasons and prices). */
  priceLists: Pick<PriceListRepository, 'inForceOn'>,
  /** The club's rules: its handicap limits and holidays (docs/product.md, Handicap limits). */
  clubRules: Pick<ClubRulesRepository, 'get'>,
) {
  /**
   * The price of a party on a play date by the list in force then. Read before a transaction: on PGlite a
   * cache miss inside one would wait for the connection the transaction holds.
   */
  async function soldPrice(request: PriceRequest): Promise<SoldPrice> {
    const list = await priceLists.inForceOn(isoDate(request.date));
    const { holidays: clubHolidays } = await clubRules.get();
    return { priceCents: priceFor({ ...request, clubHolidays }, list).total * 100, priceListId: list.id };
  }

  /** The times a date offers online right now, by the sheet's configuration and the course status. */
  async function offeredTimes(date: CalendarDate, now: Date, membersOnly = false): Promise<TimeSlot[]> {
    const times = bookableTimes(date, now, await teeSheet.config(), membersOnly);
    if (times.length > 0 && isoDate(date) === clubToday(now) && !(await courseOpen())) return [];
    return times;
  }

  async function findRow(id: string): Promise<ReservationRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
    return row ?? null;
  }

  return {
    /** The tee sheet's configuration, as every booking and free-times answer reads it. */
    teeSheetConfig: () => teeSheet.config(),

    /** The blocks of a date, for a claim of a time made by the booking service (claimTeeTime). */
    blocksOn: (day: string, tx?: DbOrTx) => teeSheet.blocksOn(day, tx),

    /** What a date offers online now; a player's change to another time follows it (booking/playerChange.ts). */
    offeredTimes,

    /** A party's price on a play date, as a new booking is sold at; a player's change is priced by it too. */
    soldPrice,

    /** Times with room for at least `players` more players. */
    async freeSlots(
      type: ReservationType,
      date: CalendarDate,
      players = 1,
      now = new Date(),
    ): Promise<TimeSlot[]> {
      const config = await teeSheet.config();
      const times = await offeredTimes(date, now);
      if (times.length === 0) return [];
      const [booked, blocks] = await Promise.all([
        playersBooked(db, type, date),
        teeSheet.blocksOn(isoDate(date)),
      ]);
      const capacity = config.playersPerTime;
      return times.filter(
        (t) =>
          !isBlocked(blocks, t.hour, t.min) && capacity - (booked.get(`${t.hour}:${t.min}`) ?? 0) >= players,
      );
    },

    /**
     * Books a tee time. Transaction-scoped advisory locks on the e-mail address and the client (with a
     * guard) and on the time serialise concurrent bookings (on PostgreSQL and PGlite alike, and across
     * instances), so the counts they check cannot go stale. With `offer`, the booking takes a waiting
     * list offer's places: the offer ends in the same transaction, before the claim.
     */
    async create(
      booking: NewReservation,
      guard?: HoldGuard,
      now = new Date(),
      offer?: FromOffer,
    ): Promise<Reservation> {
      const config = await teeSheet.config();
      const offered = (await offeredTimes(booking, now, offer?.membersOnlyAllowed)).some(
        (t) => t.hour === booking.hour && t.min === booking.minute,
      );
      if (!offered) throw new HttpError(409, messages.slotUnavailable);
      const party = booking.adults + booking.juniors;
      const price = await soldPrice({
        date: booking,
        hour: booking.hour,
        minute: booking.minute,
        adults: booking.adults,
        juniors: booking.juniors,
      });
      return db.transaction(async (tx) => {
        // The entry's and the offer's locks first, as the waiting list's other writers take them.
        if (offer) await offer.take(tx);
        if (guard) await refuseOverHoldLimits(tx, booking, guard);
        // An offer's places were held already: taking them holds no more of the day than before.
        if (!offer) await refuseOverDayShare(tx, booking, party, config, booking.locale ?? 'en');
        const claim = await claimTeeTime(
          tx,
          teeSheet,
          { time: booking, party },
          { config, membersOnlyAllowed: offer?.membersOnlyAllowed ?? false },
          (tx) => insertOnline(tx, booking, price, guard, now, offer),
        ).catch(visitorRefusal);
        return toReservation(claim.written);
      });
    },

    /**
     * Holds the time of a booking whose payment ended unpaid again, for a new payment (docs/product.md,
     * Booking lifecycle): the checks of a new booking (the day's handicap limit, the time still offered,
     * the open-hold limits, blocks and room), under the same locks in the same order, the time's before
     * the row's. The old payment id is dropped in the same transaction, so a late word on the old payment
     * cannot touch the new hold. `language` is the request's, for the refusals.
     */
    async reopen(
      id: string,
      guard: HoldGuard,
      language: Language,
      now = new Date(),
    ): Promise<{ reservation: Reservation; locale: string }> {
      const before = await findRow(id);
      if (!before) throw new HttpError(404, messages.bookingNotFound);
      if (!isRetriable(before)) throw new HttpError(409, messages.paymentNotRetriable);
      const type = reservationType.safeParse(before.type);
      if (!type.success) throw new HttpError(409, messages.paymentNotRetriable);
      const slot: SlotRef = {
        type: type.data,
        year: before.year,
        month: before.month,
        day: before.day,
        hour: before.hour,
        minute: before.minute,
      };
      const rules = await clubRules.get();
      const overLimit = before.handicap === null ? null : handicapLimitMessage(before.handicap, slot, rules);
      if (overLimit) throw new HttpError(400, handicapLimitMessageIn(overLimit, language));
      const config = await teeSheet.config();
      const offered = (await offeredTimes(slot, now)).some(
        (t) => t.hour === slot.hour && t.min === slot.minute,
      );
      if (!offered) throw new HttpError(409, messages.slotUnavailable);
      const party = before.adults + before.juniors;
      const price = await soldPrice({
        date: slot,
        hour: slot.hour,
        minute: slot.minute,
        adults: before.adults,
        juniors: before.juniors,
      });
      return db.transaction(async (tx) => {
        await refuseOverHoldLimits(tx, { email: before.email ?? '', locale: language }, guard);
        await refuseOverDayShare(tx, slot, party, config, language);
        const claim = await claimTeeTime(
          tx,
          teeSheet,
          { time: slot, party, rowId: before.id },
          { config, membersOnlyAllowed: false },
          async (tx) => {
            const [row] = await tx
              .select()
              .from(reservations)
              .where(eq(reservations.id, before.id))
              .for('update');
            // Another try, the webhook or staff got there first.
            if (!row || !isRetriable(row) || row.adults + row.juniors !== party)
              throw new HttpError(409, messages.paymentNotRetriable);
            // The old payment stays in reservation_payments, traceable until final; the booking has no
            // current payment until startPayment records the new one.
            const [updated] = await tx
              .update(reservations)
              .set({
                paymentState: 'open',
                holdsSlot: true,
                holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
                paymentId: null,
                ...price,
                clientHash: guard.clientHash,
              })
              .where(eq(reservations.id, row.id))
              .returning();
            if (!updated) throw new HttpError(409, messages.paymentNotRetriable);
            return updated;
          },
        ).catch(visitorRefusal);
        return { reservation: toReservation(claim.written), locale: claim.written.locale };
      });
    },

    /**
     * Books a caller in (docs/product.md, Tee sheet): any time on the day's sheet, members-only ones
     * included, today or later, unless blocked or without room. No payment is held: the party pays at
     * the desk, so the booking holds its players until staff release it.
     */
    async createDesk(actor: string, input: DeskBookingInput, now = new Date()): Promise<SheetBooking> {
      const date = parseIsoDate(input.date);
      if (!date) throw new HttpError(400, 'Use a date as yyyy-mm-dd.');
      const today = clubToday(now);
      if (input.date < today) throw new HttpError(400, 'A desk booking cannot be for a past date.');
      if (daysBetween(today, input.date) > BOOKING_HORIZON_DAYS)
        throw new HttpError(400, `A desk booking can be at most ${BOOKING_HORIZON_DAYS} days ahead.`);
      const config = await teeSheet.config();
      const onSheet = sheetTimesFor(date, config).some(
        (t) => t.hour === input.hour && t.min === input.minute,
      );
      if (!onSheet) throw new HttpError(400, 'That time is not on the tee sheet.');
      const slot = { type: 'greenfee' as const, ...date, hour: input.hour, minute: input.minute };
      const party = input.adults + input.juniors;
      const price = await soldPrice({
        date,
        hour: input.hour,
        minute: input.minute,
        adults: input.adults,
        juniors: input.juniors,
      });
      return db.transaction(async (tx) => {
        const claim = await claimTeeTime(
          tx,
          teeSheet,
          { time: slot, party },
          { config, membersOnlyAllowed: true },
          (tx) => insertDesk(tx, slot, input, price),
        ).catch((error: unknown) => {
          throw error instanceof ClaimRefused ? deskRefusal(error.refusal) : error;
        });
        const row = claim.written;
        await tx.insert(auditLog).values({
          actor,
          action: 'tee-sheet.booking.create',
          target: `booking ${row.id} ${input.date} ${formatTime(input.hour, input.minute)}`,
        });
        return toSheetBooking(row);
      });
    },

    /**
     * The day's tee sheet for staff: every time of the configured sheet (and any time a booking holds
     * off it), with its capacity, free places, blocks and the bookings that hold players there.
     */
    async daySheet(day: string): Promise<TeeSheetDay> {
      const date = parseIsoDate(day);
      if (!date) throw new HttpError(400, 'Use a date as yyyy-mm-dd.');
      const [config, blocks, offered, rows] = await Promise.all([
        teeSheet.config(),
        teeSheet.blocksOn(day),
        // Waiting-list offers hold places as bookings do (docs/product.md, Waiting list).
        playersOffered(db, 'greenfee', date),
        db
          .select()
          .from(reservations)
          .where(
            and(
              eq(reservations.year, date.year),
              eq(reservations.month, date.month),
              eq(reservations.day, date.day),
              holdsItsPlayers(),
            ),
          )
          .orderBy(asc(reservations.createdAt)),
      ]);
      // Each address's no-shows and stop, read once for the day (docs/product.md, No-shows that count).
      const noShows = await noShowStandings(
        db,
        rows.map((r) => r.email),
        config.selfService.noShows,
        new Date(),
      );
      const times = new Map(sheetTimesFor(date, config).map((t) => [t.hour * 60 + t.min, t.membersOnly]));
      for (const row of rows) {
        const minutes = row.hour * 60 + row.minute;
        if (!times.has(minutes)) times.set(minutes, isMembersOnly(row.hour, row.minute, config));
      }
      return {
        date: day,
        times: [...times.entries()]
          .sort(([a], [b]) => a - b)
          .map(([minutes, membersOnly]) => {
            const hour = Math.floor(minutes / 60);
            const minute = minutes % 60;
            const bookings = rows.filter((r) => r.hour === hour && r.minute === minute);
            const covering = blocks.filter((b) => isBlocked([b], hour, minute));
            const players =
              bookings.reduce((sum, r) => sum + r.adults + r.juniors, 0) +
              (offered.get(`${hour}:${minute}`) ?? 0);
            return {
              hour,
              minute,
              capacity: config.playersPerTime,
              free: covering.length > 0 ? 0 : Math.max(0, config.playersPerTime - players),
              membersOnly,
              blocks: covering.map(blockAnswer),
              bookings: bookings.map((r) =>
                withNoShows(toSheetBooking(r), noShows, config.selfService.noShows),
              ),
            };
          }),
      };
    },

    findRow,

    /** Open bookings whose hold has run out: the sweep asks the payment provider about them. */
    async listLapsedHolds(now = new Date()): Promise<ReservationRow[]> {
      return db
        .select()
        .from(reservations)
        .where(and(eq(reservations.paymentState, 'open'), lt(reservations.holdExpiresAt, now)))
        .limit(100);
    },

    /** The booking as its page shows it, with until when and for what refund the player may cancel it. */
    async get(id: string, now = new Date()): Promise<Reservation | null> {
      const row = await findRow(id);
      if (!row) return null;
      const { selfService } = await teeSheet.config();
      const terms = cancelTerms({ ...row, canceled: row.canceledAt !== null }, selfService, now);
      return {
        ...toReservation(row),
        ...(terms
          ? { cancelableUntil: clubIsoString(terms.until), refundOnCancel: terms.refundCents / 100 }
          : {}),
      };
    },
  };
}
/**
 * The course status staff set (content key course-status-info, docs/product.md, Course status): closed
 * when its courseStatus is false. Missing or unreadable content leaves the course open.
 */
export async function courseIsOpen(content: ContentRepository): Promise<boolean> {
  const text = await content.get('course-status-info');
  if (text === null) return true;
  try {
    const status = courseStatusInfo.safeParse(JSON.parse(text));
    return !status.success || status.data.courseStatus;
  } catch {
    return true;
  }
}

export type ReservationRepository = ReturnType<typeof createReservationRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    reservationRepository: ReservationRepository;
  }
}

export default fp(
  async function reservationRepository(app: FastifyInstance) {
    app.decorate(
      'reservationRepository',
      createReservationRepository(
        app.db,
        app.teeSheetRepository,
        () => courseIsOpen(app.contentRepository),
        app.priceLists,
        app.clubRules,
      ),
    );
  },
  {
    name: 'reservation-repository',
    dependencies: [
      'database',
      'content-repository',
      'tee-sheet-repository',
      'price-list-repository',
      'club-rules-repository',
    ],
  },
);
