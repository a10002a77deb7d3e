import { describe, expect, it } from 'vitest';
import { clubDateTime, formatPrice, reservationDate, reservationTime, titleCase } from './formatReservation';

describe('formatReservation', () => {
  it('builds the date from month 1-12 without an off-by-one', () => {
    expect(reservationDate({ year: 2026, month: 1, day: 31 })).toBe('Jan 31, 2026');
    expect(reservationDate({ year: 2026, month: 12, day: 1 })).toBe('Dec 1, 2026');
    // Read as 0-11, month 2 and day 30 would roll over into March.
    expect(reservationDate({ year: 2026, month: 2, day: 28 })).toBe('Feb 28, 2026');
  });

  it('pads the time to two digits', () => {
    expect(reservationTime({ hour: 8, minute: 0 })).toBe('08:00');
    expect(reservationTime({ hour: 16, minute: 5 })).toBe('16:05');
  });

  it('title-cases the payment state, and gives nothing for none', () => {
    expect(titleCase('paid')).toBe('Paid');
    expect(titleCase('CANCELED')).toBe('Canceled');
    expect(titleCase('open')).toBe('Open');
    expect(titleCase(undefined)).toBeUndefined();
    expect(titleCase('  ')).toBeUndefined();
  });

  it('shows prices in EUR', () => {
    expect(formatPrice(220)).toBe('€220.00');
    expect(formatPrice(1050.5)).toBe('€1,050.50');
  });

  it('writes prices and dates in the page locale', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatPrice(110, 'nl-BE'))).toBe('€ 110,00');
    expect(spaced(formatPrice(1050.5, 'fr-BE'))).toBe('1 050,50 €');
    expect(spaced(formatPrice(110, 'de-BE'))).toBe('110,00 €');
    expect(reservationDate({ year: 2026, month: 1, day: 31 }, 'nl-BE')).toBe('31 jan 2026');
  });

  it('shows an instant on the club’s clock, in winter and in summer, in the page locale', () => {
    expect(clubDateTime('2026-01-29T07:00:00.000Z')).toEqual({ date: 'Jan 29, 2026', time: '08:00' });
    // 22:30 UTC in July is already the next day at the club (UTC+2).
    expect(clubDateTime('2026-07-14T22:30:00Z', 'nl-BE')).toEqual({ date: '15 jul 2026', time: '00:30' });
    expect(clubDateTime('2026-07-15T10:05:00+02:00', 'de-BE')).toEqual({ date: '15.07.2026', time: '10:05' });
  });
});
