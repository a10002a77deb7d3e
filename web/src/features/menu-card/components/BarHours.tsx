import { clubToday, parseIsoDate } from '../../../../../common/rules/clubTime';
import { type MessageKey, type Translate, useT } from '../../../lib/i18n';
import { useIsClient } from '../../../lib/useIsClient';
import { type BarDay, type BarSeasonHours, barHoursOn, barSeasonHours } from '../lib/barHours';

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
  const open = hours.closes
    ? t('diningBar.bar.openFromTo', { opens: hours.opens, closes: hours.closes })
    : t('diningBar.bar.openFrom', { opens: hours.opens });
  if (hours.closedOn.length === 0) return open;
  const days = hours.closedOn.map((weekday) => t(weekdayKey(weekday))).join(', ');
  return t('diningBar.bar.withClosedDays', { hours: open, days });
}

function todayText(today: BarDay, t: Translate): string {
  const day = t(weekdayKey(today.weekday));
  if (today.kind === 'closed') return t('diningBar.bar.todayClosed', { day });
  return today.closes
    ? t('diningBar.bar.todayOpenFromTo', { day, opens: today.opens, closes: today.closes })
    : t('diningBar.bar.todayOpenFrom', { day, opens: today.opens });
}

/** The bar's seasonal hours (OPENING_HOURS.bar of the shared rules), and what they mean today at the club. */
export function BarHours({ today = clubToday() }: { today?: string }) {
  const t = useT();
  // Today is the visitor's day, not the build's: the prerendered page keeps the line's place, empty.
  const isClient = useIsClient();
  const date = parseIsoDate(today);
  const todayHours = date ? barHoursOn(date) : null;
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
          {barSeasonHours().map((hours) => (
            <tr key={hours.season}>
              <th scope="row">
                {t(hours.season === 'low' ? 'diningBar.bar.season.low' : 'diningBar.bar.season.high')}{' '}
                <span className="bar-hours__period">
                  {t('diningBar.bar.period', { from: hours.from, to: hours.to })}
                </span>
              </th>
              <td>{seasonHoursText(hours, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {todayHours ? (
        <p className="bar-hours__today">{isClient ? todayText(todayHours, t) : '\u00a0'}</p>
      ) : null}
    </div>
  );
}
