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

describe('club time without Intl', () => {
  // clubNow works the offset out by the EU rule; the tz database (through Intl) must agree.
  const tzClock = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const tzNow = (instant: Date) => {
    const parts = Object.fromEntries(tzClock.formatToParts(instant).map((part) => [part.type, part.value]));
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      minutes: Number(parts.hour) * 60 + Number(parts.minute),
    };
  };
  const HOUR = 60 * 60_000;
  const lastSunday = (year: number, monthIndex: number) => {
    const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
    return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay());
  };
  const years = Array.from({ length: 2040 - 1996 + 1 }, (_, index) => 1996 + index);

  it('agrees with the tz database every hour of the days around each change of clocks, 1996–2040', () => {
    const instants: Date[] = [];
    for (const year of years) {
      for (const sunday of [lastSunday(year, 2), lastSunday(year, 9)]) {
        // From the Saturday to the Monday, on the hour and just before and after it.
        for (let hour = -24; hour < 48; hour += 1) {
          for (const minutes of [-1, 0, 1, 30])
            instants.push(new Date(sunday + hour * HOUR + minutes * 60_000));
        }
      }
    }
    expect(instants.map((instant) => clubNow(instant))).toEqual(instants.map(tzNow));
  });

  it('agrees with the tz database at noon UTC on every day of a few years', () => {
    const instants: Date[] = [];
    for (const year of [1996, 2024, 2025, 2026, 2040]) {
      for (let day = 1; day <= 366; day += 1) instants.push(new Date(Date.UTC(year, 0, day, 12)));
    }
    expect(instants.map((instant) => clubNow(instant))).toEqual(instants.map(tzNow));
  });

  it('turns every wall-clock hour around the changes back into the instant it was read from', () => {
    for (const year of [1996, 2026, 2040]) {
      for (const sunday of [lastSunday(year, 2), lastSunday(year, 9)]) {
        for (let hour = -24; hour < 48; hour += 1) {
          const instant = new Date(sunday + hour * HOUR);
          const { date, minutes } = clubNow(instant);
          const calendarDate = parseIsoDate(date);
          if (!calendarDate) throw new Error(`not a date: ${date}`);
          const back = clubLocalToUtc(calendarDate, Math.floor(minutes / 60), minutes % 60);
          // 02:00–03:00 on the last Sunday of October happens twice; either instant shows the same clock.
          expect(clubNow(back)).toEqual({ date, minutes });
        }
      }
    }
  });

  it('refuses an invalid date, as Intl did', () => {
    expect(() => clubNow(new Date(Number.NaN))).toThrow(RangeError);
  });
});
