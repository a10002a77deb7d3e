import type { CalendarDate } from './clubTime';
import { HANDICAP_LIMITS } from './handicapLimitTable';
import { isBelgianHoliday } from './holidays';
import { dayOfWeek } from './seasons';

/**
 * The day's handicap limit of docs/product.md, Handicap limits: at most 34 Monday to Thursday, at most 28
 * Friday to Sunday and on public holidays. The booking page states it, and the online booking refuses a
 * handicap above it; the mail request form only states it (it accepts -5 to 35).
 */
export { HANDICAP_LIMITS };

/** Which of the two limits a day has. */
export type HandicapDay = keyof typeof HANDICAP_LIMITS;

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

export function handicapDayOf(date: CalendarDate): HandicapDay {
  const weekday = dayOfWeek(date);
  const isLateWeek = weekday === FRIDAY || weekday === SATURDAY || weekday === SUNDAY;
  return isLateWeek || isBelgianHoliday(date) ? 'fridayToSundayAndHolidays' : 'mondayToThursday';
}

export const maxHandicapOn = (date: CalendarDate): number => HANDICAP_LIMITS[handicapDayOf(date)];

/** A handicap at the limit is allowed; only one above it is refused. */
export const isOverHandicapLimit = (handicap: number, date: CalendarDate): boolean =>
  handicap > maxHandicapOn(date);
