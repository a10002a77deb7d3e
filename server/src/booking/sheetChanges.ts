import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type {
  ArrivalInput,
  CancelInput,
  ChangedBooking,
  ConfirmRequestInput,
  MoveInput,
} from '../../../common/api/teeSheet';
import { holdsPlaces } from '../../../common/rules/bookingStates';
import {
  type CalendarDate,
  clubNow,
  formatTime,
  isoDate,
  parseIsoDate,
} from '../../../common/rules/clubTime';
import { priceFor } from '../../../common/rules/prices';
import { nextRequestState, requestEventRefusal } from '../../../common/rules/requestStates';
import { sheetTimesFor, type TeeSheetConfig } from '../../../common/rules/teeSheet';
import { parseCount, parseHandicap } from '../../../common/validation/greenfeeRequestFields';
import type { Db } from '../db/client';
import { auditLog, bookingRequests, reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { HttpError } from '../lib/httpError';
import { decisionMail } from '../mail/decisionMails';
import { mailLanguage } from '../mail/mailLanguage';
import { enqueueMails } from '../mail/outbox';
import type { PaymentProvider } from '../payments/provider';
import type { ClubRulesRepository } from '../repositories/clubRulesRepository';
import { type PriceListRepository, priceListOn } from '../repositories/priceListRepository';
import {
  BOOKING_HORIZON_DAYS,
  daysBetween,
  type ReservationRow,
  toSheetBooking,
} from '../repositories/reservationRepository';
import {
  isBlocked,
  noRoomMessage,
  playersBooked,
  type TeeSheetRepository,
} from '../repositories/teeSheetRepository';
import { endRequestedOffer } from '../repositories/waitingListRepository';
import { ClaimRefused, claimTeeTime } from './claimTeeTime';
import { bookingPageUrl, type MailClub } from './confirmationMail';
import { type CancelRefusal, CancelRefused, cancelRow, refundBeforeCancel } from './refundBeforeCancel';
import { reminderMarkAfterMove } from './reminders';
import { canceledMail, movedMail, noMailNote } from './sheetChangeMails';

/** The shared cancel's refusals (refundBeforeCancel.ts), in staff's words. */
const STAFF_REFUSALS: Record<CancelRefusal, [number, string]> = {
  'not-found': [404, 'Booking not found.'],
  canceled: [409, 'This booking is already canceled.'],
  'being-canceled': [409, 'This booking is already being canceled.'],
  'not-paid-online': [400, 'Only a paid online booking can be refunded.'],
  'payments-off': [409, 'Online payments are off: refund it in the payment provider.'],
  'provider-refused': [502, 'The payment provider did not refund the payment. Nothing changed.'],
};

function staffRefusal(error: unknown): never {
  if (!(error instanceof CancelRefused)) throw error;
  const [status, message] = STAFF_REFUSALS[error.reason];
  throw new HttpError(status, message);
}

/** How many free times a refusal offers instead. */
const NEAREST_TIMES = 5;

/** A time that is full or blocked: refused with 409 and the nearest times that have room. */
export class TimeTaken extends HttpError {
  constructor(
    message: string,
    readonly times: { hour: number; minute: number }[],
  ) {
    super(409, message);
  }
}

type Place = { date: string; hour: number; minute: number };

/**
 * Of `times` (a date's candidates: its sheet for staff, what it offers online for a player), those that are
 * not blocked and have room for the party, nearest to the asked time first: what a refusal offers instead.
 * `own` is a booking on that date whose players would leave their time (a player's change): they are not
 * counted against it.
 */
export async function nearestFreeTimes(
  tx: DbOrTx,
  teeSheet: Pick<TeeSheetRepository, 'blocksOn'>,
  asked: { date: CalendarDate; hour: number; minute: number; party: number },
  times: { hour: number; min: number }[],
  config: Pick<TeeSheetConfig, 'playersPerTime'>,
  own?: { hour: number; minute: number; players: number },
): Promise<{ hour: number; minute: number }[]> {
  const [booked, blocks] = await Promise.all([
    playersBooked(tx, 'greenfee', asked.date),
    teeSheet.blocksOn(isoDate(asked.date), tx),
  ]);
  const at = asked.hour * 60 + asked.minute;
  const players = (hour: number, minute: number) =>
    (booked.get(`${hour}:${minute}`) ?? 0) -
    (own && own.hour === hour && own.minute === minute ? own.players : 0);
  return times
    .filter((t) => !isBlocked(blocks, t.hour, t.min))
    .filter((t) => config.playersPerTime - players(t.hour, t.min) >= asked.party)
    .map((t) => ({ hour: t.hour, minute: t.min }))
    .sort((a, b) => Math.abs(a.hour * 60 + a.minute - at) - Math.abs(b.hour * 60 + b.minute - at))
    .slice(0, NEAREST_TIMES);
}

export interface SheetChangesOptions {
  db: Db;
  teeSheet: TeeSheetRepository;
  /** The lists that price a confirmed request's play date (docs/product.md, Seasons and prices). */
  priceLists: Pick<PriceListRepository, 'all'>;
  /** The club's own holidays, which price as weekends (docs/product.md, Holidays). */
  clubRules: Pick<ClubRulesRepository, 'get'>;
  /** The payment provider: present in the online mode only. */
  payments: () => PaymentProvider | null;
  /** The club as the mails name it, from the details staff published: read before each change's transaction. */
  club: () => Promise<MailClub>;
  publicUrl: string;
  kickOutbox: () => void;
}

export function changedBooking(row: ReservationRow): ChangedBooking {
  return {
    ...toSheetBooking(row),
    date: isoDate(row),
    hour: row.hour,
    minute: row.minute,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    refunded: row.refundedCents === null ? null : row.refundedCents / 100,
  };
}

const audit = (tx: DbOrTx, actor: string, action: string, target: string) =>
  tx.insert(auditLog).values({ actor, action, target });

const at = (place: Place) => `${place.date} ${formatTime(place.hour, place.minute)}`;

/**
 * What staff do to single bookings on the tee sheet (docs/product.md, Tee sheet): the starter's record,
 * cancel (with a refund), move, and a mail request confirmed onto the sheet. Every one that takes a time
 * takes it under the booking's lock rule (lockTeeTime), as the online and desk bookings do.
 */
export function createSheetChanges(opts: SheetChangesOptions) {
  const { db, teeSheet } = opts;

  /** A time staff may put a booking on: on that date's sheet (members-only ones too), still to come. */
  function checkPlace(place: Place, now: Date, config: TeeSheetConfig): CalendarDate {
    const date = parseIsoDate(place.date);
    if (!date) throw new HttpError(400, 'Use a date as yyyy-mm-dd.');
    const today = clubNow(now);
    if (
      place.date < today.date ||
      (place.date === today.date && place.hour * 60 + place.minute <= today.minutes)
    )
      throw new HttpError(400, 'That tee time has passed.');
    if (daysBetween(today.date, place.date) > BOOKING_HORIZON_DAYS)
      throw new HttpError(400, `A tee time can be at most ${BOOKING_HORIZON_DAYS} days ahead.`);
    if (!sheetTimesFor(date, config).some((t) => t.hour === place.hour && t.min === place.minute))
      throw new HttpError(400, 'That time is not on the tee sheet.');
    return date;
  }

  /** The times of a date, nearest to `place` first, that still have room for the party. */
  async function nearestFree(
    tx: DbOrTx,
    date: CalendarDate,
    place: Place,
    party: number,
    config: TeeSheetConfig,
    now: Date,
  ) {
    const today = clubNow(now);
    const times = sheetTimesFor(date, config).filter(
      (t) => place.date > today.date || t.hour * 60 + t.min > today.minutes,
    );
    return nearestFreeTimes(
      tx,
      teeSheet,
      { date, hour: place.hour, minute: place.minute, party },
      times,
      config,
    );
  }

  /**
   * Claims the time for the party through the one claim (claimTeeTime: the time's lock, blocks, room by the
   * one definition of "holds"), then `write` puts the row there in the same transaction. A blocked time or
   * one without room is refused with the nearest times that have room.
   */
  async function claimPlace<T>(
    tx: DbOrTx,
    claim: { date: CalendarDate; place: Place; party: number; rowId?: string },
    config: TeeSheetConfig,
    now: Date,
    write: (tx: DbOrTx) => Promise<T>,
  ): Promise<T> {
    const { date, place, party } = claim;
    const time = { type: 'greenfee', ...date, hour: place.hour, minute: place.minute };
    try {
      const claimed = await claimTeeTime(
        tx,
        teeSheet,
        { time, party, rowId: claim.rowId },
        { config, membersOnlyAllowed: true },
        write,
      );
      return claimed.written;
    } catch (error) {
      if (!(error instanceof ClaimRefused)) throw error;
      const { refusal } = error;
      if (refusal.reason === 'not-offered') throw new HttpError(400, 'That time is not on the tee sheet.');
      const message = refusal.reason === 'blocked' ? 'That time is blocked.' : noRoomMessage(refusal.room);
      throw new TimeTaken(message, await nearestFree(tx, date, place, party, config, now));
    }
  }

  const lockRow = async (tx: DbOrTx, id: string) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!row) throw new HttpError(404, 'Booking not found.');
    return row;
  };

  const linkFor = (club: MailClub, row: ReservationRow) => ({ publicUrl: opts.publicUrl, club, row });

  return {
    /** The starter's record: checked in, no-show, or back to expected. */
    async setArrival(actor: string, id: string, input: ArrivalInput): Promise<ChangedBooking> {
      return db.transaction(async (tx) => {
        const row = await lockRow(tx, id);
        if (row.canceledAt) throw new HttpError(409, 'This booking is canceled.');
        const [updated] = await tx
          .update(reservations)
          .set({ arrival: input.state })
          .where(eq(reservations.id, id))
          .returning();
        if (!updated) throw new HttpError(404, 'Booking not found.');
        await audit(tx, actor, 'tee-sheet.booking.arrival', `booking ${id} ${input.state}`);
        return changedBooking(updated);
      });
    },

    /**
     * Cancels a booking: its players no longer hold the time, and the row stays for the accounts. With a
     * refund, a paid online payment is refunded in full first; should the provider refuse, nothing
     * changes. The row lock keeps two staff from refunding it twice.
     */
    async cancel(actor: string, id: string, input: CancelInput, now = new Date()): Promise<ChangedBooking> {
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const club = await opts.club();
      const refund = input.refund
        ? await refundBeforeCancel(db, opts.payments(), id, (row) => row.priceCents).catch(staffRefusal)
        : null;
      const result = await db
        .transaction(async (tx) => {
          const { before: row, updated } = await cancelRow(tx, id, { now, by: 'club', refund });
          const mail = canceledMail(linkFor(club, updated), input.message);
          if (mail) await enqueueMails(tx, [mail]);
          await audit(
            tx,
            actor,
            'tee-sheet.booking.cancel',
            `booking ${id} ${at({ date: isoDate(row), hour: row.hour, minute: row.minute })}${refund ? ` refunded ${refund.refundId}` : ''}${noMailNote(mail)}`,
          );
          return { booking: changedBooking(updated), mailed: mail !== null };
        })
        .catch(staffRefusal);
      if (result.mailed) opts.kickOutbox();
      return result.booking;
    },

    /** Moves a booking that holds its time to another time with room for its party. */
    async move(actor: string, id: string, input: MoveInput, now = new Date()): Promise<ChangedBooking> {
      const config = await teeSheet.config();
      const club = await opts.club();
      const date = checkPlace(input, now, config);
      const result = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(reservations).where(eq(reservations.id, id));
        if (!before) throw new HttpError(404, 'Booking not found.');
        const party = before.adults + before.juniors;
        // The time's lock first (the claim), the row's second, as every booking: no two writers wait on
        // each other.
        const { row, updated } = await claimPlace(
          tx,
          { date, place: input, party, rowId: id },
          config,
          now,
          async (tx) => {
            const row = await lockRow(tx, id);
            if (row.canceledAt) throw new HttpError(409, 'This booking is canceled.');
            if (!holdsPlaces(row, now)) throw new HttpError(409, 'This booking no longer holds a tee time.');
            if (isoDate(row) === input.date && row.hour === input.hour && row.minute === input.minute)
              throw new HttpError(400, 'The booking is already at that time.');
            if (row.adults + row.juniors !== party)
              throw new HttpError(409, 'The booking changed; try again.');
            const [updated] = await tx
              .update(reservations)
              .set({
                ...date,
                hour: input.hour,
                minute: input.minute,
                // A reminder for the new time, unless its reminder time has passed (booking/reminders.ts).
                reminderQueuedAt: reminderMarkAfterMove(
                  row,
                  { ...date, hour: input.hour, minute: input.minute },
                  config.selfService.reminderHours,
                  now,
                ),
              })
              .where(eq(reservations.id, id))
              .returning();
            if (!updated) throw new HttpError(404, 'Booking not found.');
            return { row, updated };
          },
        );
        const mail = movedMail(linkFor(club, updated), row, now);
        if (mail) await enqueueMails(tx, [mail]);
        await audit(
          tx,
          actor,
          'tee-sheet.booking.move',
          `booking ${id} ${at({ date: isoDate(row), hour: row.hour, minute: row.minute })} to ${at(input)}${noMailNote(mail)}`,
        );
        return { booking: changedBooking(updated), mailed: mail !== null };
      });
      if (result.mailed) opts.kickOutbox();
      return result.booking;
    },

    /**
     * Confirms a request (docs/product.md, Tee sheet). A green-fee request becomes a booking of source
     * `request` at its asked time, or the time given, under the time's lock; the player's mail says the
     * time it got. A table request is confirmed by mail alone, as before.
     */
    async confirmRequest(
      actor: string,
      id: string,
      input: ConfirmRequestInput | null | undefined,
      now = new Date(),
    ) {
      // Read before the transaction: PGlite has one connection, which the transaction holds. Every price
      // list, as the play date is the request's, read inside.
      const config = await teeSheet.config();
      const lists = await opts.priceLists.all();
      const { holidays: clubHolidays } = await opts.clubRules.get();
      const club = await opts.club();
      const result = await db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(bookingRequests)
          .where(eq(bookingRequests.id, id))
          .for('update');
        if (!request) throw new HttpError(404, 'Request not found.');
        // Confirmed and declined are final (common/rules/requestStates.ts).
        const status = nextRequestState(request.status, 'confirm');
        if (!status) throw new HttpError(409, requestEventRefusal(request.status, 'confirm'));
        const language = mailLanguage(request.locale);
        let fields = request.fields;
        let booking: ChangedBooking | undefined;
        if (request.kind === 'greenfee') {
          const [held] = await tx
            .select({ id: reservations.id })
            .from(reservations)
            .where(and(eq(reservations.requestId, id), isNull(reservations.canceledAt)));
          if (held) throw new HttpError(409, 'This request is already on the tee sheet.');
          const place = requestPlace(fields, input);
          const date = checkPlace(place, now, config);
          const adults = parseCount(String(fields.adults ?? '')) ?? 0;
          const juniors = parseCount(String(fields.juniors ?? '')) ?? 0;
          const party = adults + juniors;
          if (party < 1 || party > config.playersPerTime)
            throw new HttpError(
              409,
              `A tee time holds 1 to ${config.playersPerTime} players; this request is for ${party}. Book the party in over several times at the desk.`,
            );
          const list = priceListOn(lists, place.date);
          const quote = priceFor(
            { date, hour: place.hour, minute: place.minute, adults, juniors, clubHolidays },
            list,
          );
          const text = (key: string) => {
            const value = String(fields[key] ?? '').trim();
            return value === '' ? null : value;
          };
          const reservationId = randomUUID();
          // A request from the waiting list: its offer's places become the booking's, so the offer stops
          // holding them before the claim, which would otherwise count them against the booking.
          const offerId = request.waitingListOfferId;
          if (offerId) await endRequestedOffer(tx, offerId, { state: 'accepted', reservationId }, now);
          const row = await claimPlace(tx, { date, place, party }, config, now, async (tx) => {
            const [row] = await tx
              .insert(reservations)
              .values({
                id: reservationId,
                type: 'greenfee',
                ...date,
                hour: place.hour,
                minute: place.minute,
                firstname: text('firstname') ?? '',
                lastname: text('lastname') ?? '',
                handicap: parseHandicap(String(fields.handicap ?? '')),
                email: text('email'),
                telephone: text('telephone'),
                adults,
                juniors,
                priceCents: quote.total * 100,
                priceListId: list.id,
                paymentState: null,
                holdExpiresAt: null,
                locale: language,
                source: 'request',
                requestId: id,
                waitingListOfferId: offerId,
                note: text('remarks'),
              })
              .returning();
            if (!row) throw new Error('insert returned no row');
            return row;
          });
          booking = changedBooking(row);
          fields = { ...fields, date: place.date, time: formatTime(place.hour, place.minute) };
        }
        await tx.update(bookingRequests).set({ status }).where(eq(bookingRequests.id, id));
        const mail = decisionMail(
          request.kind,
          'confirmed',
          fields,
          { clubName: club.name, replyTo: club.email },
          input?.message,
          language,
          // A green fee put on the sheet: the booking's own page, to cancel or change it there.
          booking ? bookingPageUrl(opts.publicUrl, booking.id, language) : undefined,
        );
        if (mail) await enqueueMails(tx, [mail]);
        await audit(
          tx,
          actor,
          'request.confirm',
          `${request.kind} request ${id}${booking ? ` as booking ${booking.id} ${at(booking)}` : ''}${noMailNote(mail)}`,
        );
        return {
          id: request.id,
          kind: request.kind,
          fields: request.fields,
          status: 'confirmed' as const,
          createdAt: request.createdAt.toISOString(),
          ...(booking ? { booking } : {}),
        };
      });
      opts.kickOutbox();
      return result;
    },
  };
}

/** The time a request goes onto the sheet at: the one staff give, or the one it asks for. */
function requestPlace(
  fields: Record<string, string | number>,
  input: ConfirmRequestInput | null | undefined,
) {
  const date = String(fields.date ?? '');
  if (input?.hour !== undefined && input.minute !== undefined)
    return { date, hour: input.hour, minute: input.minute };
  const asked = /^(\d{1,2}):(\d{2})$/.exec(String(fields.time ?? '').trim());
  if (!asked) throw new HttpError(400, 'The request asks for no time: give the hour and minute.');
  return { date, hour: Number(asked[1]), minute: Number(asked[2]) };
}

export type SheetChanges = ReturnType<typeof createSheetChanges>;
