import type { Localized } from '../api/fields';
import type {
  DayHours,
  Facility,
  OpeningHours,
  OpeningHoursAnswer,
  OpeningPeriod,
  StoredOpeningException,
} from '../api/openingHours';
import type { Language } from '../i18n/languages';
import { type CalendarDate, isoDate, parseIsoDate } from './clubTime';
import { localizedText } from './priceLists';
import { dayOfWeek, inSeasonRange } from './seasons';

/*
 * Opening hours as data (docs/product.md, Opening hours). The seeded hours are those of a fresh install;
 * staff replace them under /admin/opening-hours.
 */

const LOW_SEASON: Localized = { en: 'Low season', nl: 'Laagseizoen', fr: 'Basse saison', de: 'Nebensaison' };
const HIGH_SEASON: Localized = {
  en: 'High season',
  nl: 'Hoogseizoen',
  fr: 'Haute saison',
  de: 'Hauptsaison',
};

const everyDay = (opens: string, closes: string | null): DayHours[] =>
  Array.from({ length: 7 }, () => ({ opens, closes }));

const RANGE_AND_SHOP: OpeningPeriod[] = [
  {
    name: LOW_SEASON,
    from: { month: 10, day: 1 },
    to: { month: 5, day: 31 },
    days: everyDay('08:30', '17:00'),
  },
  {
    name: HIGH_SEASON,
    from: { month: 6, day: 1 },
    to: { month: 9, day: 30 },
    days: everyDay('08:00', '19:00'),
  },
];

/** Monday first: the bar's low season is closed on Tuesday. */
const barLowDays = everyDay('10:00', null).map((day, index) => (index === 1 ? null : day));

export const SEEDED_OPENING_HOURS: OpeningHours = {
  drivingRange: RANGE_AND_SHOP,
  shop: RANGE_AND_SHOP,
  bar: [
    { name: LOW_SEASON, from: { month: 11, day: 1 }, to: { month: 3, day: 31 }, days: barLowDays },
    // Ends on 30 October: 31 October falls in no bar season.
    {
      name: HIGH_SEASON,
      from: { month: 4, day: 1 },
      to: { month: 10, day: 30 },
      days: everyDay('09:30', '22:00'),
    },
  ],
};

/** The parts of a season and of an exceptional day the day's hours depend on, whatever their texts. */
type PeriodLike = Pick<OpeningPeriod, 'from' | 'to' | 'days'> & { name: unknown };
type ExceptionLike = {
  facility: Facility;
  from: string;
  to: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
};
type HoursLike<P extends PeriodLike> = Record<Facility, readonly P[]>;

export interface DayOfHours<P extends PeriodLike, E extends ExceptionLike> {
  /** yyyy-mm-dd. */
  date: string;
  /** The season's name, or null on a day no season covers (then hours is null and says nothing). */
  period: P['name'] | null;
  /** The day's hours, or null: closed (or, without a period and an exception, not stated). */
  hours: DayHours;
  /** The exceptional day that decides the hours, if any. */
  exception: E | null;
}

/** Monday first, as periods store their days. */
const mondayFirstIndex = (date: CalendarDate) => (dayOfWeek(date) + 6) % 7;

function dateOf(text: string): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw new RangeError(`Not a date: ${text}`);
  return date;
}

/**
 * A facility's hours on a date (yyyy-mm-dd): an exceptional day wins over the season (the latest listed when
 * two cover the date); a date in no season has no hours to state.
 */
export function hoursOn<P extends PeriodLike, E extends ExceptionLike>(
  hours: HoursLike<P>,
  exceptions: readonly E[],
  facility: Facility,
  date: string,
): DayOfHours<P, E> {
  const calendarDate = dateOf(date);
  const period = hours[facility].find((season) => inSeasonRange(calendarDate, season)) ?? null;
  const exception =
    exceptions.findLast((day) => day.facility === facility && day.from <= date && date <= day.to) ?? null;
  const seasonHours = period ? (period.days[mondayFirstIndex(calendarDate)] ?? null) : null;
  const exceptionHours =
    exception && !exception.closed && exception.opens !== null
      ? { opens: exception.opens, closes: exception.closes }
      : null;
  return {
    date,
    period: period ? (period.name as P['name']) : null,
    hours: exception ? exceptionHours : seasonHours,
    exception,
  };
}

/** yyyy-mm-dd, `days` later (or earlier). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = dateOf(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** A facility's hours on seven days from a date (that day first). */
export function weekOf<P extends PeriodLike, E extends ExceptionLike>(
  hours: HoursLike<P>,
  exceptions: readonly E[],
  facility: Facility,
  from: string,
): DayOfHours<P, E>[] {
  return Array.from({ length: 7 }, (_, offset) =>
    hoursOn(hours, exceptions, facility, addDays(from, offset)),
  );
}

/** 0 = Sunday, as the locale's weekday names count. */
export const weekdayOf = (date: string): number => dayOfWeek(dateOf(date));

/** The public answer: every name and reason in one language (English where a translation is empty). */
export function localizeOpeningHours(
  hours: OpeningHours,
  exceptions: readonly StoredOpeningException[],
  language: Language,
): OpeningHoursAnswer {
  const periods = (list: readonly OpeningPeriod[]) =>
    list.map((period) => ({ ...period, name: localizedText(period.name, language) }));
  return {
    hours: { drivingRange: periods(hours.drivingRange), shop: periods(hours.shop), bar: periods(hours.bar) },
    exceptions: exceptions.map((day) => ({ ...day, reason: localizedText(day.reason, language) })),
  };
}
