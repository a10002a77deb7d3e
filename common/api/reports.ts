import { z } from 'zod';
import { isoDateString } from './teeSheet';

/**
 * The business reports (docs/product.md, Reports): a period's rounds, occupancy, money and no-shows, and
 * its bookings and payments as CSV for the accountant. A round is one player's place on a booking that
 * stands (no-shows count; canceled and unpaid-and-released bookings do not).
 */

/** The longest period one report covers: a year and a little (a season that wraps the year end). */
export const MAX_REPORT_DAYS = 400;

/** ?from=yyyy-mm-dd&to=yyyy-mm-dd, both days included. */
export const reportPeriodQuery = z
  .object({ from: isoDateString, to: isoDateString })
  .refine(({ from, to }) => from <= to, {
    message: 'The period must not end before it starts.',
    path: ['to'],
  })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_REPORT_DAYS, {
    message: `A report covers at most ${MAX_REPORT_DAYS} days.`,
    path: ['to'],
  });
export type ReportPeriod = z.infer<typeof reportPeriodQuery>;

/** Where a booking came from: online, the desk (and telephone), a mail request, the waiting list. */
export const reportSources = ['online', 'desk', 'request', 'waiting-list'] as const;
export type ReportSource = (typeof reportSources)[number];
const bySource = z.object({
  online: z.number().int(),
  desk: z.number().int(),
  request: z.number().int(),
  'waiting-list': z.number().int(),
});

/** GET /admin/reports/summary: the figures first, then what the screen draws. */
export const reportSummary = z.object({
  from: z.string(),
  to: z.string(),
  rounds: z.object({
    total: z.number().int(),
    bySource,
    adults: z.number().int(),
    juniors: z.number().int(),
  }),
  occupancy: z.object({
    /** Players on standing bookings, against the places the sheet offered (blocked times apart). */
    players: z.number().int(),
    capacity: z.number().int(),
    /** Places on blocked times, not in `capacity`. */
    blocked: z.number().int(),
    /** Per day of the period. */
    days: z.array(
      z.object({
        date: z.string(),
        players: z.number().int(),
        capacity: z.number().int(),
        blocked: z.number().int(),
      }),
    ),
    /** Per weekday (1 Monday … 7 Sunday) and hour of the club's day: players and places. */
    heat: z.array(
      z.object({
        weekday: z.number().int().min(1).max(7),
        hour: z.number().int().min(0).max(23),
        players: z.number().int(),
        capacity: z.number().int(),
      }),
    ),
  }),
  money: z.object({
    receivedCents: z.number().int(),
    refundedCents: z.number().int(),
    /** The prices of the period's online bookings still waiting for their payment, and of those that ended unpaid. */
    openCents: z.number().int(),
    failedCents: z.number().int(),
    /**
     * By fee: priceFor's fee keys (online bookings: the money kept, received less refunded) and `desk`
     * (desk and request bookings, paid at the club: their prices). Only fees with rounds or money.
     */
    byFee: z.array(z.object({ fee: z.string(), rounds: z.number().int(), cents: z.number().int() })),
    /** byFee's cents over its rounds, to the cent; 0 without rounds. */
    averagePerRoundCents: z.number().int(),
  }),
  noShows: z.object({
    count: z.number().int(),
    /** Of the bookings that stand, in parts per thousand. */
    ratePermille: z.number().int(),
    bySource,
    lateCancellations: z.number().int(),
    /** Late cancellations of the bookings sold (those that stand and those canceled late), per thousand. */
    latePermille: z.number().int(),
    lateBySource: bySource,
    /** The bookings that stand, per source: what each source's no-show rate is of. */
    bookingsBySource: bySource,
  }),
});
export type ReportSummary = z.infer<typeof reportSummary>;
