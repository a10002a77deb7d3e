import { parseIsoDate } from '../../../../../common/rules/clubTime';
import { maxHandicapOn } from '../../../../../common/rules/handicapLimits';
import { belgianHolidays } from '../../../../../common/rules/holidays';
import { useLocale, useT } from '../../../lib/i18n';
import { formatWeekday } from '../lib/dates';

/**
 * Under the date: the maximum handicap of that day (docs/product.md, Handicap limits), naming the holiday
 * when it is one.
 */
export function useDateHint(date: string): string | undefined {
  const t = useT();
  const locale = useLocale();
  const day = parseIsoDate(date);
  if (!day) return undefined;
  const max = maxHandicapOn(day);
  const holiday = belgianHolidays(day.year).find((h) => h.date.month === day.month && h.date.day === day.day);
  return holiday
    ? t('bookingForm.dateLimitHoliday', { holiday: holiday.name, max })
    : t('bookingForm.dateLimit', { weekday: formatWeekday(day, locale), max });
}
