import type { CalendarDate } from '../../../../../common/rules/clubTime';
import { isBelgianHoliday } from '../../../../../common/rules/holidays';
import { dayOfWeek } from '../../../../../common/rules/seasons';

/**
 * The informational play limits of docs/product.md, Handicap limits: at most 34 Monday to Thursday, at most
 * 28 Friday to Sunday and on holidays. The form itself accepts -5 to 35.
 */
export const HANDICAP_LIMITS = { mondayToThursday: 34, fridayToSundayAndHolidays: 28 } as const;

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

export function maxHandicapOn(date: CalendarDate): number {
  const weekday = dayOfWeek(date);
  const isLateWeek = weekday === FRIDAY || weekday === SATURDAY || weekday === SUNDAY;
  return isLateWeek || isBelgianHoliday(date)
    ? HANDICAP_LIMITS.fridayToSundayAndHolidays
    : HANDICAP_LIMITS.mondayToThursday;
}
