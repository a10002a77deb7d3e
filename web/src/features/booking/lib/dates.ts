import { type CalendarDate, parseIsoDate } from '../../../../../common/rules/clubTime';

/** SPEC section 9: the default locale is en-US, and dates are shown in medium format ("Jun 14, 2025"). */
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const weekdayName = new Intl.DateTimeFormat('en-US', { weekday: 'long' });

/**
 * A calendar date in medium format. The month is 1-12, so the Date is built from month - 1: the
 * off-by-one SPEC section 3 warns about.
 */
export const formatMediumDate = ({ year, month, day }: CalendarDate): string =>
  mediumDate.format(new Date(year, month - 1, day));

export const formatWeekday = ({ year, month, day }: CalendarDate): string =>
  weekdayName.format(new Date(year, month - 1, day));

/** The medium date of a YYYY-MM-DD text; the text itself when it is no date. */
export function formatIsoDate(text: string): string {
  const date = parseIsoDate(text);
  return date ? formatMediumDate(date) : text;
}
