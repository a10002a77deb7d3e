import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ClubDetails } from '../../../common/api/club';
import { reservationType } from '../../../common/api/reservations';
import type { WaitingListAccepted } from '../../../common/api/waitingList';
import type { Language } from '../../../common/i18n/languages';
import { formatTime, isoDate } from '../../../common/rules/clubTime';
import type { GreenfeeRequest } from '../../../common/validation/greenfeeRequest';
import { greenfeeRequestFields } from '../../../common/validation/greenfeeRequestFields';
import {
  handicapLimitMessage,
  handicapLimitMessageIn,
} from '../../../common/validation/handicapLimitMessages';
import { messages } from '../../../common/validation/messages';
import { formatRequestLines } from '../../../common/validation/requestLines';
import { waitingListMessages } from '../../../common/validation/waitingListMessages';
import type { Db } from '../db/client';
import { waitingListOffers } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { HttpError } from '../lib/httpError';
import { enqueueMails, mayAcknowledge } from '../mail/outbox';
import { greenfeeRequestMails } from '../mail/requestMails';
import type { ClubRulesRepository } from '../repositories/clubRulesRepository';
import type { HoldGuard } from '../repositories/reservationRepository';
import {
  type EntryRow,
  findEntry,
  insertOfferRequest,
  lockEntry,
  moveOffer,
  type OfferRow,
  offerByToken,
  setEntryState,
} from '../repositories/waitingListRepository';
import type { BookingService } from './bookingService';

export interface AcceptOptions {
  db: Db;
  /** The online booking: present in the online mode only. */
  booking: () => BookingService | null;
  clubRules: Pick<ClubRulesRepository, 'get'>;
  clubDetails: () => Promise<ClubDetails>;
  /** The club's mailbox (CLUB_EMAIL): a mail-mode request arrives there as any. */
  clubEmail: string;
}

export interface AcceptContext {
  language: Language;
  guard: HoldGuard;
  now: Date;
}

/** An offer that can no longer be taken, in the visitor's language: 409 taken, 410 lapsed or withdrawn. */
export function refuseUnavailable(offer: OfferRow, language: Language, now: Date): void {
  const texts = waitingListMessages[language];
  if (offer.state === 'accepted' || offer.state === 'requested') throw new HttpError(409, texts.offerTaken);
  if (offer.state === 'withdrawn') throw new HttpError(410, texts.offerWithdrawn);
  if (offer.state === 'lapsed' || offer.expiresAt.getTime() <= now.getTime())
    throw new HttpError(410, texts.offerLapsed);
}

/** The offer by its link's key, or 404 in the visitor's language. */
export async function offerOfLink(db: DbOrTx, token: string, language: Language): Promise<OfferRow> {
  const offer = await offerByToken(db, token);
  if (!offer) throw new HttpError(404, waitingListMessages[language].offerNotFound);
  return offer;
}

/**
 * Takes the offer in the caller's transaction, the entry's lock first: only while it is open and its time
 * not run out. The entry is booked: it leaves the list. Another taker, the matcher lapsing it or the
 * visitor leaving got there first: their refusal.
 */
async function takeOffer(
  tx: DbOrTx,
  offer: OfferRow,
  to: { state: 'accepted'; reservationId: string } | { state: 'requested'; requestId: string },
  { language, now }: Pick<AcceptContext, 'language' | 'now'>,
) {
  const entry = await lockEntry(tx, offer.entryId);
  const taken = await moveOffer(tx, offer.id, 'open', to, now, now);
  if (!taken) {
    const [current] = await tx.select().from(waitingListOffers).where(eq(waitingListOffers.id, offer.id));
    refuseUnavailable(current ?? offer, language, now);
    throw new HttpError(410, waitingListMessages[language].offerLapsed);
  }
  if (entry) await setEntryState(tx, entry.id, 'booked', now);
}

