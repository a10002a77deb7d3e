import { type SQL, sql } from 'drizzle-orm';
import type { ReportPeriod } from '../../../common/api/reports';
import { CLUB_TIME_ZONE, clubLocalToUtc, parseIsoDate } from '../../../common/rules/clubTime';
import type { Db } from '../db/client';
import { CSV_BATCH } from './bookingsCsv';
import type { CsvCell } from './csv';
import { num, rowsOf } from './reportSql';

/** The payments export's columns (docs/product.md, Reports). */
export const PAYMENT_COLUMNS = [
  'date',
  'time',
  'kind',
  'amount_cents',
  'provider_id',
  'refund_of',
  'booking_id',
  'booking_date',
  'booking_time',
] as const;

interface PaymentCsvRow {
  /** The instant as text with its offset, the keyset's exact value (a Date would lose microseconds). */
  at: string;
  local: string;
  kind: 'payment' | 'refund';
  /** The row's own provider id, the keyset's tie-break: the payment's, or the refund's. */
  move_id: string;
  payment: string;
  amount: unknown;
  refund_id: string | null;
  booking: string;
  booking_date: string;
  booking_time: string;
}

/** The period's instants: from its first day's midnight to the midnight after its last, club time. */
export function periodInstants(period: ReportPeriod): { start: Date; end: Date } {
  const from = parseIsoDate(period.from);
  const to = parseIsoDate(period.to);
  if (!from || !to) throw new RangeError('not a period');
  const next = new Date(Date.UTC(to.year, to.month - 1, to.day + 1));
  return {
    start: clubLocalToUtc(from, 0, 0),
    end: clubLocalToUtc(
      { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
      0,
      0,
    ),
  };
}

interface PaymentKey {
  at: string;
  key: string;
  kind: string;
}

const clubClock = (column: SQL) =>
  sql`to_char(${column} at time zone ${CLUB_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * One batch of the payments export: the movements after `after` in order of their instants. Each branch
 * reads its own index (reservation_payments_paid, reservation_refunds_created) from the last row sent,
 * and only the batch is joined to its bookings.
 */
export function paymentBatchSql(period: { start: Date; end: Date }, after?: PaymentKey) {
  const from = period.start.toISOString();
  const until = period.end.toISOString();
  const since = (column: SQL, key: SQL, kind: string) =>
    after
      ? sql`and ${column} >= ${after.at}::timestamptz
          and (${column}, ${key}, ${kind}::text) > (${after.at}::timestamptz, ${after.key}::text, ${after.kind}::text)`
      : sql``;
  // A payment paid before paid_at was kept is dated by its creation (the index's expression).
  const paidAt = sql`coalesce(p.paid_at, p.created_at)`;
  const refundedAt = sql`f.created_at`;
  return sql`
    select moves.at, ${clubClock(sql`moves.at_ts`)} as local, moves.kind, moves.move_id, moves.payment, moves.amount,
      moves.refund_id, coalesce(r.change_of, r.id) as booking,
      to_char(make_date(r.year, r.month, r.day), 'YYYY-MM-DD') as booking_date,
      lpad(r.hour::text, 2, '0') || ':' || lpad(r.minute::text, 2, '0') as booking_time
    from (
      (select ${paidAt} as at_ts, ${paidAt}::text as at, 'payment' as kind, p.id as move_id, p.id as payment,
          p.amount_cents as amount, null::text as refund_id, p.reservation_id
        from reservation_payments p
        where p.state = 'paid' and ${paidAt} >= ${from}::timestamptz and ${paidAt} < ${until}::timestamptz
          ${since(paidAt, sql`p.id`, 'payment')}
        order by ${paidAt}, p.id limit ${CSV_BATCH})
      union all
      (select f.created_at, f.created_at::text, 'refund', f.id, f.payment_id, -f.amount_cents, f.id,
          f.reservation_id
        from reservation_refunds f
        where f.created_at >= ${from}::timestamptz and f.created_at < ${until}::timestamptz
          ${since(refundedAt, sql`f.id`, 'refund')}
        order by f.created_at, f.id limit ${CSV_BATCH})
      order by at_ts, move_id, kind
      limit ${CSV_BATCH}
    ) moves
    -- Each row's booking by its key, however many bookings there are.
    cross join lateral (select * from reservations r where r.id = moves.reservation_id) r
    order by moves.at_ts, moves.move_id, moves.kind`;
}

/**
 * One row per movement of money in the period, by its own date (club time), for the accountant: each
 * payment received (its provider id, at the time the provider reported it paid) and each refund (the
 * provider's refund id, at the time the refund was recorded; a payment refunded twice, a change's refund
 * and then its cancel's, shows two rows). A change's difference is paid into the booking it changes. Read
 * a batch at a time after the last row sent.
 */
export async function* paymentCsvRows(db: Db, period: ReportPeriod): AsyncGenerator<CsvCell[][]> {
  const instants = periodInstants(period);
  let after: PaymentKey | undefined;
  for (;;) {
    const rows = rowsOf<PaymentCsvRow>(await db.execute(paymentBatchSql(instants, after)));
    if (rows.length > 0) yield rows.map(paymentCells);
    if (rows.length < CSV_BATCH) return;
    const last = rows[rows.length - 1] as PaymentCsvRow;
    after = { at: last.at, key: last.move_id, kind: last.kind };
  }
}

function paymentCells(row: PaymentCsvRow): CsvCell[] {
  const [date = '', time = ''] = row.local.split(' ');
  return [
    date,
    time,
    row.kind,
    num(row.amount),
    row.kind === 'refund' ? row.refund_id : row.payment,
    row.kind === 'refund' ? row.payment : null,
    row.booking,
    row.booking_date,
    row.booking_time,
  ];
}
