import { z } from 'zod';
import { parseIsoDate } from '../rules/clubTime';
import { minutesOfDay } from '../rules/seasons';
import { isSafeSingleLine, UNSAFE_TEXT_REASON } from '../validation/text';

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
