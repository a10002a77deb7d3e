import { z } from 'zod';
import { parseIsoDate } from '../rules/clubTime';
import { MAX_PARTY } from '../rules/party';
import { minutesOfDay } from '../rules/seasons';
import {
  DEFAULT_HIGH_SEASON,
  DEFAULT_SELF_SERVICE,
  DEFAULT_UNPAID_HOLD_SHARE_PERCENT,
} from '../rules/teeSheet';
import { MAX_HANDICAP, MIN_HANDICAP } from '../validation/greenfeeRequestFields';
import { isSafeMultiLine, isSafeSingleLine, UNSAFE_TEXT_REASON } from '../validation/text';
import { monthDay } from './fields';
import { noShowStanding } from './noShows';
import { bookingPartner } from './reservations';

/** The staff tee-sheet API (docs/product.md, Tee sheet): configuration, blocks, desk bookings, the day. */

export const clockTime = z.object({
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
});

const firstAndLast = z
  .object({ first: clockTime, last: clockTime })
  .refine(({ first, last }) => minutesOfDay(first) <= minutesOfDay(last), {
    message: 'The first tee time must not be after the last.',
  });

/** The configuration staff edit; the server validates PUT bodies with it, the admin form will too. */
export const teeSheetConfigSchema = z.object({
  /**
   * High season's first and last day (both included; the first after the last wraps the year end); low
   * season is the rest of the year. A stored config without it reads 1 April to 16 November.
   */
  highSeason: z.object({ from: monthDay, to: monthDay }).default(DEFAULT_HIGH_SEASON),
  low: firstAndLast,
  high: firstAndLast,
  intervalMinutes: z.number().int().min(5).max(60),
  /** A party is at most 4 (MAX_PARTY), and so is a tee time. */
  playersPerTime: z.number().int().min(1).max(4),
  /** Half-open window [from, to) reserved for members; from = to means none. */
  membersOnly: z
    .object({ from: clockTime, to: clockTime })
    .refine(({ from, to }) => minutesOfDay(from) <= minutesOfDay(to), {
      message: 'The members-only window must not end before it starts.',
    }),
  /** The share of a day's online places that may be held unpaid at once; a stored config without it reads 25. */
  unpaidHoldSharePercent: z.number().int().min(1).max(100).default(DEFAULT_UNPAID_HOLD_SHARE_PERCENT),
  /** Players' own cancel, change, reminders, waiting list and no-show stops; a stored config without it reads the defaults. */
  selfService: z
    .object({
      cancelDeadlineHours: z.number().int().min(0).max(720),
      refundPercent: z.number().int().min(0).max(100),
      reminderHours: z.number().int().min(0).max(336),
      offerMinutes: z.number().int().min(5).max(1440),
      noShows: z.object({
        count: z.number().int().min(0).max(10),
        withinMonths: z.number().int().min(1).max(36),
        stopDays: z.number().int().min(1).max(730),
      }),
    })
    .default(DEFAULT_SELF_SERVICE),
});

/** yyyy-mm-dd, a real calendar date. */
export const isoDateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as yyyy-mm-dd.')
  .refine((value) => parseIsoDate(value) !== null, { message: 'Use a date as yyyy-mm-dd.' });

/** A booking a change would leave without its time or its room: a refused change lists them. */
export const affectedBooking = z.object({
  id: z.string(),
  date: z.string(),
  hour: z.number(),
  minute: z.number(),
  players: z.number(),
  firstname: z.string(),
  lastname: z.string(),
});
export type AffectedBooking = z.infer<typeof affectedBooking>;

export const teeSheetConflict = z.object({ message: z.string(), bookings: z.array(affectedBooking) });
export type TeeSheetConflict = z.infer<typeof teeSheetConflict>;

/** HH:MM on the 24-hour clock. */
export const clockText = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM.');

export const blockReasons = ['competition', 'maintenance', 'society', 'course-closed'] as const;

/** A block: the times [fromTime, toTime) of every date from `from` to `to`, closed to bookings. */
export const teeSheetBlockInput = z
  .object({
    from: isoDateString,
    to: isoDateString,
    fromTime: clockText,
    toTime: clockText,
    reason: z.enum(blockReasons),
    label: z.string().trim().min(1).max(100).refine(isSafeSingleLine, UNSAFE_TEXT_REASON),
    /** Block even though bookings hold some of these times; the bookings stay. */
    force: z.boolean().optional(),
  })
  .refine(({ from, to }) => from <= to, { message: 'The block must not end before it starts.', path: ['to'] })
  .refine(({ fromTime, toTime }) => fromTime < toTime, {
    message: 'The block must end after its first time.',
    path: ['toTime'],
  });
export type TeeSheetBlockInput = z.infer<typeof teeSheetBlockInput>;

export const teeSheetBlock = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  reason: z.enum(blockReasons),
  label: z.string(),
});
export type TeeSheetBlock = z.infer<typeof teeSheetBlock>;

export const blockIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

const singleLine = (max: number) =>
  z.string().trim().min(1).max(max).refine(isSafeSingleLine, UNSAFE_TEXT_REASON);

