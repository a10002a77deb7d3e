import {
  ENGLISH_LOCALE,
  formatDateDayMonth,
  monthName,
  weekdayName,
} from '../../../../common/i18n/localeFormat';
import type { OpeningPeriod } from '../../../../common/rules/prices';
import type { ClockTime } from '../../../../common/rules/seasons';
import type { Translate } from '../../lib/i18n';
import { formatClock } from '../prices/format';

/** "colon": 8:30 to 17:00 (range); "h": 8h30 to 17h, as the golf shop writes it. */
export type TimeStyle = 'colon' | 'h';

export function formatTime(time: ClockTime, style: TimeStyle): string {
  if (style === 'colon') return formatClock(time);
  return time.minute === 0 ? `${time.hour}h` : `${time.hour}h${String(time.minute).padStart(2, '0')}`;
}

const month = (value: number, locale: string) => monthName(value, 'long', locale);
/** "1 April" in English as the club writes it; the locale's own order and marks elsewhere ("1. April"). */
const dayAndMonth = ({ month: value, day }: { month: number; day: number }, locale: string) =>
  locale === ENGLISH_LOCALE
    ? `${day} ${month(value, locale)}`
    : formatDateDayMonth({ year: 2001, month: value, day }, 'long', locale);
const lastDayOf = (value: number) => new Date(Date.UTC(2001, value, 0)).getUTCDate();
/** 0 = Sunday. */
export const weekday = (dayOfWeek: number, locale: string = ENGLISH_LOCALE) => weekdayName(dayOfWeek, locale);

/** "October to May" for whole months, "1 April to 30 October" otherwise, months named in the locale. */
export function periodLabel(
  { from, to }: OpeningPeriod,
  t: Translate,
  locale: string = ENGLISH_LOCALE,
): string {
  const wholeMonths = from.day === 1 && to.day === lastDayOf(to.month);
  const side = (value: { month: number; day: number }) =>
    wholeMonths ? month(value.month, locale) : dayAndMonth(value, locale);
  return t('openingHours.period', { from: side(from), to: side(to) });
}

/** "Daily 8:30 to 17:00", "Daily from 10:00, closed on Tuesday". */
export function hoursLabel(
  period: OpeningPeriod,
  t: Translate,
  style: TimeStyle = 'colon',
  locale: string = ENGLISH_LOCALE,
): string {
  const opens = formatTime(period.opens, style);
  const hours = period.closes
    ? t('openingHours.daily', { opens, closes: formatTime(period.closes, style) })
    : t('openingHours.dailyFrom', { opens });
  if (period.closedOn.length === 0) return hours;
  const days = period.closedOn.map((day) => weekday(day, locale)).join(t('openingHours.and'));
  return t('openingHours.closedOn', { hours, days });
}
