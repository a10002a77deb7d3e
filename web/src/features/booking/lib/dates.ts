import { type CalendarDate, parseIsoDate } from '../../../../../common/rules/clubTime';

import { dateTimeFormat, ENGLISH_LOCALE } from '../../../lib/intl';

/**
 * SPEC section 9: dates are shown in medium format, "Jun 14, 2025" in the default locale en-US
 * ("14 jun 2025" in nl-BE).
 */
const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long' };

/**
 * A calendar date in medium format. The month is 1-12, so the Date is built from month - 1: the
 * off-by-one SPEC section 3 warns about.
 */
export const formatMediumDate = (
  { year, month, day }: CalendarDate,
  locale: string = ENGLISH_LOCALE,
): string => dateTimeFormat(locale, MEDIUM_DATE).format(new Date(year, month - 1, day));

export const formatWeekday = ({ year, month, day }: CalendarDate, locale: string = ENGLISH_LOCALE): string =>
  dateTimeFormat(locale, WEEKDAY).format(new Date(year, month - 1, day));

/** The medium date of a YYYY-MM-DD text; the text itself when it is no date. */
export function formatIsoDate(text: string, locale: string = ENGLISH_LOCALE): string {
  const date = parseIsoDate(text);
  return date ? formatMediumDate(date, locale) : text;
}
