import type { CSSProperties } from 'react';
import type { ReportSummary } from '../../../../../../common/api/reports';
import { useAdminT } from '../../i18n';
import { formatHour, formatShare, formatWeekday } from './format';

type HeatCell = ReportSummary['occupancy']['heat'][number];

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The hours of the club's day that had tee times or players, earliest first. */
function hoursOf(heat: readonly HeatCell[]): number[] {
  return [
    ...new Set(heat.filter((cell) => cell.capacity > 0 || cell.players > 0).map((cell) => cell.hour)),
  ].sort((a, b) => a - b);
}

/**
 * Which times fill and which stay empty: a table of weekdays across (seven columns fit a phone) and hours
 * down, each cell coloured by players against places and saying the share in words, so colour is never
 * the only cue and a screen reader reads it as the table it is.
 */
export function HeatMap({ heat }: { heat: readonly HeatCell[] }) {
  const t = useAdminT();
  const hours = hoursOf(heat);
  const cellAt = new Map(heat.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));

  return (
    <div className="reports-heat">
      <h3 className="reports-heat__title">{t('admin.reports.heat.title')}</h3>
      <p className="admin-hint">{t('admin.reports.heat.hint')}</p>
      {hours.length === 0 ? (
        <p className="admin-empty">{t('admin.reports.noData')}</p>
      ) : (
        <table className="reports-heat__table">
          <caption className="visually-hidden">{t('admin.reports.heat.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.reports.heat.hour')}</th>
              {WEEKDAYS.map((weekday) => (
                <th scope="col" key={weekday}>
                  {formatWeekday(weekday)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((hour) => (
              <tr key={hour}>
                <th scope="row">{formatHour(hour)}</th>
                {WEEKDAYS.map((weekday) => {
                  const cell = cellAt.get(`${weekday}-${hour}`);
                  if (!cell || cell.capacity === 0) {
                    return (
                      <td key={weekday} className="reports-heat__cell reports-heat__cell--none">
                        <span aria-hidden="true">·</span>
                        <span className="visually-hidden">{t('admin.reports.none')}</span>
                      </td>
                    );
                  }
                  const fill = Math.min(1, cell.players / cell.capacity);
                  const places = t('admin.reports.heat.cell', {
                    players: cell.players,
                    places: cell.capacity,
                  });
                  return (
                    <td
                      key={weekday}
                      className="reports-heat__cell"
                      style={{ '--fill': fill } as CSSProperties}
                      title={places}
                    >
                      {formatShare(cell.players, cell.capacity)}
                      <span className="visually-hidden"> ({places})</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
