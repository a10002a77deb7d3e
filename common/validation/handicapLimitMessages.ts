import type { Language } from '../i18n/languages';
import type { CalendarDate } from '../rules/clubTime';
import {
  type HandicapDay,
  type HandicapLimits,
  type HandicapRules,
  handicapDayOf,
  isOverHandicapLimit,
} from '../rules/handicapLimits';
import { messages } from './messages';

/**
 * The online booking's refusal of a handicap above the day's limit (docs/product.md, Handicap limits), one
 * per limit, in each of the site's languages, with the limits as {weekday} and {weekend}: staff set them.
 * The English is the shared message of messages.ts that the zod schema carries, filled in; the server
 * answers in the request's Accept-Language and the SPA in the page's language (its dictionaries take these
 * templates), so both show the same words and numbers.
 */
export const handicapLimitTemplates: Record<Language, Record<HandicapDay, string>> = {
  en: {
    mondayToThursday: messages.handicapOverWeekdayLimit,
    fridayToSundayAndHolidays: messages.handicapOverWeekendLimit,
  },
  nl: {
    mondayToThursday:
      'De maximumhandicap van maandag tot donderdag is {weekday}. Neem voor een hogere handicap contact met ons op.',
    fridayToSundayAndHolidays:
      'De maximumhandicap van vrijdag tot zondag en op feestdagen is {weekend}. Kies een dag van maandag tot donderdag (maximum {weekday}) of neem contact met ons op.',
  },
  fr: {
    mondayToThursday:
      'Le handicap maximum du lundi au jeudi est de {weekday}. Pour un handicap plus élevé, veuillez nous contacter.',
    fridayToSundayAndHolidays:
      'Le handicap maximum du vendredi au dimanche ainsi que les jours fériés est de {weekend}. Veuillez choisir un jour du lundi au jeudi (maximum {weekday}) ou nous contacter.',
  },
  de: {
    mondayToThursday:
      'Das maximale Handicap beträgt von Montag bis Donnerstag {weekday}. Für ein höheres Handicap kontaktieren Sie uns bitte.',
    fridayToSundayAndHolidays:
      'Das maximale Handicap beträgt von Freitag bis Sonntag sowie an Feiertagen {weekend}. Bitte wählen Sie einen Tag von Montag bis Donnerstag (maximal {weekday}) oder kontaktieren Sie uns.',
  },
};

/** The two numbers a refusal names, as its placeholders take them. */
export const handicapLimitParams = (limits: HandicapLimits) => ({
  weekday: limits.mondayToThursday,
  weekend: limits.fridayToSundayAndHolidays,
});

const fill = (template: string, limits: HandicapLimits): string => {
  const { weekday, weekend } = handicapLimitParams(limits);
  return template.replaceAll('{weekday}', String(weekday)).replaceAll('{weekend}', String(weekend));
};

/** The refusal for a kind of day, with the given limits, in a language. */
export const handicapLimitText = (language: Language, day: HandicapDay, limits: HandicapLimits): string =>
  fill(handicapLimitTemplates[language][day], limits);

/** The English refusal of a handicap above that day's limit, or null when it is within it. */
export function handicapLimitMessage(
  handicap: number,
  date: CalendarDate,
  rules: HandicapRules,
): string | null {
  return isOverHandicapLimit(handicap, date, rules)
    ? handicapLimitText('en', handicapDayOf(date, rules), rules.handicapLimits)
    : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = '(-?\\d+(?:\\.\\d+)?)';

/** Each English template as a pattern that gives back the numbers it was filled with. */
const englishPatterns = (Object.entries(handicapLimitTemplates.en) as [HandicapDay, string][]).map(
  ([day, template]) => {
    const slots: ('weekday' | 'weekend')[] = [];
    const source = escapeRegExp(template).replace(/\\\{(weekday|weekend)\\\}/g, (_slot, name) => {
      slots.push(name);
      return NUMBER;
    });
    return { day, slots, pattern: new RegExp(`^${source}$`) };
  },
);

/**
 * The kind of day and the limits an English refusal names (handicapLimitMessage's text), or null for any
 * other text. A limit the text does not name (the weekend one, in the weekday refusal) is NaN.
 */
export function parseHandicapLimitMessage(text: string): { day: HandicapDay; limits: HandicapLimits } | null {
  for (const { day, slots, pattern } of englishPatterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const value = { weekday: Number.NaN, weekend: Number.NaN };
    slots.forEach((slot, index) => {
      value[slot] = Number(found[index + 1]);
    });
    return { day, limits: { mondayToThursday: value.weekday, fridayToSundayAndHolidays: value.weekend } };
  }
  return null;
}

/** A refusal of handicapLimitMessage in another language, same numbers; any other text comes back unchanged. */
export function handicapLimitMessageIn(text: string, language: Language): string {
  const parsed = parseHandicapLimitMessage(text);
  return parsed === null ? text : handicapLimitText(language, parsed.day, parsed.limits);
}
