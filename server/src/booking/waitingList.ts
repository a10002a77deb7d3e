import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ClubDetails } from '../../../common/api/club';
import type {
  AdminWaitingListDay,
  AdminWaitingListEntry,
  WaitingListJoinBody,
  WaitingListLeft,
  WaitingListOffer,
} from '../../../common/api/waitingList';
import type { Language } from '../../../common/i18n/languages';
import { isBeyondBookingHorizon } from '../../../common/rules/bookingHorizon';
import {
  type CalendarDate,
  clubNow,
  formatTime,
  isoDate,
  parseIsoDate,
} from '../../../common/rules/clubTime';
import { teeTimesFor } from '../../../common/rules/teeSheet';
import { messages } from '../../../common/validation/messages';
import { noTimesInWindowMessage, waitingListMessages } from '../../../common/validation/waitingListMessages';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { mailLanguage } from '../mail/mailLanguage';
import { enqueueMails } from '../mail/outbox';
import type { ClubRulesRepository } from '../repositories/clubRulesRepository';
import { deskRefusal, type ReservationRepository } from '../repositories/reservationRepository';
import type { TeeSheetRepository } from '../repositories/teeSheetRepository';
import {
  type EntryRow,
  entriesOn,
  entriesOnTheList,
  entryByLeaveToken,
  findEntry,
  insertEntry,
  lockEntry,
  lockJoiner,
  newToken,
  type OfferRow,
  ON_THE_LIST,
  offerByToken,
  setEntryState,
  tokenHash,
  withdrawOpenOffers,
} from '../repositories/waitingListRepository';
import type { BookingService } from './bookingService';
import { mailClubOf } from './confirmationMail';
import { createOfferAccept, offerOfLink } from './waitingListAccept';
import { joinedMail } from './waitingListMails';
import { createMatcher } from './waitingListMatcher';
import { createOfferMaker, OfferRefused } from './waitingListOffers';

/** Entries still on the list one e-mail address (in any capitals) may have at once (Abuse limits). */
export const WAITING_ENTRIES_PER_EMAIL = 3;
/** Entries still on the list one client may have at once. */
export const WAITING_ENTRIES_PER_CLIENT = 5;

const NO_ENTRY = 'Waiting-list entry not found.';
const NOT_ON_THE_LIST = 'This entry is no longer on the waiting list.';

export interface WaitingListOptions {
  db: Db;
  log: FastifyBaseLogger;
  teeSheet: TeeSheetRepository;
  reservations: ReservationRepository;
  clubRules: Pick<ClubRulesRepository, 'get'>;
  clubDetails: () => Promise<ClubDetails>;
  /** The online booking: present in the online mode only. */
  booking: () => BookingService | null;
  publicUrl: string;
  clubEmail: string;
}

const minutesOf = (clock: string) => {
  const [hour = 0, minute = 0] = clock.split(':').map(Number);
  return hour * 60 + minute;
};
const clockOf = (minutes: number) => formatTime(Math.floor(minutes / 60), minutes % 60);

/** An offer's state as it reads: an open one past its time has lapsed, whether the matcher saw it yet or not. */
const stateAt = (offer: OfferRow, now: Date) =>
  offer.state === 'open' && offer.expiresAt.getTime() <= now.getTime() ? 'lapsed' : offer.state;

function staffEntry(entry: EntryRow, offers: OfferRow[], now: Date): AdminWaitingListEntry {
  return {
    id: entry.id,
    state: entry.state,
    from: clockOf(entry.fromMinute),
    to: clockOf(entry.toMinute),
    adults: entry.adults,
    juniors: entry.juniors,
    firstname: entry.firstname,
    lastname: entry.lastname,
    email: entry.email,
    telephone: entry.telephone,
    language: mailLanguage(entry.locale),
    createdAt: entry.createdAt.toISOString(),
    offers: offers.map((offer) => ({
      id: offer.id,
      state: stateAt(offer, now),
      hour: offer.hour,
      minute: offer.minute,
      createdAt: offer.createdAt.toISOString(),
      expiresAt: offer.expiresAt.toISOString(),
      by: offer.offeredBy,
      ...(offer.reservationId ? { reservationId: offer.reservationId } : {}),
      ...(offer.requestId ? { requestId: offer.requestId } : {}),
    })),
  };
}