/**
 * Taking an offer (docs/product.md, Waiting list; POST /waiting-list/offers/{token}/accept). Online: a
 * booking on the offer's places, made and paid as a new booking is (the handicap limit, the no-show stop,
 * the hold limits, the claim), the offer accepted in the booking's transaction. Mail mode: the offer becomes
 * a green-fee request staff confirm or decline, and keeps holding its places until they do.
 */
export function createOfferAccept(opts: AcceptOptions) {
  const { db } = opts;

  async function online(
    booking: BookingService,
    offer: OfferRow,
    entry: EntryRow,
    handicap: number,
    context: AcceptContext,
  ): Promise<WaitingListAccepted> {
    const type = reservationType.safeParse(offer.type);
    if (!type.success) throw new HttpError(409, messages.slotUnavailable);
    const reservationId = randomUUID();
    const booked = await booking.bookFromOffer(
      {
        type: type.data,
        year: offer.year,
        month: offer.month,
        day: offer.day,
        hour: offer.hour,
        minute: offer.minute,
        firstname: entry.firstname,
        lastname: entry.lastname,
        handicap,
        email: entry.email,
        telephone: entry.telephone,
        adults: offer.adults,
        juniors: offer.juniors,
        locale: context.language,
      },
      context.guard,
      {
        offerId: offer.id,
        reservationId,
        membersOnlyAllowed: offer.offeredBy === 'staff',
        take: (tx) => takeOffer(tx, offer, { state: 'accepted', reservationId }, context),
      },
    );
    return { mode: 'online', id: booked.id, paymentUrl: booked.paymentUrl };
  }

  async function byMail(
    offer: OfferRow,
    entry: EntryRow,
    handicap: number,
    context: AcceptContext,
  ): Promise<WaitingListAccepted> {
    const { language } = context;
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const { name, email } = await opts.clubDetails();
    const requestId = randomUUID();
    const fields: GreenfeeRequest = {
      firstname: entry.firstname,
      lastname: entry.lastname,
      handicap,
      email: entry.email,
      telephone: entry.telephone,
      adults: offer.adults,
      juniors: offer.juniors,
      date: isoDate(offer),
      time: formatTime(offer.hour, offer.minute),
      remarks: '',
    };
    await db.transaction(async (tx) => {
      await takeOffer(tx, offer, { state: 'requested', requestId }, context);
      await insertOfferRequest(tx, {
        id: requestId,
        offerId: offer.id,
        fields,
        rawText: formatRequestLines(greenfeeRequestFields, fields),
        locale: language,
      });
      const mails = greenfeeRequestMails(
        requestId,
        fields,
        { clubInbox: opts.clubEmail, clubName: name, replyTo: email },
        language,
      );
      const acknowledged =
        mails.acknowledgement !== null && (await mayAcknowledge(tx, mails.acknowledgement.to));
      const toClub = mails.toClub(acknowledged);
      await enqueueMails(tx, [
        ...(acknowledged && mails.acknowledgement ? [mails.acknowledgement] : []),
        {
          ...toClub,
          subject: `Waiting list: ${toClub.subject}`,
          text: `From the waiting list: the visitor took the places offered (offer ${offer.id}). They stay held until you confirm or decline this request.\n\n${toClub.text}`,
        },
      ]);
    });
    return { mode: 'mail', requestId };
  }

  return {
    async accept(token: string, handicap: number, context: AcceptContext): Promise<WaitingListAccepted> {
      const { language, now } = context;
      const offer = await offerOfLink(db, token, language);
      refuseUnavailable(offer, language, now);
      const entry = await findEntry(db, offer.entryId);
      if (!entry) throw new HttpError(404, waitingListMessages[language].offerNotFound);
      // The day's handicap limit, as for a new booking (docs/product.md, Handicap limits).
      const overLimit = handicapLimitMessage(handicap, offer, await opts.clubRules.get());
      if (overLimit) throw new HttpError(400, handicapLimitMessageIn(overLimit, language));
      const booking = opts.booking();
      return booking
        ? online(booking, offer, entry, handicap, context)
        : byMail(offer, entry, handicap, context);
    },
  };
}
export type OfferAccept = ReturnType<typeof createOfferAccept>;
