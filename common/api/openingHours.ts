import { z } from 'zod';
import { inSeasonRange } from '../rules/seasons';
import { clockText, isoDate, localized, monthDay } from './fields';

/**
 * Opening hours (docs/product.md, Opening hours): what staff manage under /admin/opening-hours, and what
 * the pages of the driving range, the golf shop and the bar show.
 */

export const FACILITIES = ['drivingRange', 'shop', 'bar'] as const;
export const facility = z.enum(FACILITIES);
export type Facility = z.infer<typeof facility>;

/** One weekday's hours: `closes` null is "from {opens}" without a closing time; the day itself null is closed. */
export const dayHours = z.object({ opens: clockText, closes: clockText.nullable() }).nullable();
export type DayHours = z.infer<typeof dayHours>;

/** A season of hours: a range of days of the year (it may wrap the year end), Monday first. */
export const openingPeriod = z.object({
  name: localized,
  from: monthDay,
  to: monthDay,
  days: z.array(dayHours).length(7),
});
export type OpeningPeriod = z.infer<typeof openingPeriod>;

/** Each facility's seasons; a day in none of them has no hours to state. */
export const openingHours = z.object({
  drivingRange: z.array(openingPeriod).max(6),
  shop: z.array(openingPeriod).max(6),
  bar: z.array(openingPeriod).max(6),
});
export type OpeningHours = z.infer<typeof openingHours>;

/** An exceptional day or range: closed, or other hours, with a reason per language. */
export const openingException = z.object({
  facility,
  from: isoDate,
  to: isoDate,
  closed: z.boolean(),
  opens: clockText.nullable(),
  closes: clockText.nullable(),
  reason: localized,
});
export type OpeningException = z.infer<typeof openingException>;

/** What staff send for an exceptional day: a range in order, hours unless closed, at most a year long. */
export const openingExceptionBody = openingException.superRefine((value, context) => {
  if (value.from > value.to) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'The last day comes on or after the first.' });
  }
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
  if (days > 366) context.addIssue({ code: 'custom', path: ['to'], message: 'At most a year at once.' });
  if (!value.closed && value.opens === null) {
    context.addIssue({
      code: 'custom',
      path: ['opens'],
      message: 'Give the opening time, or mark it closed.',
    });
  }
  if (!value.closed && value.opens !== null && value.closes !== null && value.closes <= value.opens) {
    context.addIssue({ code: 'custom', path: ['closes'], message: 'Closing comes after opening.' });
  }
});
export const storedOpeningException = openingException.extend({ id: z.number().int() });
export type StoredOpeningException = z.infer<typeof storedOpeningException>;
export const openingExceptionCreated = z.object({ id: z.number().int() });
export const openingExceptionIdParams = z.object({ id: z.coerce.number().int().positive() });

/** GET /admin/opening-hours: the hours and every exceptional day, ordered by date. */
export const adminOpeningHours = z.object({
  hours: openingHours,
  exceptions: z.array(storedOpeningException),
});
export type AdminOpeningHours = z.infer<typeof adminOpeningHours>;

export { OPENING_HOURS_PAGE_DAYS } from './openingHoursDays';

/** GET /opening-hours?from=&days=: the days asked for, 1 to 62 from a date. */
export const openingHoursQuery = z.object({
  from: isoDate,
  days: z.coerce.number().int().min(1, 'At least 1 day.').max(62, 'At most 62 days.').default(7),
});

const publicPeriod = openingPeriod.extend({ name: z.string() });
export type PublicOpeningPeriod = z.infer<typeof publicPeriod>;
const publicException = openingException.extend({ id: z.number().int(), reason: z.string() });
export type PublicOpeningException = z.infer<typeof publicException>;

/** The public answer: each facility's seasons and the exceptional days that touch the range, in one language. */
export const openingHoursAnswer = z.object({
  hours: z.object({
    drivingRange: z.array(publicPeriod),
    shop: z.array(publicPeriod),
    bar: z.array(publicPeriod),
  }),
  exceptions: z.array(publicException),
});
export type OpeningHoursAnswer = z.infer<typeof openingHoursAnswer>;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** What staff save: closing after opening, and no day of the year in two seasons of one facility. */
export const openingHoursBody = openingHours.superRefine((value, context) => {
  for (const name of FACILITIES) {
    const periods = value[name];
    periods.forEach((period, index) => {
      period.days.forEach((day, weekday) => {
        if (day?.closes && day.closes <= day.opens) {
          context.addIssue({
            code: 'custom',
            path: [name, index, 'days', weekday, 'closes'],
            message: `${WEEKDAYS[weekday]}: closing comes after opening.`,
          });
        }
      });
      const overlap = periods.findIndex(
        (other, otherIndex) =>
          otherIndex < index && (inSeasonRange(period.from, other) || inSeasonRange(other.from, period)),
      );
      if (overlap >= 0) {
        context.addIssue({
          code: 'custom',
          path: [name, index, 'from'],
          message: `This season overlaps season ${overlap + 1}.`,
        });
      }
    });
  }
});
