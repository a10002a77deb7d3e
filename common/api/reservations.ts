import { z } from 'zod';
import { isValidDate } from '../rules/clubTime';
import type { HandicapRules } from '../rules/handicapLimits';
import { MAX_PARTY } from '../rules/party';
import { MAX_HANDICAP, MIN_HANDICAP } from '../validation/greenfeeRequestFields';
import { handicapLimitMessage } from '../validation/handicapLimitMessages';
import { messages } from '../validation/messages';
import { isSafeSingleLine, UNSAFE_TEXT_REASON } from '../validation/text';

export const reservationTypes = ['greenfee'] as const;
export const reservationType = z.enum(reservationTypes);
export type ReservationType = z.infer<typeof reservationType>;

export const paymentStates = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;
export const paymentState = z.enum(paymentStates);
export type PaymentState = z.infer<typeof paymentState>;

/** GET /reservations/freeslots/{type}/{year}/{month}/{day}, month 1-12. */
export const freeSlotsParams = z.object({
  type: z.string().max(40),
  year: z.coerce.number().int().min(1900).max(2999),
  month: z.coerce.number().int().min(1).max(12),
  day: z.coerce.number().int().min(1).max(31),
});
export const timeSlot = z.object({ hour: z.number().int(), min: z.number().int() });
export const timeSlots = z.array(timeSlot);
export type TimeSlot = z.infer<typeof timeSlot>;

