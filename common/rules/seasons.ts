import type { CalendarDate } from './clubTime';

/**
 * The tee sheet's seasons: high season the days of its configuration's `highSeason`, low season the rest
 * of the year (docs/product.md, Tee sheet).
 */
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

/** Days of the year from `from` to `to`, both included; `from` after `to` wraps the year end. */
export interface DaySpan {
  from: MonthDay;
  to: MonthDay;
}

const monthDayKey = ({ month, day }: MonthDay): number => month * 100 + day;

/** The day after a day of the year, 29 February included (DAYS_IN_MONTH); 31 December is followed by 1 January. */
const nextDay = ({ month, day }: MonthDay): MonthDay =>
  day < (DAYS_IN_MONTH[month - 1] ?? 0) ? { month, day: day + 1 } : { month: (month % 12) + 1, day: 1 };

/** The day before a day of the year: 1 March follows 29 February. */
function previousDay({ month, day }: MonthDay): MonthDay {
  if (day > 1) return { month, day: day - 1 };
  const before = month === 1 ? 12 : month - 1;
  return { month: before, day: DAYS_IN_MONTH[before - 1] ?? 31 };
}

/** The rest of the year around a span: low season around high season. */
export const restOfYear = ({ from, to }: DaySpan): DaySpan => ({ from: nextDay(to), to: previousDay(from) });

/** The tee sheet's season of a date: high within the club's high season, low the rest of the year. */
export const seasonOf = (date: CalendarDate, highSeason: DaySpan): Season =>
  inSeasonRange(date, highSeason) ? 'high' : 'low';

/** 0 = Sunday … 6 = Saturday; UTC so the machine's time zone never shifts the day. */
export const dayOfWeek = ({ year, month, day }: CalendarDate): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** A named range of days of the year; `from` after `to` wraps the year end (17 November to 31 March). */
export interface SeasonRange extends DaySpan {
  key: string;
}

export function inSeasonRange(date: MonthDay, { from, to }: DaySpan): boolean {
  const key = monthDayKey(date);
  const first = monthDayKey(from);
  const last = monthDayKey(to);
  return first <= last ? key >= first && key <= last : key >= first || key <= last;
}

/** The most days each month has (29 in February): a day of the year is valid within these. */
export const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Every day of the year in order, 29 February included, so that it is checked too. */
const DAYS_OF_THE_YEAR: MonthDay[] = DAYS_IN_MONTH.flatMap((days, index) =>
  Array.from({ length: days }, (_, day) => ({ month: index + 1, day: day + 1 })),
);

const dayName = ({ month, day }: MonthDay) => `${day}/${month}`;

/** Why these seasons do not cover each day of the year exactly once, or null when they do. */
export function seasonCoverageProblem(seasons: readonly SeasonRange[]): string | null {
  for (const date of DAYS_OF_THE_YEAR) {
    const covering = seasons.filter((season) => inSeasonRange(date, season));
    if (covering.length === 0) return `No season covers ${dayName(date)} (day/month).`;
    if (covering.length > 1) {
      return `Seasons ${covering.map((season) => season.key).join(' and ')} overlap on ${dayName(date)} (day/month).`;
    }
  }
  return null;
}

/** 'HH:MM' (as price lists store times) → ClockTime. */
export function clockTimeOf(text: string): ClockTime {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`Not a time: ${text}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}
