import { describe, expect, it } from 'vitest';
import type { PriceListBody } from '../api/priceLists';
import { SEEDED_PRICE_LISTS } from '../test/seededPriceList';
import { clubLocalToUtc } from './clubTime';
import { priceFor } from './prices';
import {
  feeDayOf,
  isLateCancellation,
  isoWeekday,
  moneyAwaited,
  paymentMoney,
  periodDates,
  permille,
  perRound,
  type ReportBooking,
  reportFeeOf,
  reportSourceOf,
  sheetPlaces,
  standsAsRounds,
  yearEarlier,
} from './reports';
import { teeSheetConfig } from './teeSheet';

const seeded = SEEDED_PRICE_LISTS[0] as PriceListBody;
const booking = (over: Partial<ReportBooking> = {}): ReportBooking => ({
  source: 'online',
  waitingListOfferId: null,
  paymentState: 'paid',
  canceledAt: null,
  changeOf: null,
  ...over,
});

describe('reportFeeOf: the fee priceFor charged', () => {
  // Groups from three players, so that a party of a tee time can be one; a club holiday of its own.
  const list: PriceListBody = { ...seeded, groupSize: 3 };
  const clubHolidays = [{ date: '2025-10-03', name: { en: 'Club day', nl: '', fr: '', de: '' } }];

  it('agrees with priceFor on every day of a year, at every half hour, for every party', () => {
    let checked = 0;
    for (const date of periodDates('2025-01-01', '2025-12-31')) {
      const day = feeDayOf(date, list, clubHolidays);
      for (let minutes = 7 * 60 + 30; minutes <= 18 * 60; minutes += 30) {
        const time = { hour: Math.floor(minutes / 60), minute: minutes % 60 };
        for (const [adults, juniors] of [
          [1, 0],
          [1, 1],
          [3, 0],
          [2, 2],
        ] as const) {
          const charged = priceFor({ date, ...time, adults, juniors, clubHolidays }, list).fee;
          expect(reportFeeOf({ source: 'online', ...time, adults, juniors }, day)).toBe(charged);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(365 * 22 * 4);
  });

  it('puts bookings paid at the desk apart, whatever the list says', () => {
    const day = feeDayOf({ year: 2025, month: 6, day: 14 }, list, []);
    const party = { hour: 17, minute: 0, adults: 4, juniors: 0 };
    expect(reportFeeOf({ source: 'desk', ...party }, day)).toBe('desk');
    expect(reportFeeOf({ source: 'request', ...party }, day)).toBe('desk');
    expect(reportFeeOf({ source: 'online', ...party }, day)).toBe('twilight');
  });
});

describe('the report definitions (docs/product.md, Reports)', () => {
  it('counts a round for a booking sold and not canceled, never for a change’s difference row', () => {
    expect(standsAsRounds(booking())).toBe(true);
    expect(standsAsRounds(booking({ source: 'desk', paymentState: null }))).toBe(true);
    expect(standsAsRounds(booking({ source: 'request', paymentState: null }))).toBe(true);
    for (const paymentState of ['open', 'failed', 'canceled', 'expired'] as const)
      expect(standsAsRounds(booking({ paymentState }))).toBe(false);
    expect(standsAsRounds(booking({ canceledAt: new Date() }))).toBe(false);
    expect(standsAsRounds(booking({ changeOf: 'a booking' }))).toBe(false);
  });

  it('names a booking taken from the waiting list the list’s, whatever its own source', () => {
    expect(reportSourceOf(booking())).toBe('online');
    expect(reportSourceOf(booking({ source: 'desk' }))).toBe('desk');
    expect(reportSourceOf(booking({ waitingListOfferId: 'an offer' }))).toBe('waiting-list');
    expect(reportSourceOf(booking({ source: 'request', waitingListOfferId: 'an offer' }))).toBe(
      'waiting-list',
    );
  });

  it('calls a sold booking canceled from the deadline on a late cancellation, in club time', () => {
    // 14:00 on a summer day in Brussels is 12:00 UTC; 48 hours before is 12:00 UTC two days earlier.
    const time = { year: 2025, month: 7, day: 10, hour: 14, minute: 0 };
    const rules = { cancelDeadlineHours: 48 };
    const deadline = Date.parse('2025-07-08T12:00:00Z');
    expect(clubLocalToUtc(time, 14, 0).toISOString()).toBe('2025-07-10T12:00:00.000Z');
    const canceled = (at: number, over: Partial<ReportBooking> = {}) =>
      isLateCancellation({ ...booking({ canceledAt: new Date(at), ...over }), ...time }, rules);
    expect(canceled(deadline)).toBe(true);
    expect(canceled(deadline - 1)).toBe(false);
    expect(canceled(deadline + 3 * 86_400_000)).toBe(true);
    expect(canceled(deadline, { source: 'desk', paymentState: null })).toBe(true);
    // An unpaid hold never was a booking; a change's row is not one of its own.
    expect(canceled(deadline, { paymentState: 'open' })).toBe(false);
    expect(canceled(deadline, { changeOf: 'a booking' })).toBe(false);
    expect(isLateCancellation({ ...booking(), ...time }, rules)).toBe(false);
  });

  it('waits for the price of an open online booking, and counts one that ended unpaid as failed', () => {
    expect(moneyAwaited(booking({ paymentState: 'open' }))).toBe('open');
    expect(moneyAwaited(booking({ paymentState: 'open', canceledAt: new Date() }))).toBeNull();
    for (const paymentState of ['failed', 'canceled', 'expired'] as const)
      expect(moneyAwaited(booking({ paymentState }))).toBe('failed');
    expect(moneyAwaited(booking())).toBeNull();
    expect(moneyAwaited(booking({ source: 'desk', paymentState: null }))).toBeNull();
  });

  it('counts a payment’s money once paid, with what was refunded of it', () => {
    expect(paymentMoney({ state: 'paid', amountCents: 12_000, refundedCents: 6_000 })).toEqual({
      receivedCents: 12_000,
      refundedCents: 6_000,
    });
    expect(paymentMoney({ state: 'paid', amountCents: 12_000, refundedCents: null })).toEqual({
      receivedCents: 12_000,
      refundedCents: 0,
    });
    expect(paymentMoney({ state: 'failed', amountCents: 12_000, refundedCents: null })).toEqual({
      receivedCents: 0,
      refundedCents: 0,
    });
  });

  it('rounds rates and averages to the whole part per thousand and cent, and divides nothing by zero', () => {
    expect(permille(2, 7)).toBe(286);
    expect(permille(0, 0)).toBe(0);
    expect(perRound(141_000, 13)).toBe(10_846);
    expect(perRound(5, 0)).toBe(0);
  });
});

describe('periods', () => {
  it('lists every date of a period, across months, years and a leap day', () => {
    expect(periodDates('2024-02-28', '2024-03-01').map((d) => `${d.month}/${d.day}`)).toEqual([
      '2/28',
      '2/29',
      '3/1',
    ]);
    expect(periodDates('2025-12-31', '2026-01-01')).toEqual([
      { year: 2025, month: 12, day: 31 },
      { year: 2026, month: 1, day: 1 },
    ]);
    expect(periodDates('2025-01-01', '2025-12-31')).toHaveLength(365);
  });

  it('compares with the same days a year earlier', () => {
    expect(yearEarlier({ from: '2026-07-01', to: '2026-07-31' })).toEqual({
      from: '2025-07-01',
      to: '2025-07-31',
    });
    expect(yearEarlier({ from: '2024-02-29', to: '2024-03-31' })).toEqual({
      from: '2023-02-28',
      to: '2023-03-31',
    });
  });

  it('numbers weekdays from Monday', () => {
    expect(isoWeekday({ year: 2025, month: 6, day: 2 })).toBe(1);
    expect(isoWeekday({ year: 2025, month: 6, day: 8 })).toBe(7);
  });
});

describe('sheetPlaces: the places the sheet offered', () => {
  it('counts every time of each day, members-only ones too, and blocked ones apart', () => {
    const june = periodDates('2025-06-02', '2025-06-08');
    const block = { fromDate: '2025-06-03', toDate: '2025-06-04', fromMinute: 8 * 60, toMinute: 9 * 60 };
    const places = sheetPlaces(june, teeSheetConfig, [block]);
    // High season: 07:30 to 18:00 every 10 minutes is 64 times of 4 players; the block takes 6 times.
    expect(places.days.map((d) => [d.date, d.capacity, d.blocked])).toEqual([
      ['2025-06-02', 256, 0],
      ['2025-06-03', 232, 24],
      ['2025-06-04', 232, 24],
      ['2025-06-05', 256, 0],
      ['2025-06-06', 256, 0],
      ['2025-06-07', 256, 0],
      ['2025-06-08', 256, 0],
    ]);
    expect(places.heat.get('2-8')).toBeUndefined();
    expect(places.heat.get('1-8')).toBe(24);
    // 07:30, 07:40, 07:50.
    expect(places.heat.get('1-7')).toBe(12);
    expect([...places.heat.values()].reduce((a, b) => a + b, 0)).toBe(256 * 7 - 48);
  });
});
