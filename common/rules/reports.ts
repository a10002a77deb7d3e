import type { FeeId } from '../api/feeIds';
import type { ReportSource } from '../api/reports';
import type { BookingPaymentState } from './bookingStates';
import { type CalendarDate, clubLocalToUtc, isoDate, parseIsoDate } from './clubTime';
import { type ClubHoliday, isWeekendOrHoliday } from './holidays';
import { twilightFromOn } from './priceLists';
import type { PricingList } from './prices';
import { minutesOfDay } from './seasons';
import { type SelfServiceRules, sheetTimesFor, type TeeSheetConfig } from './teeSheet';

/**
 * The reports' definitions (docs/product.md, Reports), each written once here; the server's SQL twins
 * (server/src/reports/reportSql.ts) say the same in SQL, and tests hold the two together.
 */

/** What the definitions read of a booking row (table reservations). */
export interface ReportBooking {
  source: 'online' | 'request' | 'desk';
  waitingListOfferId: string | null;
  paymentState: BookingPaymentState | null;
  canceledAt: Date | null;
  /** A change's difference row: the booking it changes. Never a round of its own; its payments are money. */
  changeOf: string | null;
}

/** The report's source: a booking taken from a waiting-list offer is the list's, whatever its own source. */
export const reportSourceOf = (b: Pick<ReportBooking, 'source' | 'waitingListOfferId'>): ReportSource =>
  b.waitingListOfferId !== null ? 'waiting-list' : b.source;

/**
 * A booking the club sold: paid online, or entered by staff (desk, a request confirmed; paid at the desk).
 * An unpaid or failed online hold never was one.
 */
export const wasSold = (b: Pick<ReportBooking, 'source' | 'paymentState'>): boolean =>
  b.source !== 'online' || b.paymentState === 'paid';

/** A booking that stands: sold and not canceled. Each of its players is a round; no-shows count. */
export const standsAsRounds = (
  b: Pick<ReportBooking, 'source' | 'paymentState' | 'canceledAt' | 'changeOf'>,
) => b.changeOf === null && b.canceledAt === null && wasSold(b);

/**
 * A late cancellation: a sold booking canceled (by the player or by the club, say at the player's call) at
 * or after the club's cancel deadline, `cancelDeadlineHours` before its tee time, by today's rules. Players
 * cannot cancel online that late, so these are the club's cancels on the day; a cancel for a closed course
 * is one too, and the report cannot tell them apart.
 */
export function isLateCancellation(
  b: Pick<ReportBooking, 'source' | 'paymentState' | 'canceledAt' | 'changeOf'> & TeeTimeOf,
  rules: Pick<SelfServiceRules, 'cancelDeadlineHours'>,
): boolean {
  if (b.changeOf !== null || b.canceledAt === null || !wasSold(b)) return false;
  const teeTime = clubLocalToUtc(b, b.hour, b.minute).getTime();
  return b.canceledAt.getTime() >= teeTime - rules.cancelDeadlineHours * 3_600_000;
}

interface TeeTimeOf extends CalendarDate {
  hour: number;
  minute: number;
}

/** What an online booking's price is waiting for: still open, or ended unpaid. Null for any other. */
export function moneyAwaited(
  b: Pick<ReportBooking, 'source' | 'paymentState' | 'canceledAt'>,
): 'open' | 'failed' | null {
  if (b.source !== 'online') return null;
  if (b.paymentState === 'open') return b.canceledAt === null ? 'open' : null;
  return b.paymentState === 'failed' || b.paymentState === 'canceled' || b.paymentState === 'expired'
    ? 'failed'
    : null;
}

/** What one payment row (table reservation_payments) brought: received when paid, and refunded of it. */
export const paymentMoney = (p: { state: string; amountCents: number; refundedCents: number | null }) =>
  p.state === 'paid'
    ? { receivedCents: p.amountCents, refundedCents: p.refundedCents ?? 0 }
    : { receivedCents: 0, refundedCents: 0 };

/** The fee a booking was sold at: the price list's fee for an online one; paid at the desk otherwise. */
export type ReportFee = FeeId | 'desk';
export const REPORT_FEES: readonly ReportFee[] = [
  'weekday',
  'weekend',
  'groupWeekday',
  'groupWeekend',
  'twilight',
  'dayFee',
  'desk',
];

