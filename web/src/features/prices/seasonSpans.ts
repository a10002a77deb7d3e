import { ENGLISH_LOCALE, monthName } from '../../../../common/i18n/localeFormat';
import type { MonthDay } from '../../../../common/rules/seasons';

/**
 * "17 Nov" (short) or "1 January" (long): day first, as the club writes its dates, with the month named
 * in the page's locale ("17 nov.", "1 janvier"). A no-break space holds the day to its month, so a
 * narrow column never splits them. The seasons of a price list are days of any year: no year is shown.
 */
export function formatDayMonth(
  date: MonthDay,
  style: 'short' | 'long' = 'short',
  locale: string = ENGLISH_LOCALE,
): string {
  return `${date.day}\u00a0${monthName(date.month, style, locale)}`;
}
