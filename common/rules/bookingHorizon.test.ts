import { describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_DAYS, daysFromTo, isBeyondBookingHorizon } from './bookingHorizon';

describe('the booking horizon', () => {
  it('is 366 days, so that the same date next year is always open, also across a leap day', () => {
    expect(BOOKING_HORIZON_DAYS).toBe(366);
    expect(isBeyondBookingHorizon('2027-06-01', '2026-06-01')).toBe(false);
    expect(isBeyondBookingHorizon('2028-03-01', '2027-03-01')).toBe(false);
    expect(daysFromTo('2027-03-01', '2028-03-01')).toBe(366);
    expect(isBeyondBookingHorizon('2028-03-02', '2027-03-01')).toBe(true);
    expect(isBeyondBookingHorizon('2999-12-31', '2026-11-27')).toBe(true);
  });

  it('counts whole days across the change to and from summer time', () => {
    expect(daysFromTo('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysFromTo('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysFromTo('2026-11-27', '2026-11-26')).toBe(-1);
  });
});
