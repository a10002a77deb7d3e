import { z } from 'zod';

/**
 * GET /privacy/retention: how long the server keeps people's data (docs/product.md, Retention), so that
 * the privacy page states the periods the retention job applies. Shape: common/config/retention.ts.
 */
export const retentionPeriodsResponse = z.object({
  requestMonths: z.number().int().positive(),
  bookingMonths: z.number().int().positive(),
  sentMailDays: z.number().int().positive(),
  auditMonths: z.number().int().positive(),
  testPaymentDays: z.number().int().positive(),
});
