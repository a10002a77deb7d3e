import { ENGLISH_LOCALE, monthName } from '../../../../common/i18n/localeFormat';
import type { CalendarDate } from '../../../../common/rules/clubTime';
import { type Season, seasonOf } from '../../../../common/rules/seasons';

export interface SeasonSpan {
  from: CalendarDate;
  to: CalendarDate;
}

const dayAfter = ({ year, month, day }: CalendarDate): CalendarDate => {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
};

const dayBefore = ({ year, month, day }: CalendarDate): CalendarDate => {
  const previous = new Date(Date.UTC(year, month - 1, day - 1));
  return { year: previous.getUTCFullYear(), month: previous.getUTCMonth() + 1, day: previous.getUTCDate() };
};

/**
 * The first and last day of each green-fee season, read from seasonOf (common/rules/seasons.ts) so that
 * the dates shown can never drift from the dates charged. Each season starts the day it takes over.
 */
export function seasonSpans(year = 2025): Record<Season, SeasonSpan> {
  const starts: Partial<Record<Season, CalendarDate>> = {};
  let date: CalendarDate = { year, month: 1, day: 1 };
  while (date.year === year) {
    const next = dayAfter(date);
    const season = seasonOf(next);
    if (season !== seasonOf(date)) starts[season] = next;
    date = next;
  }
  const { low, high } = starts;
  if (!low || !high) throw new Error('seasonOf must switch seasons twice a year');
  return { low: { from: low, to: dayBefore(high) }, high: { from: high, to: dayBefore(low) } };
}

/**
 * "17 Nov" (short) or "1 January" (long): day first, as the club writes its dates, with the month named
 * in the page's locale ("17 nov.", "1 janvier"). A no-break space holds the day to its month, so a
 * narrow column never splits them.
 */
export function formatDayMonth(
  date: CalendarDate,
  style: 'short' | 'long' = 'short',
  locale: string = ENGLISH_LOCALE,
): string {
  return `${date.day}\u00a0${monthName(date.month, style, locale)}`;
}
