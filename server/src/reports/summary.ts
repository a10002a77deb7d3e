import { sql } from 'drizzle-orm';
import type { ReportSource, ReportSummary } from '../../../common/api/reports';
import { isoDate } from '../../../common/rules/clubTime';
import {
  isoWeekday,
  periodDates,
  permille,
  perRound,
  REPORT_FEES,
  sheetPlaces,
} from '../../../common/rules/reports';
import type { Db } from '../db/client';
import type { ReportContext } from './reportContext';
import {
  awaitedSql,
  feeSql,
  inPeriodSql,
  lateSql,
  num,
  rowsOf,
  soldSql,
  sourceSql,
  standsSql,
} from './reportSql';

/** One group of the bookings' query: a date and hour (`slot`, yyyymmddhh), a source or a fee, by `g`. */
interface BookingGroup {
  g: 'time' | 'source' | 'fee';
  slot: unknown;
  src: ReportSource | null;
  fee: string | null;
  adults: unknown;
  juniors: unknown;
  bookings: unknown;
  no_shows: unknown;
  late: unknown;
  open_cents: unknown;
  failed_cents: unknown;
  desk_cents: unknown;
}

/** One group of the money's query: a source or a fee. */
interface MoneyGroup {
  g: 'source' | 'fee';
  src: ReportSource | null;
  fee: string | null;
  received: unknown;
  refunded: unknown;
}

/**
 * The period's bookings, grouped in the database in one pass (docs/product.md, Reports): by date and hour
 * for the occupancy, by source, and by fee. One table, no join: its plan never depends on statistics.
 */
export function bookingGroupsSql(context: ReportContext) {
  const hours = context.config.selfService.cancelDeadlineHours;
  return sql`
    select
      case when grouping(b.src) = 0 then 'source' when grouping(b.fee) = 0 then 'fee' else 'time' end as g,
      b.slot, b.src, b.fee,
      coalesce(sum(b.adults) filter (where b.stands), 0)::bigint as adults,
      coalesce(sum(b.juniors) filter (where b.stands), 0)::bigint as juniors,
      count(*) filter (where b.stands) as bookings,
      count(*) filter (where b.stands and b.arrival = 'no-show') as no_shows,
      count(*) filter (where b.late) as late,
      coalesce(sum(b.price_cents) filter (where b.awaited = 'open'), 0)::bigint as open_cents,
      coalesce(sum(b.price_cents) filter (where b.awaited = 'failed'), 0)::bigint as failed_cents,
      coalesce(sum(b.price_cents) filter (where b.stands and b.at_desk), 0)::bigint as desk_cents
    from (
      select (r.year * 10000 + r.month * 100 + r.day) * 100 + r.hour as slot, r.adults, r.juniors,
        r.price_cents, r.arrival, ${sourceSql} as src, ${feeSql(context.feeTable)} as fee,
        ${standsSql} as stands, ${lateSql(hours)} as late, ${awaitedSql} as awaited,
        (${soldSql} and r.source <> 'online') as at_desk
      from reservations r
      where ${inPeriodSql(context.period)} and r.change_of is null
    ) b
    group by grouping sets ((b.slot), (b.src), (b.fee))`;
}

/**
 * The money of the period's bookings by source and fee: their payments, and their changes' (a change's
 * difference row pays into the booking it changes, whatever that row's own date).
 */
export function moneyGroupsSql(context: ReportContext) {
  return sql`
    select case when grouping(m.src) = 0 then 'source' else 'fee' end as g, m.src, m.fee,
      coalesce(sum(m.amount_cents) filter (where m.state = 'paid'), 0)::bigint as received,
      coalesce(sum(m.refunded_cents) filter (where m.state = 'paid'), 0)::bigint as refunded
    from (
      select ${sourceSql} as src, ${feeSql(context.feeTable)} as fee, x.state, x.amount_cents, x.refunded_cents
      from (
        select p.reservation_id as id, p.state, p.amount_cents, p.refunded_cents from reservation_payments p
        union all
        select c.change_of, p.state, p.amount_cents, p.refunded_cents
          from reservations c join reservation_payments p on p.reservation_id = c.id
          where c.change_of is not null
      ) x
      join reservations r on r.id = x.id
      where ${inPeriodSql(context.period)} and r.change_of is null
    ) m
    group by grouping sets ((m.src), (m.fee))`;
}

/**
 * Both queries in one snapshot. The money's joins are hashed whatever the planner's statistics say:
 * PGlite has no autovacuum to keep them, and a nested loop on a wrong guess would read every payment
 * again for each booking.
 */
