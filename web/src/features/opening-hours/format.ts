import type { OpeningPeriod } from '../../../../common/rules/prices';
import type { ClockTime } from '../../../../common/rules/seasons';
import type { Translate } from '../../lib/i18n';
import { DISPLAY_LOCALE, formatClock } from '../prices/format';

/** "colon": 8:30 to 17:00 (range); "h": 8h30 to 17h, as the golf shop writes it. */
export type TimeStyle = 'colon' | 'h';

export function formatTime(time: ClockTime, style: TimeStyle): string {
  if (style === 'colon') return formatClock(time);
  return time.minute === 0 ? `${time.hour}h` : `${time.hour}h${String(time.minute).padStart(2, '0')}`;
}

const monthName = new Intl.DateTimeFormat(DISPLAY_LOCALE, { month: 'long', timeZone: 'UTC' });
const weekdayName = new Intl.DateTimeFormat(DISPLAY_LOCALE, { weekday: 'long', timeZone: 'UTC' });

const month = (value: number) => monthName.format(new Date(Date.UTC(2001, value - 1, 1)));
const lastDayOf = (value: number) => new Date(Date.UTC(2001, value, 0)).getUTCDate();
/** 0 = Sunday; 7 January 2001 was a Sunday. */
export const weekday = (dayOfWeek: number) => weekdayName.format(new Date(Date.UTC(2001, 0, 7 + dayOfWeek)));

/** "October to May" for whole months, "1 April to 30 October" otherwise. */
export function periodLabel({ from, to }: OpeningPeriod, t: Translate): string {
  const wholeMonths = from.day === 1 && to.day === lastDayOf(to.month);
  const side = (value: { month: number; day: number }) =>
    wholeMonths ? month(value.month) : `${value.day} ${month(value.month)}`;
  return t('openingHours.period', { from: side(from), to: side(to) });
}

/** "Daily 8:30 to 17:00", "Daily from 10:00, closed on Tuesday". */
export function hoursLabel(period: OpeningPeriod, t: Translate, style: TimeStyle = 'colon'): string {
  const opens = formatTime(period.opens, style);
  const hours = period.closes
    ? t('openingHours.daily', { opens, closes: formatTime(period.closes, style) })
    : t('openingHours.dailyFrom', { opens });
  if (period.closedOn.length === 0) return hours;
  const days = period.closedOn.map(weekday).join(t('openingHours.and'));
  return t('openingHours.closedOn', { hours, days });
}
