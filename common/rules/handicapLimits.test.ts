import { describe, expect, it } from 'vitest';
import { SEEDED_CLUB_RULES as seeded } from './clubRules';
import { handicapDayOf, isOverHandicapLimit, maxHandicapOn } from './handicapLimits';

describe('maxHandicapOn', () => {
  it('allows 34 Monday to Thursday', () => {
    // 8 to 11 June 2026: Monday to Thursday
    for (const day of [8, 9, 10, 11]) expect(maxHandicapOn({ year: 2026, month: 6, day }, seeded)).toBe(34);
  });

  it('allows 28 Friday to Sunday', () => {
    for (const day of [12, 13, 14]) expect(maxHandicapOn({ year: 2026, month: 6, day }, seeded)).toBe(28);
  });

  it('allows 28 on a holiday that falls Monday to Thursday', () => {
    // Whit Monday 2026 is 25 May; 21 July 2026 is a Tuesday; Ascension Day 2026 is Thursday 14 May.
    expect(maxHandicapOn({ year: 2026, month: 5, day: 25 }, seeded)).toBe(28);
    expect(maxHandicapOn({ year: 2026, month: 7, day: 21 }, seeded)).toBe(28);
    expect(maxHandicapOn({ year: 2026, month: 5, day: 14 }, seeded)).toBe(28);
    expect(maxHandicapOn({ year: 2026, month: 7, day: 22 }, seeded)).toBe(34);
    // Easter Monday follows Easter: 6 April 2026, but 29 March 2027.
    expect(maxHandicapOn({ year: 2026, month: 4, day: 6 }, seeded)).toBe(28);
    expect(maxHandicapOn({ year: 2027, month: 4, day: 5 }, seeded)).toBe(34);
    expect(maxHandicapOn({ year: 2027, month: 3, day: 29 }, seeded)).toBe(28);
  });

  it('names which limit a day has', () => {
    expect(handicapDayOf({ year: 2026, month: 6, day: 11 }, seeded)).toBe('mondayToThursday');
    expect(handicapDayOf({ year: 2026, month: 6, day: 12 }, seeded)).toBe('fridayToSundayAndHolidays');
    expect(handicapDayOf({ year: 2026, month: 12, day: 25 }, seeded)).toBe('fridayToSundayAndHolidays');
  });

  it('seeds the two limits of docs/product.md, Handicap limits', () => {
    expect(seeded.handicapLimits).toEqual({ mondayToThursday: 34, fridayToSundayAndHolidays: 28 });
  });

  it('takes the limits staff set, and counts a club holiday as a holiday', () => {
    const rules = {
      handicapLimits: { mondayToThursday: 30, fridayToSundayAndHolidays: 24 },
      holidays: [{ date: '2026-06-11', name: { en: 'Club day', nl: 'Clubdag', fr: '', de: '' } }],
    };
    expect(maxHandicapOn({ year: 2026, month: 6, day: 10 }, rules)).toBe(30);
    expect(maxHandicapOn({ year: 2026, month: 6, day: 11 }, rules)).toBe(24);
    expect(maxHandicapOn({ year: 2026, month: 6, day: 13 }, rules)).toBe(24);
    expect(isOverHandicapLimit(30.1, { year: 2026, month: 6, day: 10 }, rules)).toBe(true);
  });
});

describe('isOverHandicapLimit', () => {
  const thursday = { year: 2026, month: 6, day: 11 };
  const saturday = { year: 2026, month: 6, day: 13 };

  it('allows a handicap at the limit and refuses one a tenth above it', () => {
    expect(isOverHandicapLimit(34, thursday, seeded)).toBe(false);
    expect(isOverHandicapLimit(34.1, thursday, seeded)).toBe(true);
    expect(isOverHandicapLimit(28, saturday, seeded)).toBe(false);
    expect(isOverHandicapLimit(28.1, saturday, seeded)).toBe(true);
    expect(isOverHandicapLimit(30, saturday, seeded)).toBe(true);
  });

  it('never refuses a plus handicap', () => {
    expect(isOverHandicapLimit(-5, saturday, seeded)).toBe(false);
  });
});
