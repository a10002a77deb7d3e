import type { Localized } from '../api/fields';
import type { Language } from '../i18n/languages';
import { type CalendarDate, parseIsoDate } from './clubTime';
import { dayOfWeek } from './seasons';

/**
 * Public holidays (docs/product.md, Holidays): the computed Belgian ones, named in the four languages as
 * Belgium names them officially, and the days the club adds in its rules.
 */
export interface Holiday {
  date: CalendarDate;
  name: Localized;
}

/** A day the club adds (the rules' `holidays`): a yyyy-mm-dd date and its name per language. */
export interface ClubHoliday {
  date: string;
  name: Localized;
}

/** What the holiday look-ups need of the club's rules. */
export interface HolidayRules {
  holidays: readonly ClubHoliday[];
}

/** Anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

function addDays({ year, month, day }: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const names = (en: string, nl: string, fr: string, de: string): Localized => ({ en, nl, fr, de });

/** The official names (belgium.be) of the ten legal holidays, in the site's four languages. */
export const BELGIAN_HOLIDAY_NAMES = {
  newYear: names("New Year's Day", 'Nieuwjaar', "Jour de l'An", 'Neujahr'),
  easterMonday: names('Easter Monday', 'Paasmaandag', 'Lundi de Pâques', 'Ostermontag'),
  labourDay: names('Labour Day', 'Feest van de Arbeid', 'Fête du Travail', 'Tag der Arbeit'),
  ascension: names('Ascension Day', 'Onze-Lieve-Heer-Hemelvaart', 'Ascension', 'Christi Himmelfahrt'),
  whitMonday: names('Whit Monday', 'Pinkstermaandag', 'Lundi de Pentecôte', 'Pfingstmontag'),
  nationalDay: names('Belgian National Day', 'Nationale feestdag', 'Fête nationale', 'Nationalfeiertag'),
  assumption: names('Assumption Day', 'Onze-Lieve-Vrouw-Hemelvaart', 'Assomption', 'Mariä Himmelfahrt'),
  allSaints: names("All Saints' Day", 'Allerheiligen', 'Toussaint', 'Allerheiligen'),
  armistice: names('Armistice Day', 'Wapenstilstand', 'Armistice', 'Waffenstillstand'),
  christmas: names('Christmas Day', 'Kerstmis', 'Noël', 'Weihnachten'),
} as const satisfies Record<string, Localized>;

export function belgianHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const n = BELGIAN_HOLIDAY_NAMES;
  const fixed = (month: number, day: number, name: Localized): Holiday => ({
    date: { year, month, day },
    name,
  });
  return [
    fixed(1, 1, n.newYear),
    { date: addDays(easter, 1), name: n.easterMonday },
    fixed(5, 1, n.labourDay),
    { date: addDays(easter, 39), name: n.ascension },
    { date: addDays(easter, 50), name: n.whitMonday },
    fixed(7, 21, n.nationalDay),
    fixed(8, 15, n.assumption),
    fixed(11, 1, n.allSaints),
    fixed(11, 11, n.armistice),
    fixed(12, 25, n.christmas),
  ];
}

const sameDate = (a: CalendarDate, b: CalendarDate): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day;

const dayNumber = ({ year, month, day }: CalendarDate): number => year * 10_000 + month * 100 + day;

/** The club's own holidays of a year, as calendar dates (a date that does not parse is no holiday). */
function clubHolidaysOf(year: number, rules: HolidayRules): Holiday[] {
  return rules.holidays.flatMap(({ date, name }) => {
    const day = parseIsoDate(date);
    return day && day.year === year ? [{ date: day, name }] : [];
  });
}

/**
 * Every holiday of a year, by date: the Belgian ones, then the club's. On a day that is both, the Belgian
 * name comes first (holidayOn names the day by it).
 */
export function holidaysOf(year: number, rules: HolidayRules): Holiday[] {
  return [...belgianHolidays(year), ...clubHolidaysOf(year, rules)].sort(
    (a, b) => dayNumber(a.date) - dayNumber(b.date),
  );
}

/** The holiday on a date, Belgian or the club's, or undefined. */
export const holidayOn = (date: CalendarDate, rules: HolidayRules): Holiday | undefined =>
  holidaysOf(date.year, rules).find((holiday) => sameDate(holiday.date, date));

/** A holiday's name in a language; a club holiday without that translation is named in English. */
export const holidayName = (holiday: Holiday, language: Language): string =>
  holiday.name[language] || holiday.name.en;

export const isBelgianHoliday = (date: CalendarDate): boolean =>
  belgianHolidays(date.year).some((holiday) => sameDate(holiday.date, date));

/**
 * Saturdays, Sundays and holidays, which prices count as weekend (docs/product.md, Seasons and prices).
 * Without the club's holidays only the Belgian ones count.
 */
export function isWeekendOrHoliday(date: CalendarDate, clubHolidays: readonly ClubHoliday[] = []): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6 || holidayOn(date, { holidays: clubHolidays }) !== undefined;
}
