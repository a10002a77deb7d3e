import type { CalendarDate } from './clubTime';

/** Green-fee seasons: low 17 Nov to 31 Mar, high 1 Apr to 16 Nov (docs/product.md, Seasons and prices). */
export type Season = 'low' | 'high';

export interface ClockTime {
  hour: number;
  minute: number;
}

export const minutesOfDay = ({ hour, minute }: ClockTime): number => hour * 60 + minute;

export interface MonthDay {
  month: number;
  day: number;
}

/** High season's first and last day (both included); low season is the rest of the year. */
export const HIGH_SEASON_FIRST_DAY: MonthDay = { month: 4, day: 1 };
export const HIGH_SEASON_LAST_DAY: MonthDay = { month: 11, day: 16 };

const monthDayKey = ({ month, day }: MonthDay): number => month * 100 + day;

export function seasonOf(date: CalendarDate): Season {
  const key = monthDayKey(date);
  const isHigh = key >= monthDayKey(HIGH_SEASON_FIRST_DAY) && key <= monthDayKey(HIGH_SEASON_LAST_DAY);
  return isHigh ? 'high' : 'low';
}

/** 0 = Sunday … 6 = Saturday; UTC so the machine's time zone never shifts the day. */
export const dayOfWeek = ({ year, month, day }: CalendarDate): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();
