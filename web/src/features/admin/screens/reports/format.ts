import type { ReportPeriod } from '../../../../../../common/api/reports';
import { formatEuro } from '../../lib/money';
import type { PickedPeriod } from './period';

/** The report's numbers and days as staff read them, in the admin's English (en-US). */
const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});

const utc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
const dayFormat = utc({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const shortDayFormat = utc({ month: 'short', day: 'numeric' });
const rowDayFormat = utc({ weekday: 'short', month: 'short', day: 'numeric' });
const monthFormat = utc({ month: 'long', year: 'numeric' });
const rangeFormat = utc({ month: 'short', day: 'numeric', year: 'numeric' });
const weekdayFormat = utc({ weekday: 'short' });

/** A yyyy-mm-dd day as a Date at midnight UTC, so that no time zone moves it. */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

export const formatCount = (value: number): string => count.format(value);

/** "62.5%"; nothing to divide by is null (no places, no bookings). */
export const formatShare = (part: number, whole: number): string | null =>
  whole > 0 ? percent.format(part / whole) : null;

/** Parts per thousand as a percentage: 25 → "2.5%". */
export const formatPermille = (permille: number): string => percent.format(permille / 1000);

/** Cents as euros, exact to the cent: 123456 → "€1,234.56". */
export const formatCents = (cents: number): string => formatEuro(cents / 100);

/** The change from a year earlier: "+12%", "-5%"; null when the year earlier had none to compare with. */
export const formatChange = (now: number, before: number): string | null =>
  before === 0 ? null : signedPercent.format((now - before) / before);

/** "Tue, Nov 3" for a table's row, "Nov 3" for a chart's axis. */
export const formatRowDay = (day: string): string => rowDayFormat.format(dateOf(day));
export const formatAxisDay = (day: string): string => shortDayFormat.format(dateOf(day));

/** 1 (Monday) … 7 (Sunday) as "Mon" … "Sun": 5 January 1970 was a Monday. */
export const formatWeekday = (weekday: number): string =>
  weekdayFormat.format(new Date(Date.UTC(1970, 0, 4 + weekday)));

export const formatHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** A span of days with its year once ("Nov 23 – 29" and the year), or one day with its year. */
export const formatDays = ({ from, to }: ReportPeriod): string =>
  from === to ? rangeFormat.format(dateOf(from)) : rangeFormat.formatRange(dateOf(from), dateOf(to));

/**
 * A period's title: a day with its weekday, a month with its year, a year alone; a season names itself
 * and its days (through `seasonTitle`); weeks and ranges give their days.
 */
export function formatPeriod(
  period: PickedPeriod,
  seasonTitle: (season: string, days: string) => string,
): string {
  switch (period.kind) {
    case 'day':
      return dayFormat.format(dateOf(period.from));
    case 'month':
      return monthFormat.format(dateOf(period.from));
    case 'year':
      return period.from.slice(0, 4);
    case 'season':
      return period.season ? seasonTitle(period.season.name, formatDays(period)) : formatDays(period);
    default:
      return formatDays(period);
  }
}
