import { useId } from 'react';
import { reportSources } from '../../../../../../common/api/reports';
import { permille } from '../../../../../../common/rules/reports';
import { useAdminT } from '../../i18n';
import { formatCount, formatPermille } from './format';
import { numberFigure, ReportFigures, type ReportPartProps, ReportSection } from './ReportParts';

/** No-shows and late cancellations: counts and rates, by source (a wide table: it scrolls in its own box). */
export function NoShowsSection({ summary, earlier }: ReportPartProps) {
  const t = useAdminT();
  const { noShows } = summary;
  const captionId = useId();
  return (
    <ReportSection title={t('admin.reports.noShows.title')} hint={t('admin.reports.noShows.rateHint')}>
      <ReportFigures
        figures={[
          numberFigure(t('admin.reports.noShows.count'), noShows.count, earlier?.noShows.count, formatCount),
          {
            label: t('admin.reports.noShows.rate'),
            value: formatPermille(noShows.ratePermille),
            ...(earlier ? { earlier: formatPermille(earlier.noShows.ratePermille) } : {}),
          },
          numberFigure(
            t('admin.reports.noShows.late'),
            noShows.lateCancellations,
            earlier?.noShows.lateCancellations,
            formatCount,
          ),
          {
            label: t('admin.reports.noShows.lateRate'),
            value: formatPermille(noShows.latePermille),
            ...(earlier ? { earlier: formatPermille(earlier.noShows.latePermille) } : {}),
          },
        ]}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus to scroll by keyboard */}
      <section className="reports-table__scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="reports-table reports-table--alone">
          <caption className="reports-table__caption" id={captionId}>
            {t('admin.reports.noShows.bySource')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.reports.rounds.source')}</th>
              <th scope="col">{t('admin.reports.noShows.count')}</th>
              <th scope="col">{t('admin.reports.noShows.rate')}</th>
              <th scope="col">{t('admin.reports.noShows.late')}</th>
              <th scope="col">{t('admin.reports.noShows.lateRate')}</th>
              {earlier ? <th scope="col">{t('admin.reports.earlier')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {reportSources.map((source) => (
              <tr key={source}>
                <th scope="row">{t(`admin.reports.source.${source}`)}</th>
                <td>{formatCount(noShows.bySource[source])}</td>
                <td>
                  {formatPermille(permille(noShows.bySource[source], noShows.bookingsBySource[source]))}
                </td>
                <td>{formatCount(noShows.lateBySource[source])}</td>
                <td>
                  {formatPermille(
                    permille(
                      noShows.lateBySource[source],
                      noShows.bookingsBySource[source] + noShows.lateBySource[source],
                    ),
                  )}
                </td>
                {earlier ? <td>{formatCount(earlier.noShows.bySource[source])}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </ReportSection>
  );
}
