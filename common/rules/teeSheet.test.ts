import { describe, expect, it } from 'vitest';
import { isMembersOnly, isTeeTime, sheetTimesFor, teeSheetConfig, teeTimesFor } from './teeSheet';

const lowSeasonDay = { year: 2025, month: 1, day: 7 };
const highSeasonDay = { year: 2025, month: 6, day: 10 };

describe('teeTimesFor', () => {
  it('runs from 08:30 to 15:30 in low season', () => {
    const times = teeTimesFor(lowSeasonDay);
    expect(times[0]).toEqual({ hour: 8, min: 30 });
    expect(times.at(-1)).toEqual({ hour: 15, min: 30 });
    expect(times).toHaveLength(43 - 12);
  });

  it('runs from 07:30 to 18:00 in high season', () => {
    const times = teeTimesFor(highSeasonDay);
    expect(times[0]).toEqual({ hour: 7, min: 30 });
    expect(times.at(-1)).toEqual({ hour: 18, min: 0 });
    expect(times).toHaveLength(64 - 12);
  });

  it('switches season on 1 April and 17 November', () => {
    expect(teeTimesFor({ year: 2025, month: 3, day: 31 })[0]).toEqual({ hour: 8, min: 30 });
    expect(teeTimesFor({ year: 2025, month: 4, day: 1 })[0]).toEqual({ hour: 7, min: 30 });
    expect(teeTimesFor({ year: 2025, month: 11, day: 16 })[0]).toEqual({ hour: 7, min: 30 });
    expect(teeTimesFor({ year: 2025, month: 11, day: 17 })[0]).toEqual({ hour: 8, min: 30 });
  });

  it('spaces times by the interval', () => {
    expect(teeTimesFor(lowSeasonDay).slice(0, 3)).toEqual([
      { hour: 8, min: 30 },
      { hour: 8, min: 40 },
      { hour: 8, min: 50 },
    ]);
  });

  it('leaves out the members-only window but offers 14:00', () => {
    const times = teeTimesFor(lowSeasonDay);
    const around = times.filter((t) => t.hour >= 11 && t.hour <= 14).slice(5, 7);
    expect(around).toEqual([
      { hour: 11, min: 50 },
      { hour: 14, min: 0 },
    ]);
    expect(times.some((t) => t.hour === 12 || t.hour === 13)).toBe(false);
  });

  it('follows a changed configuration', () => {
    const config = { ...teeSheetConfig, intervalMinutes: 15 };
    expect(teeTimesFor(lowSeasonDay, config).slice(0, 3)).toEqual([
      { hour: 8, min: 30 },
      { hour: 8, min: 45 },
      { hour: 9, min: 0 },
    ]);
  });

  it('refuses an interval that is not positive', () => {
    expect(() => teeTimesFor(lowSeasonDay, { ...teeSheetConfig, intervalMinutes: 0 })).toThrow(RangeError);
  });
});

describe('isMembersOnly', () => {
  it('covers 12:00 up to, not including, 14:00', () => {
    expect(isMembersOnly(11, 59)).toBe(false);
    expect(isMembersOnly(12, 0)).toBe(true);
    expect(isMembersOnly(13, 50)).toBe(true);
    expect(isMembersOnly(13, 59)).toBe(true);
    expect(isMembersOnly(14, 0)).toBe(false);
  });
});

describe('isTeeTime', () => {
  it('accepts offered times only', () => {
    expect(isTeeTime(lowSeasonDay, 8, 30)).toBe(true);
    expect(isTeeTime(lowSeasonDay, 8, 20)).toBe(false);
    expect(isTeeTime(lowSeasonDay, 8, 35)).toBe(false);
    expect(isTeeTime(lowSeasonDay, 15, 30)).toBe(true);
    expect(isTeeTime(lowSeasonDay, 15, 40)).toBe(false);
    expect(isTeeTime(lowSeasonDay, 12, 0)).toBe(false);
    expect(isTeeTime(lowSeasonDay, 14, 0)).toBe(true);
    expect(isTeeTime(highSeasonDay, 7, 30)).toBe(true);
    expect(isTeeTime(highSeasonDay, 18, 0)).toBe(true);
    expect(isTeeTime(highSeasonDay, 18, 10)).toBe(false);
  });
});

describe('sheetTimesFor', () => {
  it('keeps the members-only times, flagged, which teeTimesFor leaves out', () => {
    const sheet = sheetTimesFor(lowSeasonDay);
    expect(sheet.find((t) => t.hour === 12 && t.min === 0)).toEqual({ hour: 12, min: 0, membersOnly: true });
    expect(sheet.find((t) => t.hour === 14 && t.min === 0)).toEqual({ hour: 14, min: 0, membersOnly: false });
    expect(sheet.filter((t) => !t.membersOnly).map(({ hour, min }) => ({ hour, min }))).toEqual(
      teeTimesFor(lowSeasonDay),
    );
    expect(sheet).toHaveLength((15 * 60 + 30 - (8 * 60 + 30)) / 10 + 1);
  });
});
