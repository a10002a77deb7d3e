import type { ReportPeriod } from '../../../../../../common/api/reports';
import { type CalendarDate, isoDate, parseIsoDate } from '../../../../../../common/rules/clubTime';
import { addDays } from '../../../../../../common/rules/openingHours';
import { dayOfWeek, inSeasonRange, type MonthDay, restOfYear } from '../../../../../../common/rules/seasons';
import { DEFAULT_HIGH_SEASON } from '../../../../../../common/rules/teeSheet';

/** The periods a report covers: the kinds staff pick, each but `range` found from any day inside it. */
export const periodKinds = ['day', 'week', 'month', 'season', 'year', 'range'] as const;
export type PeriodKind = (typeof periodKinds)[number];

/** A season of the price list in force, as the picker needs it: its English name and its days. */
export interface ReportSeason {
  key: string;
  name: string;
  from: MonthDay;
  to: MonthDay;
}

/** The seasons of the price list in force on a day (lists may change their seasons). */
export type SeasonsOn = (day: string) => readonly ReportSeason[];

/** A period with what it was picked as: for a season, which one. */
export interface PickedPeriod extends ReportPeriod {
  kind: PeriodKind;
  season?: ReportSeason;
}

/**
 * The seeded seasons (DEFAULT_HIGH_SEASON, and low season the rest of the year), for when no price list
 * can be read (docs/product.md, Seasons and prices).
 */
export const defaultSeasons = (names: { high: string; low: string }): ReportSeason[] => [
  { key: 'high', name: names.high, from: DEFAULT_HIGH_SEASON.from, to: DEFAULT_HIGH_SEASON.to },
  { key: 'low', name: names.low, ...restOfYear(DEFAULT_HIGH_SEASON) },
];

const calendar = (date: string): CalendarDate => {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  return parsed;
};

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A day of the year in a given year; 29 February becomes 28 February where there is none. */
const dayIn = (year: number, { month, day }: MonthDay): string =>
  isoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });

/** The occurrence of a season that holds a date: a season across the year end runs into the next year. */
function seasonSpan(season: ReportSeason, date: CalendarDate): ReportPeriod {
  const wraps = season.from.month * 100 + season.from.day > season.to.month * 100 + season.to.day;
  if (!wraps) return { from: dayIn(date.year, season.from), to: dayIn(date.year, season.to) };
  const startedThisYear = date.month * 100 + date.day >= season.from.month * 100 + season.from.day;
  const startYear = startedThisYear ? date.year : date.year - 1;
  return { from: dayIn(startYear, season.from), to: dayIn(startYear + 1, season.to) };
}

/** The season of the list that holds a date; the first one when the list leaves the date out. */
const seasonOn = (seasons: readonly ReportSeason[], date: CalendarDate): ReportSeason | undefined =>
  seasons.find((season) => inSeasonRange(date, season)) ?? seasons[0];

/** The period of a kind around a day: its week (Monday to Sunday), month, season or year. */
export function periodAround(
  kind: Exclude<PeriodKind, 'range'>,
  day: string,
  seasonsOn: SeasonsOn,
): PickedPeriod {
  const date = calendar(day);
  switch (kind) {
    case 'day':
      return { kind, from: day, to: day };
    case 'week': {
      const monday = addDays(day, -((dayOfWeek(date) + 6) % 7));
      return { kind, from: monday, to: addDays(monday, 6) };
    }
    case 'month':
      return {
        kind,
        from: isoDate({ ...date, day: 1 }),
        to: isoDate({ ...date, day: daysInMonth(date.year, date.month) }),
      };
    case 'year':
      return { kind, from: `${date.year}-01-01`, to: `${date.year}-12-31` };
    case 'season': {
      const season = seasonOn(seasonsOn(day), date);
      if (!season) return { kind, from: day, to: day };
      return { kind, season, ...seasonSpan(season, date) };
    }
  }
}

/** The period before (-1) or after (+1) one of the same kind; a range moves by its own length. */
export function stepPeriod(period: PickedPeriod, direction: -1 | 1, seasonsOn: SeasonsOn): PickedPeriod {
  if (period.kind === 'range') {
    const length = periodLength(period);
    return {
      kind: period.kind,
      from: addDays(period.from, direction * length),
      to: addDays(period.to, direction * length),
    };
  }
  const outside = direction < 0 ? addDays(period.from, -1) : addDays(period.to, 1);
  return periodAround(period.kind, outside, seasonsOn);
}

/** How many days a period has, both ends included. */
export const periodLength = ({ from, to }: ReportPeriod): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The same day a year earlier; 29 February goes back to 28 February, a month's last day to its last day. */
function dayAYearEarlier(day: string, lastOfMonth: boolean): string {
  const { year, month, day: dayOfMonth } = calendar(day);
  const last = daysInMonth(year - 1, month);
  return isoDate({ year: year - 1, month, day: lastOfMonth ? last : Math.min(dayOfMonth, last) });
}

const WEEKS_IN_A_YEAR_DAYS = 364;

/**
 * The same period a year earlier. A day or a week goes back 52 weeks, so that a Saturday is compared with a
 * Saturday; the longer periods keep their dates, and a period ending on a month's last day ends on it too.
 */
export function periodAYearEarlier(period: PickedPeriod): ReportPeriod {
  if (period.kind === 'day' || period.kind === 'week') {
    return {
      from: addDays(period.from, -WEEKS_IN_A_YEAR_DAYS),
      to: addDays(period.to, -WEEKS_IN_A_YEAR_DAYS),
    };
  }
  const { year, month, day } = calendar(period.to);
  return {
    from: dayAYearEarlier(period.from, false),
    to: dayAYearEarlier(period.to, day === daysInMonth(year, month)),
  };
}

/** The season that holds today and the one before it: the picker's two presets. */
export function seasonPresets(today: string, seasonsOn: SeasonsOn): PickedPeriod[] {
  if (seasonsOn(today).length === 0) return [];
  const current = periodAround('season', today, seasonsOn);
  const previous = periodAround('season', addDays(current.from, -1), seasonsOn);
  return [current, previous];
}
