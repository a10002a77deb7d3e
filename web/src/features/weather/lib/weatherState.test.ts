import { describe, expect, it } from 'vitest';
import type { Weather } from '../../../../../common/api/content';
import { weatherState } from './weatherState';

const reading: Weather = { wind: 18, humidity: 82, temperature: 9.5, airPressure: 1017 };
// 06:40 at the club (Europe/Brussels, UTC+1 in November).
const taken = '2026-11-22T05:40:00Z';
const minutesLater = (minutes: number) => new Date(Date.parse(taken) + minutes * 60_000);

describe('weatherState', () => {
  it('shows a reading up to 30 minutes old', () => {
    expect(weatherState({ ...reading, time: taken, status: 'Ok' }, minutesLater(0))).toEqual({
      kind: 'current',
    });
    expect(weatherState({ ...reading, time: taken }, minutesLater(30))).toEqual({ kind: 'current' });
  });

  it('calls an older one stale, with the club time of the last reading', () => {
    expect(weatherState({ ...reading, time: taken }, minutesLater(31))).toEqual({
      kind: 'stale',
      lastReading: '06:40',
    });
  });

  it('calls a reading with an unreadable time stale, without a time', () => {
    expect(weatherState({ ...reading, time: 'soon' }, minutesLater(0))).toEqual({
      kind: 'stale',
      lastReading: undefined,
    });
  });

  it('says offline when the station says so, however recent the reading', () => {
    expect(weatherState({ ...reading, time: taken, status: 'Offline' }, minutesLater(1))).toEqual({
      kind: 'offline',
    });
  });

  it('shows a reading without a time as it is (the seeded sample)', () => {
    expect(weatherState(reading, minutesLater(10_000))).toEqual({ kind: 'current' });
  });
});
