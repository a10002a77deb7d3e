import type { CalendarDate } from '../rules/clubTime';
import { DEFAULT_LANGUAGE, LOCALE_OF } from './languages';
import { type FormatLocale, LOCALE_DATA, type LocaleData } from './localeData';

/**
 * Numbers, euros and dates in the site's four locales, written exactly as Node 20's Intl writes them,
 * but from the tables of localeData.ts: the public pages must not touch Intl, whose first use costs
 * Chromium 35–55 ms of main thread (the staff admin and server-only code may still use it).
 */

/** The locale of English pages (en-US, docs/product.md, Languages), the default of the site's formatters. */
export const ENGLISH_LOCALE = LOCALE_OF[DEFAULT_LANGUAGE] as FormatLocale;

const FORMAT_LOCALES = Object.keys(LOCALE_DATA);
const isFormatLocale = (locale: string): locale is FormatLocale => FORMAT_LOCALES.includes(locale);

/** The site formats only in the locales of LOCALE_OF; anything else is written as English pages are. */
const dataOf = (locale: string): LocaleData => LOCALE_DATA[isFormatLocale(locale) ? locale : ENGLISH_LOCALE];

/** names[index], counting round the list as Date does (month 13 is January, weekday 7 is Sunday). */
function nameAt(names: readonly string[], index: number): string {
  const name = names[((index % names.length) + names.length) % names.length];
  if (name === undefined) throw new RangeError(`Invalid date field: ${index}`);
  return name;
}

export type MonthWidth = 'short' | 'long';

/** The month (1-12) as a date names it: "November", "nov.", "Nov." (Intl's month part of { day, month }). */
export const monthName = (month: number, width: MonthWidth, locale: string): string => {
  const data = dataOf(locale);
  return nameAt(width === 'long' ? data.monthsLong : data.monthsShort, month - 1);
};

/** The weekday's name, 0 = Sunday: "Sunday", "zondag", "dimanche", "Sonntag". */
export const weekdayName = (dayOfWeek: number, locale: string): string =>
  nameAt(dataOf(locale).weekdays, dayOfWeek);

const pad2 = (value: number) => String(value).padStart(2, '0');

function formatPattern(pattern: string, date: CalendarDate, locale: string): string {
  // Out-of-range days and months roll over, as they do in the Date that Intl was given.
  const rolled = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (Number.isNaN(rolled.getTime())) throw new RangeError('Invalid time value');
  const year = rolled.getUTCFullYear();
  const month = rolled.getUTCMonth() + 1;
  const day = rolled.getUTCDate();
  return pattern.replace(/d{1,2}|M{2,4}|y/g, (field) => {
    if (field === 'd') return String(day);
    if (field === 'dd') return pad2(day);
    if (field === 'MM') return pad2(month);
    if (field === 'y') return String(year);
    return monthName(month, field === 'MMMM' ? 'long' : 'short', locale);
  });
}

/** Intl's dateStyle 'medium': "Jun 14, 2026", "14 jun 2026", "14 juin 2026", "14.06.2026". */
export const formatDateMedium = (date: CalendarDate, locale: string): string =>
  formatPattern(dataOf(locale).mediumDate, date, locale);

/**
 * Intl's dateStyle 'long': "November 26, 2026", "26 november 2026", "26 novembre 2026", "26. November 2026";
 * for dates a reader in another country must not misread (docs/product.md, Privacy).
 */
export const formatDateLong = (date: CalendarDate, locale: string): string =>
  formatPattern(dataOf(locale).longDate, date, locale);

/** Intl's { day: 'numeric', month }: "June 14", "14 juni", "14 juin", "14. Juni" (long). */
export function formatDateDayMonth(date: CalendarDate, width: MonthWidth, locale: string): string {
  const data = dataOf(locale);
  return formatPattern(width === 'long' ? data.dayMonthLong : data.dayMonthShort, date, locale);
}

/**
 * The digits of a non-negative finite number rounded half away from zero to at most maxFraction
 * (at least minFraction) fraction digits. Rounding starts from the shortest decimal that reads back
 * as the number (String's), as ICU's does: 1.005 rounds to 1.01, where toFixed gives 1.00.
 */
function roundedDigits(value: number, minFraction: number, maxFraction: number) {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [integerPart = '0', fractionPart = ''] = mantissa.split('.');
  let digits = integerPart + fractionPart;
  let point = integerPart.length + Number(exponent);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point + maxFraction + 1, '0');
  const roundsUp = (digits[point + maxFraction] ?? '0') >= '5';
  digits = digits.slice(0, point + maxFraction);
  if (roundsUp) digits = incremented(digits);
  if (digits.length > point + maxFraction) point += 1;
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  let fraction = digits.slice(point);
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return { integer, fraction };
}

/** A string of decimal digits plus one in its last place ("0999" → "1000", "99" → "100"). */
function incremented(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, index)}${Number(digits[index]) + 1}${'0'.repeat(digits.length - index - 1)}`;
}

interface DigitOptions {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  useGrouping: boolean;
}

/** The number without its sign, in the locale's separators; whether it takes a minus sign. */
function unsignedNumber(value: number, options: DigitOptions, data: LocaleData) {
  const negative = value < 0 || Object.is(value, -0);
  if (Number.isNaN(value)) return { negative: false, text: 'NaN' };
  if (!Number.isFinite(value)) return { negative, text: '∞' };
  const { integer, fraction } = roundedDigits(
    Math.abs(value),
    options.minimumFractionDigits,
    options.maximumFractionDigits,
  );
  const grouped = options.useGrouping ? integer.replace(/\B(?=(\d{3})+$)/g, data.group) : integer;
  return { negative, text: fraction === '' ? grouped : `${grouped}${data.decimal}${fraction}` };
}

/**
 * Intl.NumberFormat(locale, { maximumFractionDigits, useGrouping }).format(value), whose defaults
 * these are: at most three fraction digits, thousands grouped ("1,234.5", "1.234,5", "1 234,5").
 */
export function formatNumber(
  value: number,
  locale: string,
  {
    maximumFractionDigits = 3,
    useGrouping = true,
  }: { maximumFractionDigits?: number; useGrouping?: boolean } = {},
): string {
  const options = { minimumFractionDigits: 0, maximumFractionDigits, useGrouping };
  const { negative, text } = unsignedNumber(value, options, dataOf(locale));
  return negative ? `-${text}` : text;
}

/**
 * Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }) with exactly fractionDigits
 * fraction digits (2 is Intl's default for EUR): "€1,050.50", "€ 1.050,50", "1 050,50 €", "1.050,50 €".
 */
export function formatEuroAmount(amount: number, fractionDigits: 0 | 2, locale: string): string {
  const data = dataOf(locale);
  const options = {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: true,
  };
  const { negative, text } = unsignedNumber(amount, options, data);
  return data.euro.replace('-', negative ? '-' : '').replace('#', text);
}
