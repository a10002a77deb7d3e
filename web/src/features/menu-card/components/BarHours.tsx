import type { OpeningHoursAnswer } from '../../../../../common/api/openingHours';
import { clubToday } from '../../../../../common/rules/clubTime';
import { type MessageKey, type Translate, useT } from '../../../lib/i18n';
import { useOpeningHours } from '../../opening-hours/api/getOpeningHours';
import { HoursFailed, HoursLoading } from '../../opening-hours/components/HoursStatus';
import { HoursThisWeek } from '../../opening-hours/components/HoursThisWeek';
import { dayHoursLabel } from '../../opening-hours/format';
import { type BarSeasonHours, barSeasonHours } from '../lib/barHours';

const WEEKDAYS = [
  'diningBar.weekday.0',
  'diningBar.weekday.1',
  'diningBar.weekday.2',
  'diningBar.weekday.3',
  'diningBar.weekday.4',
  'diningBar.weekday.5',
  'diningBar.weekday.6',
] as const satisfies readonly MessageKey[];

/** The name of a dayOfWeek value (0 = Sunday). */
const weekdayKey = (weekday: number): MessageKey => WEEKDAYS[weekday % 7] ?? 'diningBar.weekday.0';

function seasonHoursText(hours: BarSeasonHours, t: Translate): string {
  if (!hours.common) {
    // Days with hours of their own: each listed, Monday first.
    return hours.days
      .map((day, index) => `${t(weekdayKey((index + 1) % 7))} ${dayHoursLabel(day, t)}`)
      .join('; ');
  }
  const { opens, closes } = hours.common;
  const open = closes
    ? t('diningBar.bar.openFromTo', { opens, closes })
    : t('diningBar.bar.openFrom', { opens });
  if (hours.closedOn.length === 0) return open;
  const days = hours.closedOn.map((weekday) => t(weekdayKey(weekday))).join(', ');
  return t('diningBar.bar.withClosedDays', { hours: open, days });
}

/** The bar's seasons as a table, then today and the week: the data staff keep (GET /opening-hours). */
export function BarHoursView({ answer, today }: { answer: OpeningHoursAnswer; today: string }) {
  const t = useT();
  return (
    <div className="bar-hours">
      <table className="bar-hours__table">
        <caption className="bar-hours__caption">{t('diningBar.bar.hoursTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('diningBar.bar.season')}</th>
            <th scope="col">{t('diningBar.bar.hours')}</th>
          </tr>
        </thead>
        <tbody>
          {answer.hours.bar.map(barSeasonHours).map((hours) => (
            <tr key={`${hours.from}-${hours.to}`}>
              <th scope="row">
                {hours.name}{' '}
                <span className="bar-hours__period">
                  {t('diningBar.bar.period', { from: hours.from, to: hours.to })}
                </span>
              </th>
              <td>{seasonHoursText(hours, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <HoursThisWeek answer={answer} facility="bar" today={today} />
    </div>
  );
}

export function BarHours() {
  const today = clubToday();
  const query = useOpeningHours(today);
  if (query.data) return <BarHoursView answer={query.data} today={today} />;
  return query.isError ? <HoursFailed /> : <HoursLoading />;
}
