/**
 * How long the club keeps people's data (docs/product.md, Retention). These are the defaults: the server
 * may be configured otherwise (RETENTION_* variables, server/src/config.ts), and the privacy page states
 * the server's figures (GET /privacy/retention), falling back to these while it asks.
 */
export interface RetentionPeriods {
  /** Green-fee and table requests: personal fields anonymised this many months after the date asked for. */
  requestMonths: number;
  /** Bookings: personal fields anonymised this many months after the tee time. */
  bookingMonths: number;
  /** Sent mails: deleted (body and addresses) this many days after sending. */
  sentMailDays: number;
  /** Audit log entries: deleted this many months after they were written. */
  auditMonths: number;
  /** The built-in TEST checkout's payments: deleted this many days after they were made. */
  testPaymentDays: number;
}

export const defaultRetention: RetentionPeriods = {
  requestMonths: 12,
  bookingMonths: 24,
  sentMailDays: 30,
  auditMonths: 24,
  testPaymentDays: 30,
};

/** The bounds the server accepts for each period: at least one unit, at most ten years. */
export const retentionBounds = {
  months: { min: 1, max: 120 },
  days: { min: 1, max: 3650 },
} as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar date `months` months before a YYYY-MM-DD date; a day the earlier month lacks becomes its
 * last day (31 March − 1 month → 28 or 29 February).
 */
export function monthsBefore(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${pad2(m)}-${pad2(Math.min(day, lastDay))}`;
}
