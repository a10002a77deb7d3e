import { describe, expect, it } from 'vitest';
import { HANDICAP_LIMITS, maxHandicapOn } from './handicapLimits';

describe('maxHandicapOn', () => {
  it('allows 34 Monday to Thursday', () => {
    // 8 to 11 June 2026: Monday to Thursday
    for (const day of [8, 9, 10, 11]) expect(maxHandicapOn({ year: 2026, month: 6, day })).toBe(34);
  });

  it('allows 28 Friday to Sunday', () => {
    for (const day of [12, 13, 14]) expect(maxHandicapOn({ year: 2026, month: 6, day })).toBe(28);
  });

  it('allows 28 on a holiday that falls Monday to Thursday', () => {
    // Whit Monday 2026 is 25 May; 21 July 2026 is a Tuesday.
    expect(maxHandicapOn({ year: 2026, month: 5, day: 25 })).toBe(28);
    expect(maxHandicapOn({ year: 2026, month: 7, day: 21 })).toBe(28);
    expect(maxHandicapOn({ year: 2026, month: 7, day: 22 })).toBe(34);
  });

  it('gives the two limits of docs/product.md, Handicap limits', () => {
    expect(HANDICAP_LIMITS).toEqual({ mondayToThursday: 34, fridayToSundayAndHolidays: 28 });
  });
});