/** POST /tee-sheet/bookings: a caller or walk-in booked in by staff. */
export const deskBookingInput = z
  .object({
    date: isoDateString,
    hour: z.number().int().min(0).max(23),
    minute: z.number().int().min(0).max(59),
    adults: z.number().int().min(0).max(MAX_PARTY),
    juniors: z.number().int().min(0).max(MAX_PARTY),
    firstname: singleLine(100),
    lastname: singleLine(100),
    email: z.email().max(254).optional(),
    telephone: singleLine(40).optional(),
    handicap: z.number().min(MIN_HANDICAP).max(MAX_HANDICAP).optional(),
    note: z.string().trim().max(1000).refine(isSafeMultiLine, UNSAFE_TEXT_REASON).optional(),
    /** The other players' names (docs/product.md, Playing partners); a desk booking mails no copies. */
    partners: z
      .array(bookingPartner.pick({ name: true }))
      .max(MAX_PARTY - 1)
      .optional(),
  })
  .refine(({ adults, juniors }) => adults + juniors >= 1 && adults + juniors <= MAX_PARTY, {
    message: `A party is 1 to ${MAX_PARTY} players.`,
    path: ['adults'],
  })
  .refine(({ adults, juniors, partners }) => (partners?.length ?? 0) < adults + juniors, {
    message: 'Name at most the other players of the party.',
    path: ['partners'],
  });
export type DeskBookingInput = z.infer<typeof deskBookingInput>;

export const bookingSources = ['online', 'request', 'desk'] as const;
export const arrivalStates = ['expected', 'checked-in', 'no-show'] as const;

/** One of the other players a booking names (docs/product.md, Playing partners), for the starter's sheet. */
export const sheetPartner = z.object({ name: z.string(), email: z.string().optional() });
export type SheetPartner = z.infer<typeof sheetPartner>;

/** A booking as the tee sheet shows it to staff. */
export const sheetBooking = z.object({
  id: z.string(),
  source: z.enum(bookingSources),
  firstname: z.string(),
  lastname: z.string(),
  adults: z.number(),
  juniors: z.number(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  handicap: z.number().nullable(),
  note: z.string().nullable(),
  price: z.number(),
  /** The online payment's state; null for a booking paid at the desk. */
  paymentState: z.enum(['open', 'paid', 'failed', 'canceled', 'expired']).nullable(),
  arrival: z.enum(arrivalStates),
  /**
   * Its e-mail address's no-shows and stop (docs/product.md, No-shows that count): on the day's sheet, for a
   * booking with an address; absent in the answers of changes to one booking.
   */
  noShows: noShowStanding.optional(),
  /** The other players the booker named, in order (player 2, 3, 4); none when they named none. */
  partners: z.array(sheetPartner),
});
export type SheetBooking = z.infer<typeof sheetBooking>;

export const teeSheetDateParams = z.object({ date: isoDateString });

/** One time of the day's sheet: its room, its blocks and its bookings. */
export const teeSheetTime = z.object({
  hour: z.number(),
  minute: z.number(),
  capacity: z.number(),
  /** Places still free: none while a block covers the time. */
  free: z.number(),
  membersOnly: z.boolean(),
  blocks: z.array(teeSheetBlock),
  bookings: z.array(sheetBooking),
});

/** GET /tee-sheet/{yyyy-mm-dd}: every time of the day, in order. */
export const teeSheetDay = z.object({
  date: z.string(),
  times: z.array(teeSheetTime),
});
export type TeeSheetDay = z.infer<typeof teeSheetDay>;

/** The staff changes to one booking (docs/product.md, Tee sheet): arrival, cancel, move. */
export const reservationIdParams = z.object({ id: z.uuid() });

/** POST /reservations/{id}/arrival: the starter's record. */
export const arrivalInput = z.object({ state: z.enum(arrivalStates) });
export type ArrivalInput = z.infer<typeof arrivalInput>;

/** A message staff add to the player's mail, as typed. */
const staffMessage = z.string().trim().max(2000).refine(isSafeMultiLine, UNSAFE_TEXT_REASON);

/** POST /reservations/{id}/cancel: frees the places; `refund` refunds a paid online booking. */
export const cancelInput = z.object({ refund: z.boolean(), message: staffMessage.optional() });
export type CancelInput = z.infer<typeof cancelInput>;

/** POST /reservations/{id}/move: another time, under the same rules as a desk booking. */
export const moveInput = z.object({
  date: isoDateString,
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
});
export type MoveInput = z.infer<typeof moveInput>;

/** A booking after a staff change: where it is, and whether it was canceled and refunded. */
export const changedBooking = sheetBooking.extend({
  date: z.string(),
  hour: z.number(),
  minute: z.number(),
  /** When staff canceled it (ISO 8601); null while it holds its time. */
  canceledAt: z.string().nullable(),
  /** EUR refunded through the payment provider when it was canceled; null without a refund. */
  refunded: z.number().nullable(),
});
export type ChangedBooking = z.infer<typeof changedBooking>;

/**
 * POST /requests/{id}/confirm: a green-fee request goes onto the sheet at its asked time, or at the
 * time given (both or neither); `message` is added to the player's mail.
 */
export const confirmRequestInput = z
  .object({
    hour: z.number().int().min(0).max(23).optional(),
    minute: z.number().int().min(0).max(59).optional(),
    message: staffMessage.optional(),
  })
  .refine(({ hour, minute }) => (hour === undefined) === (minute === undefined), {
    message: 'Give both the hour and the minute, or neither.',
    path: ['minute'],
  });
export type ConfirmRequestInput = z.infer<typeof confirmRequestInput>;

/**
 * A 409 of a move or a confirmation: when the time is full or blocked, `times` holds the nearest times
 * of that date with room for the party; other conflicts (already canceled, already on the sheet) have none.
 */
export const sheetTimeConflict = z.object({
  message: z.string(),
  times: z.array(z.object({ hour: z.number(), minute: z.number() })).optional(),
});
export type SheetTimeConflict = z.infer<typeof sheetTimeConflict>;
