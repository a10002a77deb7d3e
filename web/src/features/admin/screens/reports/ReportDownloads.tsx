import type { ReportPeriod } from '../../../../../../common/api/reports';
import { reportCsvAddress } from '../../api/getReportSummary';
import { useAdminT } from '../../i18n';
import { ReportSection } from './ReportParts';

/** The period's bookings and payments as CSV: plain links, which the browser saves as files. */
export function ReportDownloads({ period }: { period: ReportPeriod }) {
  const t = useAdminT();
  return (
    <div className="reports-downloads">
      <ReportSection title={t('admin.reports.downloads')} hint={t('admin.reports.downloads.hint')}>
        <ul className="reports-downloads__list">
          <li>
            <a className="button button--secondary" href={reportCsvAddress('bookings', period)} download>
              {t('admin.reports.downloads.bookings')}
            </a>
          </li>
          <li>
            <a className="button button--secondary" href={reportCsvAddress('payments', period)} download>
              {t('admin.reports.downloads.payments')}
            </a>
          </li>
        </ul>
      </ReportSection>
    </div>
  );
}
