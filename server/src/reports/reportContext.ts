import { and, gte, lte } from 'drizzle-orm';
import type { PriceList } from '../../../common/api/priceLists';
import type { ReportPeriod } from '../../../common/api/reports';
import { isoDate } from '../../../common/rules/clubTime';
import type { ClubHoliday } from '../../../common/rules/holidays';
import { type FeeDay, feeDayOf, periodDates, type ReportBlock } from '../../../common/rules/reports';
import type { TeeSheetConfig } from '../../../common/rules/teeSheet';
import type { Db } from '../db/client';
import { teeSheetBlocks } from '../db/schema';
import { priceListOn } from '../repositories/priceListRepository';
import type { FeeTable } from './reportSql';

/** What a report reads besides the bookings: today's sheet, the price lists and the club's holidays. */
export interface ReportContext {
  period: ReportPeriod;
  config: TeeSheetConfig;
  blocks: ReportBlock[];
  /** What decides the fees of the period, for the queries (feeSql). */
  feeTable: FeeTable;
  /** The same for one date and list (null: the list in force), for a row in hand. */
  feeDay(date: string, listId: number | null): FeeDay | undefined;
}

export interface ReportSources {
  db: Db;
  teeSheetConfig(): Promise<TeeSheetConfig>;
  priceLists(): Promise<PriceList[]>;
  clubHolidays(): Promise<readonly ClubHoliday[]>;
}

/** Reads what a report of the period needs, before its queries (PGlite: one connection at a time). */
export async function reportContext(sources: ReportSources, period: ReportPeriod): Promise<ReportContext> {
  const [config, lists, holidays, blocks] = await Promise.all([
    sources.teeSheetConfig(),
    sources.priceLists(),
    sources.clubHolidays(),
    sources.db
      .select({
        fromDate: teeSheetBlocks.fromDate,
        toDate: teeSheetBlocks.toDate,
        fromMinute: teeSheetBlocks.fromMinute,
        toMinute: teeSheetBlocks.toMinute,
      })
      .from(teeSheetBlocks)
      .where(and(lte(teeSheetBlocks.fromDate, period.to), gte(teeSheetBlocks.toDate, period.from))),
  ]);
  // List 0: the list in force on each date, for a row that names none.
  const listIds = lists.length > 0 ? [0, ...lists.map((list) => list.id)] : [];
  const dates = periodDates(period.from, period.to);
  const byKey = new Map<string, FeeDay>();
  const table: FeeTable = {
    from: period.from,
    days: dates.length,
    listIds,
    twilightFrom: [],
    groupSize: [],
    weekend: [],
  };
  for (const listId of listIds) {
    for (const date of dates) {
      const day = isoDate(date);
      const list = listId === 0 ? priceListOn(lists, day) : (lists.find((l) => l.id === listId) as PriceList);
      const feeDay = feeDayOf(date, list, holidays);
      byKey.set(`${day}/${listId}`, feeDay);
      table.twilightFrom.push(feeDay.twilightFrom);
      table.groupSize.push(feeDay.groupSize);
      if (listId === 0) table.weekend.push(feeDay.weekendOrHoliday);
    }
  }
  return {
    period,
    config,
    blocks,
    feeTable: table,
    feeDay: (date, listId) => byKey.get(`${date}/${listId ?? 0}`),
  };
}
