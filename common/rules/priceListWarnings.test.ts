import { describe, expect, it } from 'vitest';
import { SEEDED_PRICE_LIST } from '../test/seededPriceList';
import { BOOKING_HORIZON_DAYS } from './bookingHorizon';
import { priceListWarnings } from './priceListWarnings';

const seeded = { name: 'Green fees 2025', effectiveFrom: SEEDED_PRICE_LIST.effectiveFrom };
const of2026 = { name: 'Green fees 2026', effectiveFrom: '2026-01-01' };
const of2027 = { name: 'Green fees 2027', effectiveFrom: '2027-01-01' };
const kinds = (warnings: { kind: string }[]) => warnings.map((warning) => warning.kind);

describe('priceListWarnings', () => {
  it('warns twice with only the seeded 2025 list on 27 November 2026: stale, and sold from today', () => {
    expect(seeded.effectiveFrom).toBe('2025-01-01');
    expect(priceListWarnings([seeded], '2026-11-27')).toEqual([
      { kind: 'stale', list: seeded },
      { kind: 'horizon', date: '2026-11-27', list: seeded },
    ]);
  });

  it('with a 2026 list, is not stale but warns that 2027 dates are sold at it', () => {
    expect(priceListWarnings([seeded, of2026], '2026-11-27')).toEqual([
      { kind: 'horizon', date: '2027-01-02', list: of2026 },
    ]);
  });

  it('still warns when the newer list starts later than the bookable dates that need it', () => {
    const late2027 = { name: 'Green fees 2027', effectiveFrom: '2027-04-01' };
    expect(priceListWarnings([of2026, late2027], '2026-11-27')).toEqual([
      { kind: 'horizon', date: '2027-01-02', list: of2026 },
    ]);
  });

  it('says nothing once a 2027 list covers next year', () => {
    expect(priceListWarnings([seeded, of2027, of2026], '2026-11-27')).toEqual([]);
  });

  it('counts a list exactly a year old as current, one day more as stale', () => {
    expect(kinds(priceListWarnings([of2026], '2027-01-01'))).toEqual(['horizon']);
    expect(priceListWarnings([of2026], '2027-01-02')).toEqual([
      { kind: 'stale', list: of2026 },
      { kind: 'horizon', date: '2027-01-02', list: of2026 },
    ]);
  });

  it('looks no further than the booking horizon', () => {
    // 366 days from 1 March 2027 is 1 March 2028, the list's first anniversary (2028 is a leap year).
    const spring = { name: 'Spring 2027', effectiveFrom: '2027-03-01' };
    expect(BOOKING_HORIZON_DAYS).toBe(366);
    expect(priceListWarnings([spring], '2027-03-01')).toEqual([]);
    expect(priceListWarnings([spring], '2027-03-02')).toEqual([
      { kind: 'horizon', date: '2028-03-02', list: spring },
    ]);
  });

  it('says nothing without a list in force, and takes 29 February back to 28 February', () => {
    expect(priceListWarnings([], '2026-11-27')).toEqual([]);
    const leap = { name: 'Leap', effectiveFrom: '2027-02-28' };
    expect(kinds(priceListWarnings([leap], '2028-02-29'))).toEqual(['horizon']);
    expect(kinds(priceListWarnings([leap], '2028-03-01'))).toEqual(['stale', 'horizon']);
  });
});
