import { sql } from 'drizzle-orm';
import type { ReportSource } from '../../../common/api/reports';
import { type CalendarDate, CLUB_TIME_ZONE, formatTime, isoDate } from '../../../common/rules/clubTime';
import { periodDates } from '../../../common/rules/reports';
import type { Db } from '../db/client';
import type { CsvCell } from './csv';
import type { ReportContext } from './reportContext';
import { feeSql, lateSql, num, onDateSql, rowsOf, sourceSql } from './reportSql';

/** Rows read per query: one batch of the stream. */
export const CSV_BATCH = 1000;

/** The bookings export's columns (docs/product.md, Reports); admins also get PERSONAL_COLUMNS. */
export const BOOKING_COLUMNS = [
  'booking_id',
  'date',
  'time',
  'source',
  'adults',
  'juniors',
  'fee',
  'price_cents',
  'payment_state',
  'received_cents',
  'refunded_cents',
  'payment_id',
  'arrival',
  'canceled_at',
  'canceled_by',
  'late_cancellation',
] as const;
export const PERSONAL_COLUMNS = ['first_name', 'last_name', 'email', 'telephone'] as const;

export const bookingColumns = (personal: boolean): string[] => [
  ...BOOKING_COLUMNS,
  ...(personal ? PERSONAL_COLUMNS : []),
];

/** A row as the query gives it: only what the file shows (each column read costs, on PGlite most). */
interface BookingCsvRow {
  id: string;
  hour: number;
  minute: number;
  src: ReportSource;
  fee: string;
  adults: number;
  juniors: number;
  price_cents: number;
  payment_state: string | null;
  payment_id: string | null;
  arrival: string;
  canceled_local: string | null;
  canceled_by: string | null;
  late: boolean;
  received: unknown;
  refunded: unknown;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  telephone?: string | null;
}

interface BookingKey {
  id: string;
  hour: number;
  minute: number;
}

/**
 * One batch of the bookings export: the rows of a date after `after` in tee-time order (keyset within the
 * day), read from the index reservations_slot. Received and refunded are its payments' and those of its
 * changes' difference rows, which are not rows of their own, each found by its index.
 */
export function bookingBatchSql(
  context: ReportContext,
  date: CalendarDate,
  personal: boolean,
  after?: BookingKey,
) {
  const hours = context.config.selfService.cancelDeadlineHours;
  const keyset = after
    ? sql`and (r.hour, r.minute, r.id) > (${after.hour}::int, ${after.minute}::int, ${after.id}::uuid)`
    : sql``;
  // Anonymised bookings keep their date, party, price and payment references, and nothing of the person.
  const person = personal
    ? sql`, case when r.anonymised_at is null then r.firstname end as firstname,
        case when r.anonymised_at is null then r.lastname end as lastname,
        case when r.anonymised_at is null then r.email end as email,
        case when r.anonymised_at is null then r.telephone end as telephone`
    : sql``;
  return sql`
    select r.id, r.hour, r.minute, ${sourceSql} as src, ${feeSql(context.feeTable)} as fee, r.adults, r.juniors,
      r.price_cents, r.payment_state, r.payment_id, r.arrival, r.canceled_by,
      to_char(r.canceled_at at time zone ${CLUB_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as canceled_local,
      ${lateSql(hours)} as late, m.received, m.refunded ${person}
    from (
      select * from reservations r where ${onDateSql(date)} and r.change_of is null ${keyset}
      order by r.hour, r.minute, r.id limit ${CSV_BATCH}
    ) r
    left join lateral (
      select coalesce(sum(x.amount_cents) filter (where x.state = 'paid'), 0)::bigint as received,
        coalesce(sum(x.refunded_cents) filter (where x.state = 'paid'), 0)::bigint as refunded
      from (
        select p.state, p.amount_cents, p.refunded_cents from reservation_payments p
          where p.reservation_id = r.id
        union all
        select p.state, p.amount_cents, p.refunded_cents from reservations c
          cross join lateral (select * from reservation_payments p where p.reservation_id = c.id) p
          where c.change_of = r.id
      ) x
    ) m on true
    order by r.hour, r.minute, r.id`;
}

/**
 * One booking a row, every booking whose tee time falls in the period (canceled and unpaid ones too, as
 * their columns say), in tee-time order: a day at a time, and within a day a batch at a time after the
 * last row sent, so that memory holds one batch whatever the period.
 */
export async function* bookingCsvRows(
  db: Db,
  context: ReportContext,
  personal: boolean,
): AsyncGenerator<CsvCell[][]> {
  for (const date of periodDates(context.period.from, context.period.to)) {
    const day = isoDate(date);
    let after: BookingCsvRow | undefined;
    for (;;) {
      const rows = rowsOf<BookingCsvRow>(await db.execute(bookingBatchSql(context, date, personal, after)));
      if (rows.length > 0) yield rows.map((row) => bookingCells(day, row, personal));
      if (rows.length < CSV_BATCH) break;
      after = rows[rows.length - 1];
    }
  }
}

function bookingCells(date: string, row: BookingCsvRow, personal: boolean): CsvCell[] {
  const cells: CsvCell[] = [
    row.id,
    date,
    formatTime(row.hour, row.minute),
    row.src,
    row.adults,
    row.juniors,
    row.fee,
    row.price_cents,
    row.payment_state,
    num(row.received),
    num(row.refunded),
    row.payment_id,
    row.arrival,
    row.canceled_local,
    row.canceled_local ? (row.canceled_by ?? 'club') : null,
    row.late ? 'yes' : 'no',
  ];
  if (!personal) return cells;
  return [...cells, row.firstname ?? null, row.lastname ?? null, row.email ?? null, row.telephone ?? null];
}
