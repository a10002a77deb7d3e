import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import { type ReportPeriod, reportPeriodQuery, reportSummary } from '../../../../../common/api/reports';
import { bookingColumns, bookingCsvRows } from '../../../reports/bookingsCsv';
import { csvStream } from '../../../reports/csv';
import { PAYMENT_COLUMNS, paymentCsvRows } from '../../../reports/paymentsCsv';
import { reportContext } from '../../../reports/reportContext';
import { reportSummaryOf } from '../../../reports/summary';

/**
 * The business reports (docs/product.md, Reports): a period's summary and its bookings and payments as
 * CSV. Registered inside the admin routes' sign-in scope; every answer is in the audit log with its period
 * and who took it. The bookings' personal fields go to admins only.
 */
const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staffUser: { email: string } | null }) => request.staffUser?.email ?? 'unknown';
  const periodText = (period: ReportPeriod) => `${period.from} to ${period.to}`;
  const context = (period: ReportPeriod) =>
    reportContext(
      {
        db: app.db,
        teeSheetConfig: () => app.teeSheetRepository.config(),
        priceLists: () => app.priceLists.all(),
        clubHolidays: async () => (await app.clubRules.get()).holidays,
      },
      period,
    );
  const csvHeaders = (name: string, period: ReportPeriod) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${period.from}-to-${period.to}.csv"`,
  });

  app.get(
    adminApiPaths.reportSummary.pattern,
    { schema: { querystring: reportPeriodQuery, response: { 200: reportSummary, 400: errorBody } } },
    async (request) => {
      const summary = await reportSummaryOf(app.db, await context(request.query));
      await app.adminRepository.audit(actor(request), 'report.summary', periodText(request.query));
      return summary;
    },
  );

  app.get(
    adminApiPaths.reportBookingsCsv.pattern,
    {
      schema: {
        querystring: reportPeriodQuery,
        response: { 200: z.instanceof(Readable), 400: errorBody },
      },
    },
    async (request, reply) => {
      const personal = request.staffUser?.role === 'admin';
      const reportOf = await context(request.query);
      await app.adminRepository.audit(
        actor(request),
        'report.bookings-export',
        `${periodText(request.query)}, ${personal ? 'with' : 'without'} personal fields`,
      );
      return reply
        .headers(csvHeaders('bookings', request.query))
        .send(csvStream(bookingColumns(personal), bookingCsvRows(app.db, reportOf, personal)));
    },
  );

  app.get(
    adminApiPaths.reportPaymentsCsv.pattern,
    {
      schema: {
        querystring: reportPeriodQuery,
        response: { 200: z.instanceof(Readable), 400: errorBody },
      },
    },
    async (request, reply) => {
      await app.adminRepository.audit(actor(request), 'report.payments-export', periodText(request.query));
      return reply
        .headers(csvHeaders('payments', request.query))
        .send(csvStream(PAYMENT_COLUMNS, paymentCsvRows(app.db, request.query)));
    },
  );
};
export default adminReportRoutes;
