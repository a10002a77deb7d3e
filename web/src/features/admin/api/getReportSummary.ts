import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { API_BASE } from '../../../../../common/api/paths';
import { type ReportPeriod, type ReportSummary, reportSummary } from '../../../../../common/api/reports';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';

const periodQuery = ({ from, to }: ReportPeriod) => new URLSearchParams({ from, to }).toString();

/** GET /admin/reports/summary?from=…&to=…: a period's rounds, occupancy, money and no-shows. */
export function getReportSummary(period: ReportPeriod, signal?: AbortSignal): Promise<ReportSummary> {
  return api.get(`${adminApiPaths.reportSummary.path()}?${periodQuery(period)}`, reportSummary, signal);
}

/**
 * A period's summary; off while the period is not one the API takes. The previous period's figures stay
 * on screen while the next one loads, so that stepping through months does not blank the report.
 */
export function useReportSummary(period: ReportPeriod, enabled = true) {
  return useQuery({
    queryKey: adminKeys.reportSummary(period.from, period.to),
    queryFn: ({ signal }) => getReportSummary(period, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * The address of a period's CSV export, for a plain link: a GET needs no cross-site token, and the
 * browser sends the session cookie and saves the file as the server names it.
 */
export const reportCsvAddress = (file: 'bookings' | 'payments', period: ReportPeriod): string => {
  const route = file === 'bookings' ? adminApiPaths.reportBookingsCsv : adminApiPaths.reportPaymentsCsv;
  return `${API_BASE}${route.path()}?${periodQuery(period)}`;
};