async function groups(db: Db, context: ReportContext) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`set local work_mem = '32MB'`);
    const bookings = rowsOf<BookingGroup>(await tx.execute(bookingGroupsSql(context)));
    const money = rowsOf<MoneyGroup>(await tx.execute(moneyGroupsSql(context)));
    return { bookings, money };
  });
}

const zeroBySource = (): Record<ReportSource, number> => ({
  online: 0,
  desk: 0,
  request: 0,
  'waiting-list': 0,
});

/** GET /admin/reports/summary: the figures of the period (common/api/reports.ts). */
export async function reportSummaryOf(db: Db, context: ReportContext): Promise<ReportSummary> {
  const { bookings: rows, money } = await groups(db, context);
  const { period, config, blocks } = context;
  const dates = periodDates(period.from, period.to);
  const places = sheetPlaces(dates, config, blocks);

  const playersByDay = new Map<string, number>();
  const playersByHeat = new Map<string, number>();
  const roundsBySource = zeroBySource();
  const noShowsBySource = zeroBySource();
  const lateBySource = zeroBySource();
  const bookingsBySource = zeroBySource();
  let adults = 0;
  let juniors = 0;
  let bookings = 0;
  let noShows = 0;
  let late = 0;
  let receivedCents = 0;
  let refundedCents = 0;
  let openCents = 0;
  let failedCents = 0;
  const byFee = new Map<string, { rounds: number; cents: number }>();
  for (const row of rows) {
    const players = num(row.adults) + num(row.juniors);
    if (row.g === 'time') {
      const slot = num(row.slot);
      const date = {
        year: Math.floor(slot / 1_000_000),
        month: Math.floor(slot / 10_000) % 100,
        day: Math.floor(slot / 100) % 100,
      };
      const day = isoDate(date);
      playersByDay.set(day, (playersByDay.get(day) ?? 0) + players);
      const key = `${isoWeekday(date)}-${slot % 100}`;
      playersByHeat.set(key, (playersByHeat.get(key) ?? 0) + players);
    } else if (row.g === 'source' && row.src) {
      roundsBySource[row.src] += players;
      noShowsBySource[row.src] += num(row.no_shows);
      lateBySource[row.src] += num(row.late);
      bookingsBySource[row.src] += num(row.bookings);
      adults += num(row.adults);
      juniors += num(row.juniors);
      bookings += num(row.bookings);
      noShows += num(row.no_shows);
      late += num(row.late);
      openCents += num(row.open_cents);
      failedCents += num(row.failed_cents);
    } else if (row.g === 'fee' && row.fee) {
      // The desk's fee: the prices of its bookings, paid at the club.
      byFee.set(row.fee, { rounds: players, cents: row.fee === 'desk' ? num(row.desk_cents) : 0 });
    }
  }
  for (const row of money) {
    if (row.g === 'source') {
      receivedCents += num(row.received);
      refundedCents += num(row.refunded);
    } else if (row.fee) {
      // An online fee: the money kept, received less refunded.
      const fee = byFee.get(row.fee) ?? { rounds: 0, cents: 0 };
      byFee.set(row.fee, { ...fee, cents: fee.cents + num(row.received) - num(row.refunded) });
    }
  }
  const fees = REPORT_FEES.flatMap((fee) => {
    const found = byFee.get(fee);
    return found && (found.rounds > 0 || found.cents !== 0) ? [{ fee, ...found }] : [];
  });
  const days = places.days.map((day) => ({ ...day, players: playersByDay.get(day.date) ?? 0 }));
  const heatKeys = new Set([...places.heat.keys(), ...playersByHeat.keys()]);
  const heat = [...heatKeys]
    .map((key) => {
      const [weekday, hour] = key.split('-').map(Number) as [number, number];
      return { weekday, hour, players: playersByHeat.get(key) ?? 0, capacity: places.heat.get(key) ?? 0 };
    })
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  const feeRounds = fees.reduce((sum, f) => sum + f.rounds, 0);
  const feeCents = fees.reduce((sum, f) => sum + f.cents, 0);
  return {
    from: period.from,
    to: period.to,
    rounds: { total: adults + juniors, bySource: roundsBySource, adults, juniors },
    occupancy: {
      players: days.reduce((sum, d) => sum + d.players, 0),
      capacity: days.reduce((sum, d) => sum + d.capacity, 0),
      blocked: days.reduce((sum, d) => sum + d.blocked, 0),
      days,
      heat,
    },
    money: {
      receivedCents,
      refundedCents,
      openCents,
      failedCents,
      byFee: fees,
      averagePerRoundCents: perRound(feeCents, feeRounds),
    },
    noShows: {
      count: noShows,
      ratePermille: permille(noShows, bookings),
      bySource: noShowsBySource,
      lateCancellations: late,
      latePermille: permille(late, bookings + late),
      lateBySource,
      bookingsBySource,
    },
  };
}
