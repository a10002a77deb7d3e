import { useId, useMemo } from 'react';
import { useAdminT } from '../../i18n';
import type { BarChartSpec } from './charts/barChartSpec';
import { formatAxisDay, formatCount, formatRowDay, formatShare } from './format';
import { HeatMap } from './HeatMap';
import { ReportChart } from './ReportChart';
import { numberFigure, ReportFigures, type ReportPartProps, ReportSection } from './ReportParts';

/**
 * Occupancy: players against the places offered, per day as stacked bars (players, free places, and the
 * blocked places apart from them), then the weekday-by-hour heat map.
 */
export function OccupancySection({ summary, earlier }: ReportPartProps) {
  const t = useAdminT();
  const captionId = useId();
  const { occupancy } = summary;
  const none = t('admin.reports.none');
  const rate = (players: number, capacity: number) => formatShare(players, capacity) ?? none;

  const spec = useMemo<BarChartSpec>(
    () => ({
      labels: occupancy.days.map((day) => formatAxisDay(day.date)),
      stacked: true,
      series: [
        {
          label: t('admin.reports.occupancy.players'),
          values: occupancy.days.map((day) => day.players),
          colour: 'links-green',
          stack: 'places',
        },
        {
          label: t('admin.reports.occupancy.free'),
          values: occupancy.days.map((day) => Math.max(0, day.capacity - day.players)),
          colour: 'dune-deep',
          stack: 'places',
        },
        {
          label: t('admin.reports.occupancy.blocked'),
          values: occupancy.days.map((day) => day.blocked),
          colour: 'sea-light',
          stack: 'places',
        },
      ],
    }),
    [occupancy, t],
  );

  return (
    <ReportSection title={t('admin.reports.occupancy.title')} hint={t('admin.reports.occupancy.blockedHint')}>
      <ReportFigures
        figures={[
          {
            label: t('admin.reports.occupancy.rate'),
            value: rate(occupancy.players, occupancy.capacity),
            ...(earlier ? { earlier: rate(earlier.occupancy.players, earlier.occupancy.capacity) } : {}),
          },
          numberFigure(
            t('admin.reports.occupancy.players'),
            occupancy.players,
            earlier?.occupancy.players,
            formatCount,
          ),
          numberFigure(
            t('admin.reports.occupancy.capacity'),
            occupancy.capacity,
            earlier?.occupancy.capacity,
            formatCount,
          ),
          numberFigure(
            t('admin.reports.occupancy.blocked'),
            occupancy.blocked,
            earlier?.occupancy.blocked,
            formatCount,
          ),
        ]}
      />
      <ReportChart title={t('admin.reports.occupancy.perDay')} spec={spec} size="tall">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus to scroll by keyboard */}
        <section className="reports-table__scroll" aria-labelledby={captionId} tabIndex={0}>
          <table className="reports-table">
            <caption className="visually-hidden" id={captionId}>
              {t('admin.reports.occupancy.perDay')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.reports.occupancy.day')}</th>
                <th scope="col">{t('admin.reports.occupancy.players')}</th>
                <th scope="col">{t('admin.reports.occupancy.capacity')}</th>
                <th scope="col">{t('admin.reports.occupancy.rate')}</th>
                <th scope="col">{t('admin.reports.occupancy.blocked')}</th>
              </tr>
            </thead>
            <tbody>
              {occupancy.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{formatRowDay(day.date)}</time>
                  </th>
                  <td>{formatCount(day.players)}</td>
                  <td>{formatCount(day.capacity)}</td>
                  <td>{rate(day.players, day.capacity)}</td>
                  <td>{formatCount(day.blocked)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </ReportChart>
      <HeatMap heat={occupancy.heat} />
    </ReportSection>
  );
}
