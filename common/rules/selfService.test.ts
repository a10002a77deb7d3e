import { describe, expect, it } from 'vitest';
import {
  type CancelableBooking,
  cancelDeadline,
  cancelTerms,
  clubIsoString,
  paidOnlineCents,
  refundFor,
} from './selfService';
import { DEFAULT_SELF_SERVICE } from './teeSheet';

const summerTime = { year: 2027, month: 7, day: 10, hour: 10, minute: 0 };
const paid: CancelableBooking = {
  ...summerTime,
  source: 'online',
  paymentState: 'paid',
  priceCents: 12_345,
  canceled: false,
};

describe('the player’s own cancel (docs/product.md, Cancel online)', () => {
  it('may cancel until the club’s notice before the tee time, in club time', () => {
    // 10:00 in Brussels in July is 08:00 UTC; 48 hours before.
    expect(cancelDeadline(summerTime, { cancelDeadlineHours: 48 }).toISOString()).toBe(
      '2027-07-08T08:00:00.000Z',
    );
    // Winter: UTC+1.
    const winter = { year: 2027, month: 1, day: 15, hour: 9, minute: 30 };
    expect(cancelDeadline(winter, { cancelDeadlineHours: 2 }).toISOString()).toBe('2027-01-15T06:30:00.000Z');
    // No notice: until the tee time itself.
    expect(cancelDeadline(winter, { cancelDeadlineHours: 0 }).toISOString()).toBe('2027-01-15T08:30:00.000Z');
  });

  it('counts real hours across a change of clocks', () => {
    // Sunday 28 March 2027 the clocks go forward: 10:00 CEST is 08:00 UTC; 24 h before is 09:00 CET.
    const afterChange = { year: 2027, month: 3, day: 28, hour: 10, minute: 0 };
    expect(cancelDeadline(afterChange, { cancelDeadlineHours: 24 }).toISOString()).toBe(
      '2027-03-27T08:00:00.000Z',
    );
  });

  it('refunds the club’s share of what was paid online, rounded to the cent', () => {
    expect(refundFor(12_345, { refundPercent: 100 })).toBe(12_345);
    expect(refundFor(12_345, { refundPercent: 50 })).toBe(6_173);
    expect(refundFor(12_345, { refundPercent: 33 })).toBe(4_074);
    expect(refundFor(12_345, { refundPercent: 0 })).toBe(0);
    expect(refundFor(0, { refundPercent: 100 })).toBe(0);
  });

  it('counts only a paid online booking as paid', () => {
    expect(paidOnlineCents(paid)).toBe(12_345);
    for (const paymentState of ['open', 'failed', 'canceled', 'expired'] as const)
      expect(paidOnlineCents({ ...paid, paymentState })).toBe(0);
    expect(paidOnlineCents({ ...paid, source: 'desk', paymentState: null })).toBe(0);
    expect(paidOnlineCents({ ...paid, source: 'request', paymentState: null })).toBe(0);
  });

  it('gives the terms before the deadline, and none at or after it, or once canceled', () => {
    const until = cancelDeadline(summerTime, DEFAULT_SELF_SERVICE);
    const before = new Date(until.getTime() - 1);
    expect(cancelTerms(paid, DEFAULT_SELF_SERVICE, before)).toEqual({ until, refundCents: 12_345 });
    expect(cancelTerms(paid, { ...DEFAULT_SELF_SERVICE, refundPercent: 80 }, before)?.refundCents).toBe(
      9_876,
    );
    expect(cancelTerms({ ...paid, paymentState: 'open' }, DEFAULT_SELF_SERVICE, before)).toEqual({
      until,
      refundCents: 0,
    });
    expect(cancelTerms(paid, DEFAULT_SELF_SERVICE, until)).toBeNull();
    expect(cancelTerms(paid, DEFAULT_SELF_SERVICE, new Date('2027-07-10T09:00:00Z'))).toBeNull();
    expect(cancelTerms({ ...paid, canceled: true }, DEFAULT_SELF_SERVICE, before)).toBeNull();
  });

  it('writes an instant in club time with its offset', () => {
    expect(clubIsoString(new Date('2027-07-08T08:00:00Z'))).toBe('2027-07-08T10:00:00+02:00');
    expect(clubIsoString(new Date('2027-01-15T06:30:59.900Z'))).toBe('2027-01-15T07:30:59+01:00');
    expect(clubIsoString(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30:00+01:00');
    const instant = new Date('2027-03-28T01:30:00Z');
    expect(Date.parse(clubIsoString(instant))).toBe(instant.getTime());
  });
});