/**
 * The waiting list (docs/product.md, Waiting list): visitors join it for a date, a window and a party; the
 * matcher (waitingListMatcher.ts) offers them places that come free, one entry at a time, each offer
 * holding its places for the club's `offerMinutes`; the offer's link takes them (waitingListAccept.ts);
 * a mail's link leaves the list; staff see each day's list and make offers themselves.
 */
export function createWaitingList(opts: WaitingListOptions) {
  const { db } = opts;
  const club = async () => mailClubOf(await opts.clubDetails());
  const offers = createOfferMaker({
    db,
    teeSheet: opts.teeSheet,
    reservations: opts.reservations,
    club,
    publicUrl: opts.publicUrl,
  });
  const matcher = createMatcher({
    db,
    log: opts.log,
    teeSheet: opts.teeSheet,
    reservations: opts.reservations,
    offers,
    club,
  });
  const acceptance = createOfferAccept({
    db,
    booking: opts.booking,
    clubRules: opts.clubRules,
    clubDetails: opts.clubDetails,
    clubEmail: opts.clubEmail,
  });

  /** A date from today on, within the horizon, and a window holding a tee time still to come. */
  async function checkJoin(body: WaitingListJoinBody, language: Language, now: Date): Promise<CalendarDate> {
    const texts = waitingListMessages[language];
    const date = parseIsoDate(body.date);
    if (!date) throw new HttpError(400, messages.dateInvalid);
    const today = clubNow(now);
    if (body.date < today.date) throw new HttpError(400, texts.datePast);
    if (isBeyondBookingHorizon(body.date, today.date)) throw new HttpError(400, texts.dateTooFarAhead);
    const [from, to] = [minutesOf(body.from), minutesOf(body.to)];
    const times = teeTimesFor(date, await opts.teeSheet.config())
      .map((t) => t.hour * 60 + t.min)
      .filter((t) => t >= from && t <= to && (body.date > today.date || t > today.minutes));
    if (times.length === 0) throw new HttpError(400, noTimesInWindowMessage(language, body.from, body.to));
    return date;
  }

  /** A date's list for staff, in the order offers go (GET /admin/waiting-list?date=). */
  async function day(date: string, now: Date): Promise<AdminWaitingListDay> {
    const calendarDate = parseIsoDate(date);
    if (!calendarDate) throw new HttpError(400, 'Use a date as yyyy-mm-dd.');
    const rows = await entriesOn(db, calendarDate);
    return { date, entries: rows.map(({ entry, offers }) => staffEntry(entry, offers, now)) };
  }

  return {
    /**
     * Puts a visitor on the list (POST /waiting-list), within the abuse limits, and queues the
     * acknowledgement with the leave link in the same transaction. `language` is the request's, for the
     * refusals; the entry's mails are in the body's.
     */
    async join(
      body: WaitingListJoinBody,
      context: { language: Language; clientHash: string; now: Date },
    ): Promise<{ id: string }> {
      const { language, clientHash, now } = context;
      const date = await checkJoin(body, language, now);
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const { selfService } = await opts.teeSheet.config();
      const mailClub = await club();
      const token = newToken();
      return db.transaction(async (tx) => {
        await lockJoiner(tx, body.email, clientHash);
        const counts = await entriesOnTheList(tx, body.email, clientHash);
        const texts = waitingListMessages[language];
        if (counts.email >= WAITING_ENTRIES_PER_EMAIL) throw new HttpError(429, texts.tooManyForEmail);
        if (counts.client >= WAITING_ENTRIES_PER_CLIENT) throw new HttpError(429, texts.tooManyForClient);
        const entry = await insertEntry(tx, {
          id: randomUUID(),
          type: 'greenfee',
          ...date,
          fromMinute: minutesOf(body.from),
          toMinute: minutesOf(body.to),
          adults: body.adults,
          juniors: body.juniors,
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email,
          telephone: body.telephone,
          locale: body.language,
          leaveTokenHash: tokenHash(token),
          clientHash,
        });
        const mail = joinedMail(
          { club: mailClub, publicUrl: opts.publicUrl },
          entry,
          token,
          selfService.offerMinutes,
        );
        if (mail) await enqueueMails(tx, [mail]);
        return { id: entry.id };
      });
    },

    /** An offer as its link shows it (GET /waiting-list/offers/{token}). */
    async offer(token: string, language: Language, now: Date): Promise<WaitingListOffer> {
      const offer = await offerOfLink(db, token, language);
      const entry = await findEntry(db, offer.entryId);
      const booking = offer.reservationId ? await opts.reservations.findRow(offer.reservationId) : null;
      const priceCents =
        booking?.priceCents ??
        (
          await opts.reservations.soldPrice({
            date: offer,
            hour: offer.hour,
            minute: offer.minute,
            adults: offer.adults,
            juniors: offer.juniors,
          })
        ).priceCents;
      return {
        state: stateAt(offer, now),
        date: isoDate(offer),
        hour: offer.hour,
        minute: offer.minute,
        adults: offer.adults,
        juniors: offer.juniors,
        firstname: entry?.firstname ?? '',
        expiresAt: offer.expiresAt.toISOString(),
        price: priceCents / 100,
        mode: opts.booking() ? 'online' : 'mail',
        ...(booking ? { reservationId: booking.id } : {}),
        ...(booking?.paymentState ? { paymentState: booking.paymentState } : {}),
      };
    },

    accept: acceptance.accept,

    /**
     * Leaves the list by an entry's leave key or one of its offers' keys: the entry ends and an offer still
     * open is withdrawn. Leaving twice, or once booked, changes nothing. `freed`: an offer's places are free.
     */
    async leave(
      token: string,
      language: Language,
      now: Date,
    ): Promise<{ left: WaitingListLeft; freed: boolean }> {
      const offer = await offerByToken(db, token);
      const entry = offer ? await findEntry(db, offer.entryId) : await entryByLeaveToken(db, token);
      if (!entry) throw new HttpError(404, waitingListMessages[language].linkNotFound);
      const freed = await db.transaction(async (tx) => {
        const locked = await lockEntry(tx, entry.id);
        if (!locked || !ON_THE_LIST.includes(locked.state)) return 0;
        const withdrawn = await withdrawOpenOffers(tx, locked.id, now);
        await setEntryState(tx, locked.id, 'left', now);
        return withdrawn;
      });
      return { left: { date: isoDate(entry) }, freed: freed > 0 };
    },

    day,

    /**
     * Staff offer an entry a time of its date themselves (any time of the sheet, members-only ones too),
     * through the same offer maker as the list; its open offer is withdrawn first. Audited.
     */
    async staffOffer(
      actor: string,
      id: string,
      time: { hour: number; minute: number },
      now: Date,
    ): Promise<AdminWaitingListEntry> {
      const entry = await findEntry(db, id);
      if (!entry) throw new HttpError(404, NO_ENTRY);
      if (!ON_THE_LIST.includes(entry.state)) throw new HttpError(409, NOT_ON_THE_LIST);
      const today = clubNow(now);
      const date = isoDate(entry);
      if (date < today.date || (date === today.date && time.hour * 60 + time.minute <= today.minutes))
        throw new HttpError(400, 'That tee time has passed.');
      try {
        await offers.make(entry, { entryId: id, ...time, by: 'staff', actor }, now);
      } catch (error) {
        if (!(error instanceof OfferRefused)) throw error;
        const { refusal } = error;
        throw refusal.reason === 'entry-gone' ? new HttpError(409, NOT_ON_THE_LIST) : deskRefusal(refusal);
      }
      const listed = (await day(date, now)).entries.find((e) => e.id === id);
      if (!listed) throw new HttpError(404, NO_ENTRY);
      return listed;
    },

    /**
     * Staff take an entry off the list: it ends as if the visitor left, its open offer withdrawn. Audited;
     * an entry already left is left. `freed`: an offer's places are free.
     */
    async remove(actor: string, id: string, now: Date): Promise<{ freed: boolean }> {
      return db.transaction(async (tx) => {
        const entry = await lockEntry(tx, id);
        if (!entry) throw new HttpError(404, NO_ENTRY);
        if (entry.state === 'left') return { freed: false };
        if (!ON_THE_LIST.includes(entry.state)) throw new HttpError(409, NOT_ON_THE_LIST);
        const withdrawn = await withdrawOpenOffers(tx, id, now);
        await setEntryState(tx, id, 'left', now);
        await tx.insert(auditLog).values({
          actor,
          action: 'waiting-list.remove',
          target: `entry ${id} ${isoDate(entry)}${withdrawn > 0 ? ' (open offer withdrawn)' : ''}`,
        });
        return { freed: withdrawn > 0 };
      });
    },

    /** One pass of the matcher at `now`. */
    run: (now: Date) => matcher.run(now),
  };
}
export type WaitingList = ReturnType<typeof createWaitingList>;