/** A one-line field: the spec's message when it is empty, ours when it holds what no name or number does. */
const text = (max: number, requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(max).refine(isSafeSingleLine, UNSAFE_TEXT_REASON);
const optionalText = z.string().trim().max(40).refine(isSafeSingleLine, UNSAFE_TEXT_REASON).optional();

const handicap = z
  .number({ error: messages.handicapRange })
  .min(MIN_HANDICAP, messages.handicapRange)
  .max(MAX_HANDICAP, messages.handicapRange);
const year = z.number().int().min(1900).max(2999);
const month = z.number().int().min(1).max(12);
const day = z.number().int().min(1).max(31);

/**
 * The day's handicap limit under the club's rules (docs/product.md, Handicap limits). Zod runs this even
 * after a field's range failed (not after a wrong type): a date that does not exist has no limit (the route
 * refuses it by itself).
 */
const refuseHandicapOverLimit =
  (rules: HandicapRules) =>
  (b: { handicap: number; year: number; month: number; day: number }, ctx: z.RefinementCtx) => {
    const message = isValidDate(b) ? handicapLimitMessage(b.handicap, b, rules) : null;
    if (message) ctx.addIssue({ code: 'custom', message, path: ['handicap'], input: b.handicap });
  };

/**
 * The handicap and the day of play alone, checked as the booking payload checks them under the same rules:
 * what the online form says when the handicap is left or the date changes, before the rest is filled.
 */
export const handicapOnDayFor = (rules: HandicapRules) =>
  z.object({ handicap, year, month, day }).superRefine(refuseHandicapOverLimit(rules));

/**
 * One of the other players of an online booking (docs/product.md, Playing partners): their name, and their
 * e-mail when they want a copy of the confirmation. The booker is the first player and not among them.
 */
export const bookingPartner = z.object({
  name: z
    .string()
    .trim()
    .min(1, messages.partnerNameRequired)
    .max(100)
    .refine(isSafeSingleLine, UNSAFE_TEXT_REASON),
  email: z.email({ error: messages.partnerEmailInvalid }).max(254, messages.partnerEmailInvalid).optional(),
});
export type BookingPartner = z.infer<typeof bookingPartner>;

const bookingFields = z.object({
  firstname: text(100, messages.firstnameRequired),
  lastname: text(100, messages.lastnameRequired),
  handicap,
  email: z.email({ error: messages.emailRequired }).max(254),
  telephone: text(40, messages.telephoneRequired),
  year,
  month,
  day,
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
  adults: z.number().int().min(0, messages.partySize).max(MAX_PARTY, messages.partySize),
  juniors: z.number().int().min(0, messages.partySize).max(MAX_PARTY, messages.partySize),
  type: reservationType.default('greenfee'),
  memberNumber: optionalText,
  federationNumber: optionalText,
  /** The other players, in order (player 2, 3, 4): optional, as many as the party less the booker at most. */
  partners: z
    .array(bookingPartner)
    .max(MAX_PARTY - 1, messages.partnersTooMany)
    .optional(),
});

const partyFits = (b: { adults: number; juniors: number }) =>
  b.adults + b.juniors >= 1 && b.adults + b.juniors <= MAX_PARTY;
const partyRule = { message: messages.partySize, path: ['adults'] };
/** The booker is the first player: the partners named are the rest of the party at most. */
const partnersFit = (b: { adults: number; juniors: number; partners?: unknown[] | undefined }) =>
  (b.partners?.length ?? 0) <= Math.max(0, b.adults + b.juniors - 1);
const partnersRule = { message: messages.partnersTooMany, path: ['partners'] };

/**
 * POST /reservations/website under the club's rules (docs/product.md, POST /reservations/website): the
 * payload the online form checks before sending, and the route checks again with the stored rules before
 * anything else happens (decision 0023).
 */
export const bookingCreatePayloadFor = (rules: HandicapRules) =>
  bookingFields
    // Before the party check: the handicap comes first in the form.
    .superRefine(refuseHandicapOverLimit(rules))
    .refine(partyFits, partyRule)
    .refine(partnersFit, partnersRule);

/**
 * The payload without the day's limit: the route's body schema, registered before any rules are read (the
 * route then applies bookingCreatePayloadFor with the stored ones).
 */
export const bookingCreatePayload = bookingFields
  .refine(partyFits, partyRule)
  .refine(partnersFit, partnersRule);
export type BookingCreatePayload = z.input<typeof bookingCreatePayload>;

export const bookingCreated = z.object({ id: z.uuid(), paymentUrl: z.string() });
export type BookingCreated = z.infer<typeof bookingCreated>;

export const reservationIdParams = z.object({ id: z.string().max(100) });

/** Who canceled a booking: the club (staff), or the player from the booking's page. */
export const cancelers = ['club', 'player'] as const;
export type Canceler = (typeof cancelers)[number];

/**
 * A canceled booking's end (docs/product.md, GET /reservations/{id}): who canceled it, when, and what was
 * refunded of its payment (in EUR), or null when nothing was.
 */
export const reservationCanceled = z.object({
  by: z.enum(cancelers),
  at: z.iso.datetime({ offset: true }),
  refund: z.object({ amount: z.number() }).nullable(),
});
export type ReservationCanceled = z.infer<typeof reservationCanceled>;

/** GET /reservations/{id}: the reservation as displayed (docs/product.md, GET /reservations/{id}). */
export const reservation = z.object({
  id: z.uuid(),
  type: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  day: z.number().int(),
  hour: z.number().int(),
  minute: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  memberNumber: z.string().optional(),
  federationNumber: z.string().optional(),
  adults: z.number().int(),
  juniors: z.number().int(),
  /** in EUR */
  price: z.number(),
  paymentState: paymentState.optional(),
  /** Only on a canceled booking: it no longer holds its time, whatever its payment state says. */
  canceled: reservationCanceled.optional(),
  /**
   * Until when the player may cancel (and change) it online (docs/product.md, Cancel and change online):
   * the club's deadline before the tee time. Absent on a canceled booking and on one no longer standing.
   */
  cancelableUntil: z.iso.datetime({ offset: true }).optional(),
  /**
   * What a cancel now would refund, in EUR: the club's share of a paid online booking; 0 for a booking not
   * paid online. Absent where cancelableUntil is.
   */
  refundOnCancel: z.number().optional(),
});
export type Reservation = z.infer<typeof reservation>;

/**
 * POST /reservations/{id}/cancel (no body): the player cancels. 200 with the booking's payment state and the
 * refund made (EUR), or null when nothing was refunded; 409 once the deadline has passed (the message names
 * the club's telephone), or when the booking is already canceled.
 */
export const reservationCancelAnswer = z.object({
  paymentState: paymentState.nullable(),
  refund: z.object({ amount: z.number() }).nullable(),
});
export type ReservationCancelAnswer = z.infer<typeof reservationCancelAnswer>;

/**
 * POST /reservations/{id}/change: the player moves their booking to another free time (any date the tee
 * sheet offers) or changes the party, until the club's cancel deadline, under the rules of a new booking
 * (free places, the day's handicap limit, the price list of the new date). 200 `{ paymentUrl }` when the
 * new price is higher (the difference is paid at that checkout; the old time stays held until it is), or
 * `{}` when the change is made at once (a lower price refunds the difference of a paid online booking).
 */
export const reservationChangeBody = z
  .object({
    year,
    month,
    day,
    hour: z.number().int().min(0).max(23),
    minute: z.number().int().min(0).max(59),
  })
  .extend({
    adults: z.number().int().min(0, messages.partySize).max(MAX_PARTY, messages.partySize),
    juniors: z.number().int().min(0, messages.partySize).max(MAX_PARTY, messages.partySize),
  })
  .refine(partyFits, partyRule);
export type ReservationChangeBody = z.infer<typeof reservationChangeBody>;

export const reservationChangeAnswer = z.object({ paymentUrl: z.string().optional() });
export type ReservationChangeAnswer = z.infer<typeof reservationChangeAnswer>;

/** A 409 of a change: the time is full, blocked or gone; `nearest` holds the nearest free times that day. */
export const reservationChangeConflict = z.object({
  message: z.string(),
  nearest: z.array(z.object({ hour: z.number().int(), minute: z.number().int() })),
});
export type ReservationChangeConflict = z.infer<typeof reservationChangeConflict>;
