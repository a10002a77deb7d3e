import { useMemo } from 'react';
import { type ReportSource, reportSources } from '../../../../../../common/api/reports';
import { useAdminT } from '../../i18n';
import type { BarChartSpec } from './charts/barChartSpec';
import { formatCount, formatShare } from './format';
import { ReportChart } from './ReportChart';
import { numberFigure, ReportFigures, type ReportPartProps, ReportSection } from './ReportParts';

/** Rounds: the total, adults and juniors with the juniors' share, and the rounds by source. */
export function RoundsSection({ summary, earlier }: ReportPartProps) {
  const t = useAdminT();
  const { rounds } = summary;
  const none = t('admin.reports.none');
  const share = (juniors: number, total: number) => formatShare(juniors, total) ?? none;
  const sourceLabel = (source: ReportSource) => t(`admin.reports.source.${source}`);

  const spec = useMemo<BarChartSpec>(
    () => ({
      labels: reportSources.map((source) => t(`admin.reports.source.${source}`)),
      horizontal: true,
      series: [
        {
          label: t('admin.reports.thisPeriod'),
          values: reportSources.map((source) => rounds.bySource[source]),
          colour: 'sea',
        },
        ...(earlier
          ? [
              {
                label: t('admin.reports.earlier'),
                values: reportSources.map((source) => earlier.rounds.bySource[source]),
                colour: 'foam',
              },
            ]
          : []),
      ],
    }),
    [rounds, earlier, t],
  );

  return (
    <ReportSection title={t('admin.reports.rounds.title')} hint={t('admin.reports.rounds.hint')}>
      <ReportFigures
        figures={[
          numberFigure(t('admin.reports.rounds.total'), rounds.total, earlier?.rounds.total, formatCount),
          numberFigure(t('admin.reports.rounds.adults'), rounds.adults, earlier?.rounds.adults, formatCount),
          numberFigure(
            t('admin.reports.rounds.juniors'),
            rounds.juniors,
            earlier?.rounds.juniors,
            formatCount,
          ),
          {
            label: t('admin.reports.rounds.juniorShare'),
            value: share(rounds.juniors, rounds.total),
            ...(earlier ? { earlier: share(earlier.rounds.juniors, earlier.rounds.total) } : {}),
          },
        ]}
      />
      <ReportChart title={t('admin.reports.rounds.bySource')} spec={spec}>
        <table className="reports-table">
          <caption className="visually-hidden">{t('admin.reports.rounds.bySource')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.reports.rounds.source')}</th>
              <th scope="col">{t('admin.reports.rounds.total')}</th>
              <th scope="col">{t('admin.reports.rounds.share')}</th>
              {earlier ? <th scope="col">{t('admin.reports.earlier')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {reportSources.map((source) => (
              <tr key={source}>
                <th scope="row">{sourceLabel(source)}</th>
                <td>{formatCount(rounds.bySource[source])}</td>
                <td>{formatShare(rounds.bySource[source], rounds.total) ?? none}</td>
                {earlier ? <td>{formatCount(earlier.rounds.bySource[source])}</td> : null}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('admin.reports.total')}</th>
              <td>{formatCount(rounds.total)}</td>
              <td>{formatShare(rounds.total, rounds.total) ?? none}</td>
              {earlier ? <td>{formatCount(earlier.rounds.total)}</td> : null}
            </tr>
          </tfoot>
        </table>
      </ReportChart>
    </ReportSection>
  );
}
