import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatMediumDate, formatWeekday } from './dates';

describe('formatMediumDate', () => {
  it('reads the month as 1-12: month 1 is January, month 12 is December (no off-by-one)', () => {
    expect(formatMediumDate({ year: 2026, month: 1, day: 5 })).toBe('Jan 5, 2026');
    expect(formatMediumDate({ year: 2026, month: 12, day: 31 })).toBe('Dec 31, 2026');
    expect(formatMediumDate({ year: 2028, month: 2, day: 29 })).toBe('Feb 29, 2028');
  });

  it('formats YYYY-MM-DD texts, and leaves other text as it is', () => {
    expect(formatIsoDate('2026-06-14')).toBe('Jun 14, 2026');
    expect(formatIsoDate('tomorrow')).toBe('tomorrow');
  });

  it('names the weekday of a date', () => {
    expect(formatWeekday({ year: 2026, month: 6, day: 14 })).toBe('Sunday');
  });

  it('writes dates and weekdays in the page locale', () => {
    expect(formatMediumDate({ year: 2026, month: 6, day: 14 }, 'nl-BE')).toBe('14 jun 2026');
    expect(formatIsoDate('2026-06-14', 'fr-BE')).toBe('14 juin 2026');
    expect(formatWeekday({ year: 2026, month: 6, day: 14 }, 'de-BE')).toBe('Sonntag');
  });
});
