import type { ClubRules } from '../api/clubRules';

/**
 * The rules of a fresh install (docs/product.md, Handicap limits and Holidays): what applies until staff
 * save their own under /admin/rules. The limits are the spec's: at most 34 Monday to Thursday, at most 28
 * Friday to Sunday and on holidays; the club adds no holiday of its own.
 */
export const SEEDED_CLUB_RULES: ClubRules = {
  handicapLimits: { mondayToThursday: 34, fridayToSundayAndHolidays: 28 },
  holidays: [],
};
