import { BOOKING_HORIZON_DAYS } from './bookingHorizon';
import { addDays } from './openingHours';
import { listInForce } from './priceLists';

/**
 * What the admin's home warns about price lists (docs/product.md, Staff admin): 'stale' when the list in
 * force today took effect more than a year ago; 'horizon' when a bookable date (today up to the booking
 * horizon) would be priced by a list that took effect more than a year before that date, so that next
 * year's season is sold at last year's prices. `date` is the first such date.
 */
export type PriceListWarning<T> = { kind: 'stale'; list: T } | { kind: 'horizon'; date: string; list: T };

/** The same day a year earlier; 29 February goes back to 28 February. */
function yearBefore(isoDate: string): string {
  const [year, rest] = [Number(isoDate.slice(0, 4)), isoDate.slice(4)];
  return `${String(year - 1).padStart(4, '0')}${rest === '-02-29' ? '-02-28' : rest}`;
}

/** Whether a list took effect more than a year before a date (exactly a year is still current). */
const olderThanAYear = (effectiveFrom: string, isoDate: string): boolean =>
  effectiveFrom < yearBefore(isoDate);

/** The warnings for the club's today (yyyy-mm-dd); none while every bookable date has a current list. */
export function priceListWarnings<T extends { effectiveFrom: string }>(
  lists: readonly T[],
  today: string,
): PriceListWarning<T>[] {
  const warnings: PriceListWarning<T>[] = [];
  const inForce = listInForce(lists, today);
  if (inForce && olderThanAYear(inForce.effectiveFrom, today))
    warnings.push({ kind: 'stale', list: inForce });
  for (let offset = 0; offset <= BOOKING_HORIZON_DAYS; offset++) {
    const date = addDays(today, offset);
    const list = listInForce(lists, date);
    if (list && olderThanAYear(list.effectiveFrom, date)) {
      warnings.push({ kind: 'horizon', date, list });
      break;
    }
  }
  return warnings;
}
