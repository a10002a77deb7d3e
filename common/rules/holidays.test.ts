import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { SEEDED_PRICE_LIST } from '../test/seededPriceList';
import {
  belgianHolidays,
  easterSunday,
  holidayName,
  holidayOn,
  holidaysOf,
  isBelgianHoliday,
  isWeekendOrHoliday,
} from './holidays';
import { priceFor } from './prices';

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
    expect(belgianHolidays(2025).map((h) => ({ date: h.date, name: h.name.en }))).toEqual([
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
      .filter((h) => ['Easter Monday', 'Ascension Day', 'Whit Monday'].includes(h.name.en))
      .map((h) => h.date);
    expect(movable).toEqual([
      { year: 2024, month: 4, day: 1 },
      { year: 2024, month: 5, day: 9 },
      { year: 2024, month: 5, day: 20 },
    ]);
  });

  it('puts the Easter holidays of 2026 on the right days', () => {
    const names = new Map(belgianHolidays(2026).map((h) => [h.name.en, h.date]));
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

const noClubHolidays = { holidays: [] };
const clubDay = {
  date: '2026-06-10',
  name: { en: 'Club championship', nl: 'Clubkampioenschap', fr: '', de: '' },
};

describe('holiday names', () => {
  it('names every Belgian holiday in the four languages, officially', () => {
    const christmas = holidayOn({ year: 2026, month: 12, day: 25 }, noClubHolidays);
    expect(christmas && LANGUAGES.map((language) => holidayName(christmas, language))).toEqual([
      'Christmas Day',
      'Kerstmis',
      'Noël',
      'Weihnachten',
    ]);
    const ascension = holidayOn({ year: 2026, month: 5, day: 14 }, noClubHolidays);
    expect(ascension?.name).toEqual({
      en: 'Ascension Day',
      nl: 'Onze-Lieve-Heer-Hemelvaart',
      fr: 'Ascension',
      de: 'Christi Himmelfahrt',
    });
    for (const holiday of belgianHolidays(2026)) {
      for (const language of LANGUAGES) expect(holiday.name[language], language).not.toBe('');
      expect(new Set(Object.values(holiday.name)).size, holiday.name.en).toBeGreaterThan(1);
    }
  });

  it('names a club holiday as staff wrote it, English where a translation is missing', () => {
    const found = holidayOn({ year: 2026, month: 6, day: 10 }, { holidays: [clubDay] });
    expect(found && holidayName(found, 'nl')).toBe('Clubkampioenschap');
    expect(found && holidayName(found, 'fr')).toBe('Club championship');
  });
});

describe('holidaysOf', () => {
  it("lists the Belgian holidays and the club's of a year, by date", () => {
    const rules = { holidays: [clubDay, { ...clubDay, date: '2027-06-10' }] };
    const dates = holidaysOf(2026, rules).map((h) => `${h.date.month}-${h.date.day}`);
    expect(dates).toEqual([
      '1-1',
      '4-6',
      '5-1',
      '5-14',
      '5-25',
      '6-10',
      '7-21',
      '8-15',
      '11-1',
      '11-11',
      '12-25',
    ]);
  });
});

describe('a club holiday', () => {
  const wednesday = { year: 2026, month: 6, day: 10 };

  it('counts as weekend only when the club adds it', () => {
    expect(isWeekendOrHoliday(wednesday)).toBe(false);
    expect(isWeekendOrHoliday(wednesday, [clubDay])).toBe(true);
  });

  it('is priced as weekend', () => {
    const round = { date: wednesday, hour: 10, minute: 0, adults: 1, juniors: 0 };
    expect(priceFor(round, SEEDED_PRICE_LIST).fee).toBe('weekday');
    expect(priceFor({ ...round, clubHolidays: [clubDay] }, SEEDED_PRICE_LIST).fee).toBe('weekend');
  });
});
