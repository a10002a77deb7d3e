/**
 * What the site needs to format numbers, euros and dates in each locale of LOCALE_OF, copied from what
 * Node 20's Intl printed (ICU 78.2, CLDR 48). It is written out rather than asked of Intl because the
 * first Intl call of a page costs Chromium 35–55 ms (it builds its list of ICU locales); localeFormat.test.ts
 * compares every entry with Intl, so a CLDR change shows up as a failing test.
 */
export interface LocaleData {
  /** Separator before the fraction digits. */
  decimal: string;
  /** Separator between groups of three integer digits (U+202F narrow no-break space in French). */
  group: string;
  /** A euro amount: '#' stands for the number, '-' for where a minus sign goes. */
  euro: string;
  /** Month names, January first, as a date spells them out ('MMMM'). */
  monthsLong: readonly string[];
  /** Abbreviated month names, January first, as a date with a day writes them ('MMM'). */
  monthsShort: readonly string[];
  /** Weekday names, Sunday first. */
  weekdays: readonly string[];
  /** Date patterns with the fields d, dd, MM, MMM, MMMM and y: Intl's dateStyle 'medium'... */
  mediumDate: string;
  /** ...and Intl's { day: 'numeric', month: 'short' } and { day: 'numeric', month: 'long' }. */
  dayMonthShort: string;
  dayMonthLong: string;
  /** Intl's dateStyle 'long', the month spelled out, which no reader can misread: "November 26, 2026". */
  longDate: string;
}

export const LOCALE_DATA = {
  'en-US': {
    decimal: '.',
    group: ',',
    euro: '-€#',
    monthsLong: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    mediumDate: 'MMM d, y',
    dayMonthShort: 'MMM d',
    dayMonthLong: 'MMMM d',
    longDate: 'MMMM d, y',
  },
  'nl-BE': {
    decimal: ',',
    group: '.',
    euro: '€\u00a0-#',
    monthsLong: [
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ],
    monthsShort: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
    weekdays: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
    mediumDate: 'd MMM y',
    dayMonthShort: 'd MMM',
    dayMonthLong: 'd MMMM',
    longDate: 'd MMMM y',
  },
  'fr-BE': {
    decimal: ',',
    group: '\u202f',
    euro: '-#\u00a0€',
    monthsLong: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    monthsShort: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
    weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    mediumDate: 'd MMM y',
    dayMonthShort: 'd MMM',
    dayMonthLong: 'd MMMM',
    longDate: 'd MMMM y',
  },
  'de-BE': {
    decimal: ',',
    group: '.',
    euro: '-#\u00a0€',
    monthsLong: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    monthsShort: [
      'Jan.',
      'Feb.',
      'März',
      'Apr.',
      'Mai',
      'Juni',
      'Juli',
      'Aug.',
      'Sept.',
      'Okt.',
      'Nov.',
      'Dez.',
    ],
    weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    mediumDate: 'dd.MM.y',
    dayMonthShort: 'd. MMM',
    dayMonthLong: 'd. MMMM',
    longDate: 'd. MMMM y',
  },
} as const satisfies Record<string, LocaleData>;

export type FormatLocale = keyof typeof LOCALE_DATA;
