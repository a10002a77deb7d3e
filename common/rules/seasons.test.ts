import { describe, expect, it } from 'vitest';
import { dayOfWeek, minutesOfDay, seasonOf } from './seasons';

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
  ] as const)('%o is %s season', (date, season) => {
    expect(seasonOf(date)).toBe(season);
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
