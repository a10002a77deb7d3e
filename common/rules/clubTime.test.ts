import { describe, expect, it } from 'vitest';
import { clubLocalToUtc, clubNow, formatTime, isValidDate, parseIsoDate, parseTime } from './clubTime';

describe('club time', () => {
  it('reads today and now in Brussels, not UTC', () => {
    // 23:30 UTC on 31 Dec is already 00:30 on 1 Jan in Brussels (winter, UTC+1).
    expect(clubNow(new Date('2025-12-31T23:30:00Z'))).toEqual({ date: '2026-01-01', minutes: 30 });
    // Summer time: UTC+2.
    expect(clubNow(new Date('2026-07-01T10:15:00Z'))).toEqual({ date: '2026-07-01', minutes: 12 * 60 + 15 });
  });

  it('turns a Brussels wall-clock time into the right UTC instant, in winter and in summer', () => {
    expect(clubLocalToUtc({ year: 2026, month: 1, day: 15 }, 9, 30).toISOString()).toBe(
      '2026-01-15T08:30:00.000Z',
    );
    expect(clubLocalToUtc({ year: 2026, month: 7, day: 15 }, 9, 30).toISOString()).toBe(
      '2026-07-15T07:30:00.000Z',
    );
  });

  it('refuses dates and times that do not exist', () => {
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isValidDate({ year: 2025, month: 13, day: 1 })).toBe(false);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('07:05')).toEqual({ hour: 7, minute: 5 });
    expect(formatTime(7, 5)).toBe('07:05');
  });
});
