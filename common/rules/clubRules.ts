import type { ClubRules, PublicRules } from '../api/clubRules';

/**
 * The rules of a fresh install (docs/product.md, Handicap limits and Holidays): what applies until staff
 * save their own under /admin/rules. The limits are the spec's: at most 34 Monday to Thursday, at most 28
 * Friday to Sunday and on holidays; the club adds no holiday of its own.
 */
export const SEEDED_CLUB_RULES: ClubRules = {
  handicapLimits: { mondayToThursday: 34, fridayToSundayAndHolidays: 28 },
  holidays: [],
};

/**
 * The rules the common checks take (handicapLimits.ts, holidays.ts), from the public answer. Here rather
 * than beside the schemas, so that the booking form has it without building them.
 */
export const rulesOfAnswer = (answer: PublicRules): ClubRules => ({
  handicapLimits: answer.handicapLimits,
  holidays: answer.clubHolidays,
});
