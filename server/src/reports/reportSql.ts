import { type SQL, sql } from 'drizzle-orm';
import type { ReportPeriod } from '../../../common/api/reports';
import { type CalendarDate, CLUB_TIME_ZONE, parseIsoDate } from '../../../common/rules/clubTime';

/**
 * The SQL twins of the reports' definitions (common/rules/reports.ts), over a reservations row aliased `r`.
 * reports.test.ts checks each against its twin.
 */

/** The booking's report source: reportSourceOf. */
export const sourceSql = sql`(case when r.waiting_list_offer_id is not null then 'waiting-list' else r.source end)`;

/** wasSold: staff entered it, or it was paid online. */
export const soldSql = sql`(r.source <> 'online' or coalesce(r.payment_state = 'paid', false))`;

/** standsAsRounds. */
export const standsSql = sql`(r.change_of is null and r.canceled_at is null and ${soldSql})`;

/** isLateCancellation, by the deadline `hours` before the tee time in club time. */
export const lateSql = (
  hours: number,
) => sql`(r.change_of is null and r.canceled_at is not null and ${soldSql}
  and r.canceled_at >= make_timestamptz(r.year, r.month, r.day, r.hour, r.minute, 0, ${CLUB_TIME_ZONE})
    - make_interval(hours => ${hours}::int))`;

/** moneyAwaited: 'open', 'failed' or null. */
export const awaitedSql = sql`(case when r.source <> 'online' then null
  when r.payment_state = 'open' then (case when r.canceled_at is null then 'open' end)
  when r.payment_state in ('failed', 'canceled', 'expired') then 'failed' end)`;

/**
 * What decides the fees of a period (FeeDay per date and price list), as arrays the query indexes by the
 * booking's day of the period and its list, rather than a table to join: a join's plan would depend on
 * the statistics, which PGlite does not keep up to date. List 0 is the list in force, for a row without one.
 */
export interface FeeTable {
  /** The period's first date: day 0. */
  from: string;
  days: number;
  listIds: number[];
  /** Per list, then per day: [list index * days + day]. */
  twilightFrom: number[];
  groupSize: number[];
  /** Per day. */
  weekend: boolean[];
}

const pgArray = (values: readonly (number | boolean)[]) => `{${values.join(',')}}`;

/** reportFeeOf, for the booking `r` of a period whose fees `table` holds. */
export function feeSql(table: FeeTable): SQL {
  const day = sql`(make_date(r.year, r.month, r.day) - ${table.from}::date)`;
  const at = sql`((array_position(${pgArray(table.listIds)}::bigint[], coalesce(r.price_list_id, 0)) - 1) * ${table.days}::int + ${day} + 1)`;
  const weekend = sql`(${pgArray(table.weekend)}::boolean[])[${day} + 1]`;
  return sql`(case when r.source <> 'online' then 'desk'
    when r.hour * 60 + r.minute >= (${pgArray(table.twilightFrom)}::int[])[${at}] then 'twilight'
    when r.adults + r.juniors >= (${pgArray(table.groupSize)}::int[])[${at}]
      then (case when ${weekend} then 'groupWeekend' else 'groupWeekday' end)
    when ${weekend} then 'weekend' else 'weekday' end)`;
}

/**
 * Green-fee bookings whose tee time falls in the period (club dates, both ends included). The years (and
 * the months, within one year) come first, plainly, so the planner sees how much of the table the period
 * is and may read it from the index reservations_slot; the row comparisons then cut the days exactly.
 */
export function inPeriodSql(period: ReportPeriod, alias = 'r'): SQL {
  const from = parseIsoDate(period.from);
  const to = parseIsoDate(period.to);
  if (!from || !to) throw new RangeError('not a period');
  const r = sql.raw(alias);
  const months =
    from.year === to.year ? sql`and ${r}.month between ${from.month}::int and ${to.month}::int` : sql``;
  return sql`${r}.type = 'greenfee' and ${r}.year between ${from.year}::int and ${to.year}::int ${months}
    and (${r}.year, ${r}.month, ${r}.day) >= (${from.year}::int, ${from.month}::int, ${from.day}::int)
    and (${r}.year, ${r}.month, ${r}.day) <= (${to.year}::int, ${to.month}::int, ${to.day}::int)`;
}

/** Green-fee bookings of one date. */
export const onDateSql = (date: CalendarDate) =>
  sql`r.type = 'greenfee' and r.year = ${date.year}::int and r.month = ${date.month}::int and r.day = ${date.day}::int`;

/** Rows of db.execute, whichever driver. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A count or sum from SQL (a bigint: a string from pg, a number from PGlite), as a number. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
