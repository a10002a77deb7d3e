import { describe, expect, it } from 'vitest';
import { formatDayMonth } from './seasonSpans';

describe('formatDayMonth', () => {
  it('writes the day before the month, short or long', () => {
    expect(formatDayMonth({ month: 11, day: 17 })).toBe('17\u00a0Nov');
    expect(formatDayMonth({ month: 1, day: 1 }, 'long')).toBe('1\u00a0January');
    expect(formatDayMonth({ month: 12, day: 31 }, 'long')).toBe('31\u00a0December');
  });

  it('names the month in the page locale', () => {
    expect(formatDayMonth({ month: 1, day: 1 }, 'long', 'fr-BE')).toBe('1\u00a0janvier');
    expect(formatDayMonth({ month: 11, day: 17 }, 'short', 'nl-BE')).toBe('17\u00a0nov');
  });
});
