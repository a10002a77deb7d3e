import { z } from 'zod';
import { clockText, isoDate, localized, monthDay } from './priceLists';

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
