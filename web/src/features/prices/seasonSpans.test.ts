import { describe, expect, it } from 'vitest';
import { seasonOf } from '../../../../common/rules/seasons';
import { formatDayMonth, seasonSpans } from './seasonSpans';

describe('seasonSpans', () => {
  it('reads the green-fee seasons of docs/product.md from seasonOf', () => {
    expect(seasonSpans(2025)).toEqual({
      low: { from: { year: 2025, month: 11, day: 17 }, to: { year: 2025, month: 3, day: 31 } },
      high: { from: { year: 2025, month: 4, day: 1 }, to: { year: 2025, month: 11, day: 16 } },
    });
  });

  it('agrees with seasonOf on every boundary day', () => {
    const { low, high } = seasonSpans(2025);
    for (const day of [low.from, high.to, high.from, low.to]) {
      const expected = day === low.from || day === low.to ? 'low' : 'high';
      expect(seasonOf(day)).toBe(expected);
    }
  });
});

describe('formatDayMonth', () => {
  it('writes the day before the month, short or long', () => {
    expect(formatDayMonth({ year: 2025, month: 11, day: 17 })).toBe('17\u00a0Nov');
    expect(formatDayMonth({ year: 2024, month: 1, day: 1 }, 'long')).toBe('1\u00a0January');
    expect(formatDayMonth({ year: 2024, month: 12, day: 31 }, 'long')).toBe('31\u00a0December');
  });

  it('names the month in the page locale', () => {
    expect(formatDayMonth({ year: 2024, month: 1, day: 1 }, 'long', 'fr-BE')).toBe('1\u00a0janvier');
    expect(formatDayMonth({ year: 2025, month: 11, day: 17 }, 'short', 'nl-BE')).toBe('17\u00a0nov');
  });
});
