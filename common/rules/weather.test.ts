import { describe, expect, it } from 'vitest';
import { currentUntil, isCurrentWeather, readingInstant } from './weather';

const reading = { wind: 18, humidity: 82, temperature: 9.5, airPressure: 1017 };
// 08:00 at the club (Europe/Brussels is UTC+1 in November).
const now = new Date('2026-11-22T07:00:00Z');

describe('readingInstant', () => {
  it('reads a date-time as it says', () => {
    expect(readingInstant('2026-11-22T06:45:00Z', now)?.toISOString()).toBe('2026-11-22T06:45:00.000Z');
  });

  it("takes a time of day as the club's clock today", () => {
    expect(readingInstant('07:45', now)?.toISOString()).toBe('2026-11-22T06:45:00.000Z');
    expect(readingInstant('8:00:30', now)?.toISOString()).toBe('2026-11-22T07:00:00.000Z');
  });

  it('takes a time of day later than now as yesterday', () => {
    expect(readingInstant('23:50', now)?.toISOString()).toBe('2026-11-21T22:50:00.000Z');
  });

  it('gives nothing for what is no time', () => {
    for (const time of ['soon', '25:00', '07:60', '2026-13-45', '']) {
      expect(readingInstant(time, now)).toBeUndefined();
    }
  });
});

describe('isCurrentWeather', () => {
  it('shows a reading up to 30 minutes old, by date-time or by time of day', () => {
    expect(isCurrentWeather({ ...reading, time: '2026-11-22T06:30:00Z' }, now)).toBe(true);
    expect(isCurrentWeather({ ...reading, time: '07:30' }, now)).toBe(true);
    expect(isCurrentWeather({ ...reading, time: '07:29' }, now)).toBe(false);
    expect(isCurrentWeather({ ...reading, time: '2026-11-22T06:29:59Z' }, now)).toBe(false);
  });

  it('never shows an offline station or an unreadable time as current', () => {
    expect(isCurrentWeather({ ...reading, time: '07:55', status: 'Offline' }, now)).toBe(false);
    expect(isCurrentWeather({ ...reading, time: 'soon' }, now)).toBe(false);
  });

  it('shows a reading without a time as it is', () => {
    expect(isCurrentWeather(reading, now)).toBe(true);
  });
});

describe('currentUntil', () => {
  const reading = { wind: 5, humidity: 80, temperature: 11, airPressure: 1012 };
  const now = new Date('2026-11-22T06:00:00Z');

  it('is the first moment isCurrentWeather says no, for a reading shown as current', () => {
    const current = { ...reading, time: '2026-11-22T05:40:00Z' };
    const until = currentUntil(current, now);
    expect(until?.toISOString()).toBe('2026-11-22T06:10:00.001Z');
    expect(isCurrentWeather(current, new Date((until?.getTime() ?? 0) - 1))).toBe(true);
    expect(isCurrentWeather(current, until)).toBe(false);
  });

  it('is none for a reading not shown as current, or one whose age never counts', () => {
    expect(currentUntil({ ...reading, time: '2026-11-22T05:00:00Z' }, now)).toBeUndefined();
    expect(
      currentUntil({ ...reading, time: '2026-11-22T05:50:00Z', status: 'Offline' }, now),
    ).toBeUndefined();
    expect(currentUntil(reading, now)).toBeUndefined();
  });
});
