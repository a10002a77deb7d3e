import type { DayHours } from '../../../../common/api/openingHours';
import {
  ENGLISH_LOCALE,
  formatDateDayMonth,
  monthName,
  weekdayName,
} from '../../../../common/i18n/localeFormat';
import type { CalendarDate } from '../../../../common/rules/clubTime';
import { clockTimeOf, type MonthDay } from '../../../../common/rules/seasons';
import type { Translate } from '../../lib/i18n';
import { formatClock } from '../prices/format';

/** "colon": 8:30 to 17:00 (range); "h": 8h30 to 17h, as the golf shop writes it. */
export type TimeStyle = 'colon' | 'h';

/** 'HH:MM' as the page writes it. */
export function formatTime(text: string, style: TimeStyle): string {
  const time = clockTimeOf(text);
  if (style === 'colon') return formatClock(time);
  return time.minute === 0 ? `${time.hour}h` : `${time.hour}h${String(time.minute).padStart(2, '0')}`;
}

const month = (value: number, locale: string) => monthName(value, 'long', locale);
/** "1 April" in English as the club writes it; the locale's own order and marks elsewhere ("1. April"). */
export const dayAndMonth = ({ month: value, day }: MonthDay, locale: string) =>
  locale === ENGLISH_LOCALE
    ? `${day} ${month(value, locale)}`
    : formatDateDayMonth({ year: 2001, month: value, day } as CalendarDate, 'long', locale);
const lastDayOf = (value: number) => new Date(Date.UTC(2001, value, 0)).getUTCDate();
/** 0 = Sunday. */
export const weekday = (dayOfWeek: number, locale: string = ENGLISH_LOCALE) => weekdayName(dayOfWeek, locale);
/** Periods store their days Monday first; weekday names count from Sunday. */
const dayOfWeekAt = (mondayFirst: number) => (mondayFirst + 1) % 7;

/** "October to May" for whole months, "1 April to 30 October" otherwise, months named in the locale. */
export function periodLabel(
  { from, to }: { from: MonthDay; to: MonthDay },
  t: Translate,
  locale: string = ENGLISH_LOCALE,
): string {
  const wholeMonths = from.day === 1 && to.day === lastDayOf(to.month);
  const side = (value: MonthDay) => (wholeMonths ? month(value.month, locale) : dayAndMonth(value, locale));
  return t('openingHours.period', { from: side(from), to: side(to) });
}

/** One day's hours: "8:30 to 17:00", "from 10:00", "closed". */
export function dayHoursLabel(day: DayHours, t: Translate, style: TimeStyle = 'colon'): string {
  if (!day) return t('openingHours.closed');
  const opens = formatTime(day.opens, style);
  return day.closes
    ? t('openingHours.fromTo', { opens, closes: formatTime(day.closes, style) })
    : t('openingHours.from', { opens });
}

const sameHours = (a: DayHours, b: DayHours) => a?.opens === b?.opens && a?.closes === b?.closes;

/**
 * A season's week in one line: "Daily 8:30 to 17:00", "Daily from 10:00, closed on Tuesday" when the open
 * days share their hours; otherwise each day: "Monday 8:30 to 17:00; Tuesday closed; …".
 */
export function hoursLabel(
  { days }: { days: readonly DayHours[] },
  t: Translate,
  style: TimeStyle = 'colon',
  locale: string = ENGLISH_LOCALE,
): string {
  const open = days.filter((day): day is NonNullable<DayHours> => day !== null);
  const [first] = open;
  if (!first) return t('openingHours.closed');
  if (!open.every((day) => sameHours(day, first))) {
    return days
      .map((day, index) =>
        t('openingHours.dayHours', {
          day: weekday(dayOfWeekAt(index), locale),
          hours: dayHoursLabel(day, t, style),
        }),
      )
      .join('; ');
  }
  const opens = formatTime(first.opens, style);
  const hours = first.closes
    ? t('openingHours.daily', { opens, closes: formatTime(first.closes, style) })
    : t('openingHours.dailyFrom', { opens });
  const closed = days.flatMap((day, index) => (day ? [] : [weekday(dayOfWeekAt(index), locale)]));
  if (closed.length === 0) return hours;
  return t('openingHours.closedOn', { hours, days: closed.join(t('openingHours.and')) });
}
