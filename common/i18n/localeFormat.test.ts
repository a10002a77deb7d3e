import { describe, expect, it } from 'vitest';
import { LOCALE_OF } from './languages';
import { LOCALE_DATA } from './localeData';
import {
  ENGLISH_LOCALE,
  formatDateDayMonth,
  formatDateLong,
  formatDateMedium,
  formatEuroAmount,
  formatNumber,
  monthName,
  weekdayName,
} from './localeFormat';

// The tables must print what Intl (CLDR) prints, byte for byte: every case here is checked against it.
const LOCALES = Object.values(LOCALE_OF);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => index);

const NUMBERS = [
  0,
  -0,
  7,
  42,
  999,
  1000,
  1050,
  6012,
  12345,
  1234567,
  -3.5,
  9.45,
  1017.25,
  0.05,
  0.5,
  1.005,
  2.5,
  -2.5,
  0.0005,
  0.00049,
  1.0005,
  99.95,
  999.95,
  9999.9999,
  -1050.5,
  123456789.123,
  2 ** 53,
  1e21,
  1.5e-7,
  3e-4,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];
// Every multiple of 0.005 from -5 to 20, and a spread of larger amounts: all the halves rounding meets.
const SWEEP = [
  ...Array.from({ length: 5001 }, (_, index) => (index - 1000) / 200),
  ...Array.from({ length: 400 }, (_, index) => index * 997.3),
];

const utcDate = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const partOf = (format: Intl.DateTimeFormat, date: Date, type: Intl.DateTimeFormatPartTypes) =>
  format.formatToParts(date).find((part) => part.type === type)?.value;

describe('locale data', () => {
  it('covers exactly the locales the site formats in', () => {
    expect(Object.keys(LOCALE_DATA).sort()).toEqual([...LOCALES].sort());
    expect(ENGLISH_LOCALE).toBe('en-US');
  });

  it('writes any other locale as English pages are written', () => {
    expect(formatEuroAmount(1050, 0, 'xx-YY')).toBe('€1,050');
    expect(monthName(6, 'long', 'en-GB')).toBe('June');
  });
});

describe.each(LOCALES)('%s', (locale) => {
  it('names every month as Intl does, alone and in a date', () => {
    const long = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    const dayLong = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const dayShort = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    for (const month of MONTHS) {
      const date = utcDate(2001, month, 17);
      expect(monthName(month, 'long', locale)).toBe(long.format(date));
      expect(monthName(month, 'long', locale)).toBe(partOf(dayLong, date, 'month'));
      expect(monthName(month, 'short', locale)).toBe(partOf(dayShort, date, 'month'));
    }
  });

  it('names every weekday as Intl does', () => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    for (const dayOfWeek of WEEKDAYS) {
      // 7 January 2001 was a Sunday.
      expect(weekdayName(dayOfWeek, locale)).toBe(format.format(utcDate(2001, 1, 7 + dayOfWeek)));
    }
  });

  it('writes medium dates and days with months as Intl does, rolling over as Date does', () => {
    const medium = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const dayMonth = {
      short: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
    };
    for (const year of [1999, 2026]) {
      for (const month of MONTHS) {
        for (const day of [1, 9, 17, 28, 30, 31]) {
          const date = { year, month, day };
          const expected = utcDate(year, month, day);
          expect(formatDateMedium(date, locale)).toBe(medium.format(expected));
          expect(formatDateLong(date, locale)).toBe(long.format(expected));
          expect(formatDateDayMonth(date, 'short', locale)).toBe(dayMonth.short.format(expected));
          expect(formatDateDayMonth(date, 'long', locale)).toBe(dayMonth.long.format(expected));
        }
      }
    }
  });

  it('writes numbers as Intl does by default, and readings with one decimal and no grouping', () => {
    const plain = new Intl.NumberFormat(locale);
    const reading = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
    const values = [...NUMBERS, ...SWEEP];
    expect(values.map((value) => formatNumber(value, locale))).toEqual(
      values.map((value) => plain.format(value)),
    );
    expect(
      values.map((value) => formatNumber(value, locale, { maximumFractionDigits: 1, useGrouping: false })),
    ).toEqual(values.map((value) => reading.format(value)));
  });

  it('writes euros as Intl does, whole and with cents', () => {
    const whole = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    const cents = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    const values = [...NUMBERS, ...SWEEP];
    expect(values.map((value) => formatEuroAmount(value, 0, locale))).toEqual(
      values.map((value) => whole.format(value)),
    );
    expect(values.map((value) => formatEuroAmount(value, 2, locale))).toEqual(
      values.map((value) => cents.format(value)),
    );
  });
});
