import type { ClubRules } from '../api/clubRules';
import type { CalendarDate } from './clubTime';
import { type HolidayRules, holidayOn } from './holidays';
import { dayOfWeek } from './seasons';

/**
 * The day's handicap limit of docs/product.md, Handicap limits: staff set one for Monday to Thursday and
 * one for Friday to Sunday and holidays (the Belgian ones and the club's). The booking page states it, and
 * the online booking refuses a handicap above it; the mail request form only states it (it accepts -5 to
 * 35).
 */
export type HandicapLimits = ClubRules['handicapLimits'];

/** Which of the two limits a day has. */
export type HandicapDay = keyof HandicapLimits;

/** What deciding a day's limit needs of the rules. */
export type HandicapRules = HolidayRules & { handicapLimits: HandicapLimits };

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

export function handicapDayOf(date: CalendarDate, rules: HolidayRules): HandicapDay {
  const weekday = dayOfWeek(date);
  const isLateWeek = weekday === FRIDAY || weekday === SATURDAY || weekday === SUNDAY;
  return isLateWeek || holidayOn(date, rules) ? 'fridayToSundayAndHolidays' : 'mondayToThursday';
}

export const maxHandicapOn = (date: CalendarDate, rules: HandicapRules): number =>
  rules.handicapLimits[handicapDayOf(date, rules)];

/** A handicap at the limit is allowed; only one above it is refused. */
export const isOverHandicapLimit = (handicap: number, date: CalendarDate, rules: HandicapRules): boolean =>
  handicap > maxHandicapOn(date, rules);
