import type { Language } from '../i18n/languages';
import type { CalendarDate } from '../rules/clubTime';
import {
  HANDICAP_LIMITS,
  type HandicapDay,
  handicapDayOf,
  isOverHandicapLimit,
} from '../rules/handicapLimits';
import { messages } from './messages';

const { mondayToThursday: weekday, fridayToSundayAndHolidays: weekend } = HANDICAP_LIMITS;

/**
 * The online booking's refusal of a handicap above the day's limit (docs/product.md, Handicap limits), one
 * per limit, in each of the site's languages. The English is the shared message of messages.ts that the zod
 * schema carries; the server answers in the request's Accept-Language and the SPA in the page's language
 * (its dictionaries take these texts), so both show the same words.
 */
export const handicapLimitMessages: Record<Language, Record<HandicapDay, string>> = {
  en: {
    mondayToThursday: messages.handicapOverWeekdayLimit,
    fridayToSundayAndHolidays: messages.handicapOverWeekendLimit,
  },
  nl: {
    mondayToThursday: `De maximumhandicap van maandag tot donderdag is ${weekday}. Neem voor een hogere handicap contact met ons op.`,
    fridayToSundayAndHolidays: `De maximumhandicap van vrijdag tot zondag en op feestdagen is ${weekend}. Kies een dag van maandag tot donderdag (maximum ${weekday}) of neem contact met ons op.`,
  },
  fr: {
    mondayToThursday: `Le handicap maximum du lundi au jeudi est de ${weekday}. Pour un handicap plus élevé, veuillez nous contacter.`,
    fridayToSundayAndHolidays: `Le handicap maximum du vendredi au dimanche ainsi que les jours fériés est de ${weekend}. Veuillez choisir un jour du lundi au jeudi (maximum ${weekday}) ou nous contacter.`,
  },
  de: {
    mondayToThursday: `Das maximale Handicap beträgt von Montag bis Donnerstag ${weekday}. Für ein höheres Handicap kontaktieren Sie uns bitte.`,
    fridayToSundayAndHolidays: `Das maximale Handicap beträgt von Freitag bis Sonntag sowie an Feiertagen ${weekend}. Bitte wählen Sie einen Tag von Montag bis Donnerstag (maximal ${weekday}) oder kontaktieren Sie uns.`,
  },
};

/** The English refusal of a handicap above that day's limit, or null when it is within it. */
export function handicapLimitMessage(handicap: number, date: CalendarDate): string | null {
  return isOverHandicapLimit(handicap, date) ? handicapLimitMessages.en[handicapDayOf(date)] : null;
}

const dayOfEnglish = new Map<string, HandicapDay>(
  (Object.entries(handicapLimitMessages.en) as [HandicapDay, string][]).map(([day, text]) => [text, day]),
);

/** A refusal of handicapLimitMessage in another language; any other text comes back unchanged. */
export function handicapLimitMessageIn(text: string, language: Language): string {
  const day = dayOfEnglish.get(text);
  return day === undefined ? text : handicapLimitMessages[language][day];
}
