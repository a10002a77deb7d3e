import type { CalendarDate } from './clubTime';
import { dayOfWeek } from './seasons';

export interface Holiday {
  date: CalendarDate;
  name: string;
}

/** Anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

function addDays({ year, month, day }: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function belgianHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number, name: string): Holiday => ({ date: { year, month, day }, name });
  return [
    fixed(1, 1, "New Year's Day"),
    { date: addDays(easter, 1), name: 'Easter Monday' },
    fixed(5, 1, 'Labour Day'),
    { date: addDays(easter, 39), name: 'Ascension Day' },
    { date: addDays(easter, 50), name: 'Whit Monday' },
    fixed(7, 21, 'Belgian National Day'),
    fixed(8, 15, 'Assumption Day'),
    fixed(11, 1, "All Saints' Day"),
    fixed(11, 11, 'Armistice Day'),
    fixed(12, 25, 'Christmas Day'),
  ];
}

const sameDate = (a: CalendarDate, b: CalendarDate): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day;

export const isBelgianHoliday = (date: CalendarDate): boolean =>
  belgianHolidays(date.year).some((holiday) => sameDate(holiday.date, date));

export function isWeekendOrHoliday(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6 || isBelgianHoliday(date);
}
