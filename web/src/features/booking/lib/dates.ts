import { ENGLISH_LOCALE, formatDateMedium, weekdayName } from '../../../../../common/i18n/localeFormat';
import { type CalendarDate, parseIsoDate } from '../../../../../common/rules/clubTime';

/**
 * A calendar date (month 1-12) in medium format (docs/product.md, Club time): "Jun 14, 2025" in the default
 * locale en-US ("14 jun 2025" in nl-BE).
 */
export const formatMediumDate = (date: CalendarDate, locale: string = ENGLISH_LOCALE): string =>
  formatDateMedium(date, locale);

/**
 * The weekday of a calendar date; the month is 1-12, so the Date is built from month - 1
 * (docs/product.md, Club time).
 */
export const formatWeekday = ({ year, month, day }: CalendarDate, locale: string = ENGLISH_LOCALE): string =>
  weekdayName(new Date(Date.UTC(year, month - 1, day)).getUTCDay(), locale);

/** The medium date of a YYYY-MM-DD text; the text itself when it is no date. */
export function formatIsoDate(text: string, locale: string = ENGLISH_LOCALE): string {
  const date = parseIsoDate(text);
  return date ? formatMediumDate(date, locale) : text;
}
