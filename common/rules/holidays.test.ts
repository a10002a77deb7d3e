import { describe, expect, it } from 'vitest';
import { belgianHolidays, easterSunday, isBelgianHoliday, isWeekendOrHoliday } from './holidays';

describe('easterSunday', () => {
  it.each([
    [2000, 4, 23],
    [2019, 4, 21],
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2027, 3, 28],
    [2038, 4, 25],
  ])('Easter %i is %i/%i', (year, month, day) => {
    expect(easterSunday(year)).toEqual({ year, month, day });
  });
});

describe('belgianHolidays', () => {
  it('lists the ten holidays of 2025', () => {
    expect(belgianHolidays(2025)).toEqual([
      { date: { year: 2025, month: 1, day: 1 }, name: "New Year's Day" },
      { date: { year: 2025, month: 4, day: 21 }, name: 'Easter Monday' },
      { date: { year: 2025, month: 5, day: 1 }, name: 'Labour Day' },
      { date: { year: 2025, month: 5, day: 29 }, name: 'Ascension Day' },
      { date: { year: 2025, month: 6, day: 9 }, name: 'Whit Monday' },
      { date: { year: 2025, month: 7, day: 21 }, name: 'Belgian National Day' },
      { date: { year: 2025, month: 8, day: 15 }, name: 'Assumption Day' },
      { date: { year: 2025, month: 11, day: 1 }, name: "All Saints' Day" },
      { date: { year: 2025, month: 11, day: 11 }, name: 'Armistice Day' },
      { date: { year: 2025, month: 12, day: 25 }, name: 'Christmas Day' },
    ]);
  });

  it('moves the Easter holidays across month ends (2024: Easter 31 March)', () => {
    const movable = belgianHolidays(2024)
      .filter((h) => ['Easter Monday', 'Ascension Day', 'Whit Monday'].includes(h.name))
      .map((h) => h.date);
    expect(movable).toEqual([
      { year: 2024, month: 4, day: 1 },
      { year: 2024, month: 5, day: 9 },
      { year: 2024, month: 5, day: 20 },
    ]);
  });

  it('puts the Easter holidays of 2026 on the right days', () => {
    const names = new Map(belgianHolidays(2026).map((h) => [h.name, h.date]));
    expect(names.get('Easter Monday')).toEqual({ year: 2026, month: 4, day: 6 });
    expect(names.get('Ascension Day')).toEqual({ year: 2026, month: 5, day: 14 });
    expect(names.get('Whit Monday')).toEqual({ year: 2026, month: 5, day: 25 });
  });
});

describe('isBelgianHoliday', () => {
  it('recognises every 2025 holiday', () => {
    for (const { date } of belgianHolidays(2025)) expect(isBelgianHoliday(date)).toBe(true);
  });

  it('refuses ordinary days, Easter Sunday and Pentecost Sunday', () => {
    expect(isBelgianHoliday({ year: 2025, month: 7, day: 22 })).toBe(false);
    expect(isBelgianHoliday({ year: 2025, month: 4, day: 20 })).toBe(false);
    expect(isBelgianHoliday({ year: 2025, month: 6, day: 8 })).toBe(false);
    expect(isBelgianHoliday({ year: 2025, month: 12, day: 26 })).toBe(false);
  });
});

describe('isWeekendOrHoliday', () => {
  it('is true on Saturday, Sunday and a weekday holiday', () => {
    expect(isWeekendOrHoliday({ year: 2025, month: 1, day: 11 })).toBe(true);
    expect(isWeekendOrHoliday({ year: 2025, month: 1, day: 12 })).toBe(true);
    expect(isWeekendOrHoliday({ year: 2025, month: 7, day: 21 })).toBe(true);
  });

  it('is false on an ordinary weekday', () => {
    expect(isWeekendOrHoliday({ year: 2025, month: 1, day: 6 })).toBe(false);
    expect(isWeekendOrHoliday({ year: 2025, month: 1, day: 10 })).toBe(false);
  });
});
