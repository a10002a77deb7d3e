import { describe, expect, it } from 'vitest';
import { formatPlayDate, isoFromLocalInput, localInputFromIso } from './dateTime';

describe('datetime-local values and ISO times', () => {
  it('writes a local time with the offset of its own day, and reads it back', () => {
    const iso = isoFromLocalInput('2026-03-01T07:30');
    expect(iso).toMatch(/^2026-03-01T07:30:00[+-]\d\d:\d\d$/);
    expect(Date.parse(iso as string)).toBe(new Date(2026, 2, 1, 7, 30).getTime());
    expect(localInputFromIso(iso)).toBe('2026-03-01T07:30');
    // A summer day has its own offset (summer time where there is one).
    const summer = isoFromLocalInput('2026-07-01T18:05') as string;
    expect(Date.parse(summer)).toBe(new Date(2026, 6, 1, 18, 5).getTime());
  });

  it('treats an empty field as no time, and anything else as unreadable', () => {
    expect(isoFromLocalInput('')).toBeNull();
    expect(isoFromLocalInput('2026-03-01')).toBeUndefined();
    expect(localInputFromIso(null)).toBe('');
    expect(localInputFromIso('not a time')).toBe('');
  });

  it('shows a booking day without shifting it by a time zone', () => {
    expect(formatPlayDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatPlayDate('soon')).toBe('soon');
  });
});
