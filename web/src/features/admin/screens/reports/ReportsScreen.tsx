import { useEffect } from 'react';
import { useReportSummary } from '../../api/getReportSummary';
import { AdminScreen } from '../../components/AdminScreen';
import { errorText } from '../../components/errorText';
import { QueryGate } from '../../components/QueryGate';
import { RefreshButton } from '../../components/RefreshButton';
import { useAdminT } from '../../i18n';
import { formatDays, formatPeriod } from './format';
import { MoneySection } from './MoneySection';
import { NoShowsSection } from './NoShowsSection';
import { OccupancySection } from './OccupancySection';
import { PeriodPicker } from './PeriodPicker';
import { periodAYearEarlier } from './period';
import { ReportDownloads } from './ReportDownloads';
import type { ReportPartProps } from './ReportParts';
import { RoundsSection } from './RoundsSection';
import { useReportPeriod } from './useReportPeriod';
import { useReportSeasons } from './useReportSeasons';
import '../../../../styles/admin-reports.css';

/** A printout shows every table: the tables behind the charts open for it, and close again after. */
function useTablesOpenInPrint() {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const open = () => {
      opened = [...document.querySelectorAll<HTMLDetailsElement>('.reports-chart__table:not([open])')];
      for (const details of opened) details.open = true;
    };
    const close = () => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    window.addEventListener('beforeprint', open);
    window.addEventListener('afterprint', close);
    return () => {
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('afterprint', close);
    };
  }, []);
}

/**
 * The business (docs/product.md, Reports), phone first and printable on A4: a period, optionally beside the
 * same period a year earlier, its rounds, occupancy, money and no-shows, and its CSV exports.
 */
export function ReportsScreen() {
  const t = useAdminT();
  const seasons = useReportSeasons();
  const state = useReportPeriod(seasons.seasonsOn);
  const { period, problem, compare } = state;
  const ready = problem === null && (period.kind !== 'season' || seasons.ready);
  const summary = useReportSummary(period, ready);
  const earlierPeriod = periodAYearEarlier(period);
  const earlier = useReportSummary(earlierPeriod, ready && compare);
  useTablesOpenInPrint();

  const title = formatPeriod(period, (season, days) =>
    t('admin.reports.period.seasonTitle', { season, days }),
  );

  return (
    <AdminScreen
      title={t('admin.nav.reports')}
      lead={t('admin.reports.lead')}
      actions={
        <>
          <RefreshButton query={summary} />
          <button
            type="button"
            className="button button--secondary admin-button--small"
            onClick={() => window.print()}
          >
            {t('admin.reports.print')}
          </button>
        </>
      }
    >
      <PeriodPicker state={state} seasonsOn={seasons.seasonsOn} />
      <div className="reports-heading">
        <h2 className="reports-heading__period">{title}</h2>
        {compare ? (
          <p className="reports-heading__compare">
            {t('admin.reports.compare.with', { period: formatDays(earlierPeriod) })}
          </p>
        ) : null}
      </div>
      {ready ? (
        <>
          <ReportDownloads period={period} />
          <QueryGate query={summary}>
            {(data) => (
              <div className="reports" aria-busy={summary.isPlaceholderData || undefined}>
                {summary.isPlaceholderData ? (
                  <p className="admin-hint" role="status">
                    {t('admin.reports.updating')}
                  </p>
                ) : null}
                {compare && earlier.isPending ? (
                  <p className="admin-hint" role="status">
                    {t('admin.reports.compare.loading')}
                  </p>
                ) : null}
                {compare && earlier.isError ? (
                  <p className="admin-alert admin-alert--error" role="alert">
                    {t('admin.reports.compare.failed', { message: errorText(earlier.error, t) })}
                  </p>
                ) : null}
                <ReportBody summary={data} earlier={compare ? earlier.data : undefined} />
              </div>
            )}
          </QueryGate>
        </>
      ) : null}
    </AdminScreen>
  );
}

/** The report's parts, in the order staff read them. */
function ReportBody({ summary, earlier }: ReportPartProps) {
  return (
    <>
      <RoundsSection summary={summary} earlier={earlier} />
      <OccupancySection summary={summary} earlier={earlier} />
      <MoneySection summary={summary} earlier={earlier} />
      <NoShowsSection summary={summary} earlier={earlier} />
    </>
  );
}
