import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { MAX_PARTY } from '../rules/party';
import { MAX_HANDICAP, MIN_HANDICAP } from '../validation/greenfeeRequestFields';
import { messages } from '../validation/messages';
import { isSafeSingleLine, UNSAFE_TEXT_REASON } from '../validation/text';
import { paymentState } from './reservations';
import { clockText, isoDateString } from './teeSheet';

/**
 * The waiting list (docs/product.md, Waiting list): a visitor whose time is full, or whose date has no free
 * time, leaves a date, a window and a party; when places that fit come free in that window, the first
 * matching entry is offered them by mail, held for the club's `offerMinutes`, then the next entry.
 */

const text = (max: number, requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(max).refine(isSafeSingleLine, UNSAFE_TEXT_REASON);

const partyFits = (b: { adults: number; juniors: number }) =>
  b.adults + b.juniors >= 1 && b.adults + b.juniors <= MAX_PARTY;

/** POST /waiting-list: 201 `{ id }`. The window's ends are tee times: from ≤ time ≤ to. */
export const waitingListJoinBody = z
  .object({
    date: isoDateString,
    from: clockText,
    to: clockText,
    adults: z.number().int().min(0, messages.partySize).max(MAX_PARTY, messages.partySize),
    juniors: z.number().int().min(0, messages.partySize).max(MAX_PARTY, messages.partySize),
    firstname: text(100, messages.firstnameRequired),
    lastname: text(100, messages.lastnameRequired),
    email: z.email({ error: messages.emailRequired }).max(254),
    telephone: text(40, messages.telephoneRequired),
    language: z.enum(LANGUAGES),
  })
  .refine(partyFits, { message: messages.partySize, path: ['adults'] })
  .refine(({ from, to }) => from <= to, {
    message: 'The window must not end before it starts.',
    path: ['to'],
  });
export type WaitingListJoinBody = z.infer<typeof waitingListJoinBody>;

export const waitingListJoined = z.object({ id: z.uuid() });
export type WaitingListJoined = z.infer<typeof waitingListJoined>;

/** The random key of an offer's link, or of an entry's leave link (only its hash is stored). */
export const waitingListTokenParams = z.object({ token: z.string().min(1).max(100) });

/**
 * An offer as its link shows it. `open` until `expiresAt`, then `lapsed`; `accepted` once taken (online: a
 * booking to pay, `reservationId`; mail mode: a request staff confirm); `withdrawn` when the visitor left
 * the list or staff took it back.
 */
export const waitingListOfferStates = ['open', 'accepted', 'requested', 'lapsed', 'withdrawn'] as const;
export const waitingListOffer = z.object({
  state: z.enum(waitingListOfferStates),
  date: z.string(),
  hour: z.number().int(),
  minute: z.number().int(),
  adults: z.number().int(),
  juniors: z.number().int(),
  firstname: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The price of the round by the list in force on the date, in EUR (paid online, or at the golf shop). */
  price: z.number(),
  mode: z.enum(['online', 'mail']),
  /** The booking the offer became (online mode), so the page can link to it. */
  reservationId: z.uuid().optional(),
  /** The booking's payment state, once there is one. */
  paymentState: paymentState.optional(),
});
export type WaitingListOffer = z.infer<typeof waitingListOffer>;

/** POST /waiting-list/offers/{token}/accept: the handicap a booking (and a request) carries. */
export const waitingListAcceptBody = z.object({
  handicap: z
    .number({ error: messages.handicapRange })
    .min(MIN_HANDICAP, messages.handicapRange)
    .max(MAX_HANDICAP, messages.handicapRange),
});
export type WaitingListAcceptBody = z.infer<typeof waitingListAcceptBody>;

/** Online: the booking and its checkout; mail mode: the request staff will confirm. */
export const waitingListAccepted = z.union([
  z.object({ mode: z.literal('online'), id: z.uuid(), paymentUrl: z.string() }),
  z.object({ mode: z.literal('mail'), requestId: z.uuid() }),
]);
export type WaitingListAccepted = z.infer<typeof waitingListAccepted>;

/** POST /waiting-list/leave/{token}: the entry ends, and an offer still open is withdrawn. */
export const waitingListLeft = z.object({ date: z.string() });
export type WaitingListLeft = z.infer<typeof waitingListLeft>;

// ---- Staff ----

export const waitingListEntryStates = ['waiting', 'offered', 'booked', 'left', 'ended'] as const;

export const adminWaitingListQuery = z.object({ date: isoDateString });

export const adminWaitingListOffer = z.object({
  id: z.uuid(),
  state: z.enum(waitingListOfferStates),
  hour: z.number().int(),
  minute: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  by: z.enum(['list', 'staff']),
  reservationId: z.uuid().optional(),
  requestId: z.uuid().optional(),
});

/** GET /admin/waiting-list?date=: the date's entries in the order they are offered. */
export const adminWaitingListEntry = z.object({
  id: z.uuid(),
  state: z.enum(waitingListEntryStates),
  from: z.string(),
  to: z.string(),
  adults: z.number().int(),
  juniors: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.iso.datetime({ offset: true }),
  offers: z.array(adminWaitingListOffer),
});
export type AdminWaitingListEntry = z.infer<typeof adminWaitingListEntry>;
export const adminWaitingListDay = z.object({ date: z.string(), entries: z.array(adminWaitingListEntry) });
export type AdminWaitingListDay = z.infer<typeof adminWaitingListDay>;

export const waitingListEntryParams = z.object({ id: z.uuid() });

/** POST /admin/waiting-list/{id}/offer: staff offer the entry a time of its date themselves. */
export const adminWaitingListOfferBody = z.object({
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
});
export type AdminWaitingListOfferBody = z.infer<typeof adminWaitingListOfferBody>;