/** What decides a booking's fee on one date by one price list: the same as priceFor reads. */
export interface FeeDay {
  /** Minutes of the club's day from which the twilight fee applies. */
  twilightFrom: number;
  weekendOrHoliday: boolean;
  groupSize: number;
}

export const feeDayOf = (
  date: CalendarDate,
  list: PricingList,
  clubHolidays: readonly ClubHoliday[],
): FeeDay => ({
  twilightFrom: minutesOfDay(twilightFromOn(list, date)),
  weekendOrHoliday: isWeekendOrHoliday(date, clubHolidays),
  groupSize: list.groupSize,
});

/**
 * The fee of a booking, as priceFor chose it (one round, the party its own group): desk and request
 * bookings are paid at the desk, whatever the list says.
 */
export function reportFeeOf(
  b: { source: ReportBooking['source']; hour: number; minute: number; adults: number; juniors: number },
  day: FeeDay,
): ReportFee {
  if (b.source !== 'online') return 'desk';
  if (b.hour * 60 + b.minute >= day.twilightFrom) return 'twilight';
  const group = b.adults + b.juniors >= day.groupSize;
  if (day.weekendOrHoliday) return group ? 'groupWeekend' : 'weekend';
  return group ? 'groupWeekday' : 'weekday';
}

/** Every date of a period, both ends included. */
export function periodDates(from: string, to: string): CalendarDate[] {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return [];
  const dates: CalendarDate[] = [];
  const endMs = Date.UTC(end.year, end.month - 1, end.day);
  for (let at = Date.UTC(start.year, start.month - 1, start.day); at <= endMs; at += 86_400_000) {
    const d = new Date(at);
    dates.push({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  }
  return dates;
}

/** The same period a year earlier (29 February becomes 28), for the screen's comparison. */
export function yearEarlier(period: { from: string; to: string }): { from: string; to: string } {
  const back = (text: string) => {
    const [y, m, d] = text.split('-').map(Number) as [number, number, number];
    const day = m === 2 && d === 29 ? 28 : d;
    return isoDate({ year: y - 1, month: m, day });
  };
  return { from: back(period.from), to: back(period.to) };
}

/** A block of the tee sheet (table tee_sheet_blocks): minutes [fromMinute, toMinute) of each date. */
export interface ReportBlock {
  fromDate: string;
  toDate: string;
  fromMinute: number;
  toMinute: number;
}

/** 1 Monday … 7 Sunday. */
export const isoWeekday = ({ year, month, day }: CalendarDate): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;

export interface SheetPlaces {
  days: { date: string; capacity: number; blocked: number }[];
  /** Per `${weekday}-${hour}`: the places offered (blocked ones apart). */
  heat: Map<string, number>;
}

/**
 * The places the sheet offered in a period: each time of each day (members-only ones too: staff book
 * them) holds `playersPerTime`; a blocked time's places are counted apart, not in the capacity. Today's
 * configuration stands for every day: the sheet keeps no history of its settings.
 */
export function sheetPlaces(
  dates: readonly CalendarDate[],
  config: TeeSheetConfig,
  blocks: readonly ReportBlock[],
): SheetPlaces {
  const heat = new Map<string, number>();
  const days = dates.map((date) => {
    const day = isoDate(date);
    const dayBlocks = blocks.filter((b) => b.fromDate <= day && day <= b.toDate);
    let capacity = 0;
    let blocked = 0;
    for (const time of sheetTimesFor(date, config)) {
      const minute = time.hour * 60 + time.min;
      if (dayBlocks.some((b) => b.fromMinute <= minute && minute < b.toMinute)) {
        blocked += config.playersPerTime;
        continue;
      }
      capacity += config.playersPerTime;
      const key = `${isoWeekday(date)}-${time.hour}`;
      heat.set(key, (heat.get(key) ?? 0) + config.playersPerTime);
    }
    return { date: day, capacity, blocked };
  });
  return { days, heat };
}

/** `count` of `of` in parts per thousand, rounded; 0 of nothing. */
export const permille = (count: number, of: number): number => (of > 0 ? Math.round((count * 1000) / of) : 0);

/** Cents per round, rounded to the cent; 0 without rounds. */
export const perRound = (cents: number, rounds: number): number =>
  rounds > 0 ? Math.round(cents / rounds) : 0;
