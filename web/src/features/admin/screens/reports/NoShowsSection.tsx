import { reportSources } from '../../../../../../common/api/reports';
import { useAdminT } from '../../i18n';
import { formatCount, formatPermille } from './format';
import { numberFigure, ReportFigures, type ReportPartProps, ReportSection } from './ReportParts';

/** No-shows (count, rate, by source) and late cancellations. */
export function NoShowsSection({ summary, earlier }: ReportPartProps) {
  const t = useAdminT();
  const { noShows } = summary;
  return (
    <ReportSection title={t('admin.reports.noShows.title')}>
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
        ]}
      />
      <table className="reports-table reports-table--alone">
        <caption className="reports-table__caption">{t('admin.reports.noShows.bySource')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.reports.rounds.source')}</th>
            <th scope="col">{t('admin.reports.noShows.count')}</th>
            {earlier ? <th scope="col">{t('admin.reports.earlier')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {reportSources.map((source) => (
            <tr key={source}>
              <th scope="row">{t(`admin.reports.source.${source}`)}</th>
              <td>{formatCount(noShows.bySource[source])}</td>
              {earlier ? <td>{formatCount(earlier.noShows.bySource[source])}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ReportSection>
  );
}
