import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * The numeric yyyymmdd of a row's date, kept as year, month and day columns (bookings, waiting-list entries
 * and offers), to compare dates in SQL with a key such as today's.
 */
export const dateKeyOf = (row: { year: AnyColumn; month: AnyColumn; day: AnyColumn }) =>
  sql<number>`(${row.year} * 10000 + ${row.month} * 100 + ${row.day})`;
