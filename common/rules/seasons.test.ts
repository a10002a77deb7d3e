import { describe, expect, it } from 'vitest';
import { dayOfWeek, minutesOfDay, restOfYear, seasonOf } from './seasons';

const APRIL_TO_MID_NOVEMBER = { from: { month: 4, day: 1 }, to: { month: 11, day: 16 } };
/** A high season across the year end, as a club south of the equator might have. */
const OCTOBER_TO_MARCH = { from: { month: 10, day: 1 }, to: { month: 3, day: 31 } };

describe('seasonOf', () => {
  it.each([
    [{ year: 2025, month: 1, day: 1 }, 'low'],
    [{ year: 2025, month: 3, day: 31 }, 'low'],
    [{ year: 2025, month: 4, day: 1 }, 'high'],
    [{ year: 2025, month: 7, day: 15 }, 'high'],
    [{ year: 2025, month: 11, day: 16 }, 'high'],
    [{ year: 2025, month: 11, day: 17 }, 'low'],
    [{ year: 2025, month: 12, day: 31 }, 'low'],
    [{ year: 2026, month: 1, day: 1 }, 'low'],
    [{ year: 2024, month: 2, day: 29 }, 'low'],
  ] as const)('%o is %s season with high season 1 April to 16 November', (date, season) => {
    expect(seasonOf(date, APRIL_TO_MID_NOVEMBER)).toBe(season);
  });

  it.each([
    [{ year: 2025, month: 9, day: 30 }, 'low'],
    [{ year: 2025, month: 10, day: 1 }, 'high'],
    [{ year: 2025, month: 12, day: 31 }, 'high'],
    [{ year: 2026, month: 1, day: 1 }, 'high'],
    [{ year: 2024, month: 2, day: 29 }, 'high'],
    [{ year: 2026, month: 3, day: 31 }, 'high'],
    [{ year: 2026, month: 4, day: 1 }, 'low'],
  ] as const)(
    '%o is %s season with high season 1 October to 31 March (across the year end)',
    (date, season) => {
      expect(seasonOf(date, OCTOBER_TO_MARCH)).toBe(season);
    },
  );

  it('counts a one-day high season', () => {
    const oneDay = { from: { month: 7, day: 14 }, to: { month: 7, day: 14 } };
    expect(seasonOf({ year: 2026, month: 7, day: 14 }, oneDay)).toBe('high');
    expect(seasonOf({ year: 2026, month: 7, day: 15 }, oneDay)).toBe('low');
  });
});

describe('restOfYear', () => {
  it('runs from the day after a span to the day before it, round the year end and 29 February', () => {
    expect(restOfYear(APRIL_TO_MID_NOVEMBER)).toEqual({
      from: { month: 11, day: 17 },
      to: { month: 3, day: 31 },
    });
    expect(restOfYear(OCTOBER_TO_MARCH)).toEqual({ from: { month: 4, day: 1 }, to: { month: 9, day: 30 } });
    const marchToDecember = { from: { month: 3, day: 1 }, to: { month: 12, day: 31 } };
    expect(restOfYear(marchToDecember)).toEqual({ from: { month: 1, day: 1 }, to: { month: 2, day: 29 } });
  });
});

describe('dayOfWeek', () => {
  it('counts from Sunday = 0', () => {
    expect(dayOfWeek({ year: 2025, month: 1, day: 12 })).toBe(0);
    expect(dayOfWeek({ year: 2025, month: 1, day: 6 })).toBe(1);
    expect(dayOfWeek({ year: 2025, month: 1, day: 11 })).toBe(6);
    expect(dayOfWeek({ year: 2024, month: 2, day: 29 })).toBe(4);
  });
});

describe('minutesOfDay', () => {
  it('counts minutes since midnight', () => {
    expect(minutesOfDay({ hour: 0, minute: 0 })).toBe(0);
    expect(minutesOfDay({ hour: 14, minute: 30 })).toBe(870);
  });
});
