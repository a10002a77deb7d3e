import './openingWeek.css';
import type { Facility, OpeningHoursAnswer } from '../../../../../common/api/openingHours';
import { parseIsoDate } from '../../../../../common/rules/clubTime';
import { weekdayOf, weekOf } from '../../../../../common/rules/openingHours';
import { type Translate, useLocale, useT } from '../../../lib/i18n';
import { dayAndMonth, dayHoursLabel, type TimeStyle, weekday } from '../format';

type Day = ReturnType<
  typeof weekOf<OpeningHoursAnswer['hours']['bar'][number], OpeningHoursAnswer['exceptions'][number]>
>[number];

/** A day's hours as a visitor reads them: the exception's reason beside them, a day in no season plainly. */
function dayText(day: Day, t: Translate, style: TimeStyle): string {
  if (day.exception) {
    return t('openingHours.exception', {
      hours: dayHoursLabel(day.hours, t, style),
      reason: day.exception.reason,
    });
  }
  if (!day.period) return t('openingHours.noSeason');
  return dayHoursLabel(day.hours, t, style);
}

interface HoursThisWeekProps {
  answer: OpeningHoursAnswer;
  facility: Facility;
  /** yyyy-mm-dd, the club's today. */
  today: string;
  timeStyle?: TimeStyle;
}

/** Today's hours in a sentence, then the seven days from today, exceptional days with their reason. */
export function HoursThisWeek({ answer, facility, today, timeStyle = 'colon' }: HoursThisWeekProps) {
  const t = useT();
  const locale = useLocale();
  const week = weekOf(answer.hours, answer.exceptions, facility, today);
  const [first] = week;
  if (!first) return null;
  const dayName = (date: string) => weekday(weekdayOf(date), locale);
  return (
    <div className="opening-week">
      <p className="opening-week__today">
        {first.period || first.exception
          ? t('openingHours.today', { day: dayName(first.date), hours: dayText(first, t, timeStyle) })
          : t('openingHours.todayNoSeason', { day: dayName(first.date) })}
      </p>
      <table className="opening-week__table">
        <caption className="opening-week__caption">{t('openingHours.weekTitle')}</caption>
        <tbody>
          {week.map((day) => {
            const date = parseIsoDate(day.date);
            return (
              <tr key={day.date} className={day.exception ? 'opening-week__day--exception' : undefined}>
                <th scope="row">
                  {dayName(day.date)} {date ? dayAndMonth(date, locale) : ''}
                </th>
                <td>{dayText(day, t, timeStyle)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
