import type { ClubRules, PublicRules } from '../../../../../common/api/clubRules';
import type { Language } from '../../../../../common/i18n/languages';
import { SEEDED_CLUB_RULES } from '../../../../../common/rules/clubRules';
import { clubToday, isoDate } from '../../../../../common/rules/clubTime';
import { holidayName, holidaysOf } from '../../../../../common/rules/holidays';
import { teeSheetConfig } from '../../../../../common/rules/teeSheet';

/**
 * GET /rules as the server answers it for `rules` in a language: this year's and next year's holidays, and
 * a members-only window (the seeded one unless given).
 */
export function rulesAnswerOf(
  rules: ClubRules,
  language: Language = 'en',
  membersOnly: PublicRules['membersOnly'] = teeSheetConfig.membersOnly,
): PublicRules {
  const year = Number(clubToday().slice(0, 4));
  const holidays = [year, year + 1].flatMap((y) =>
    holidaysOf(y, rules).map((h) => ({ date: isoDate(h.date), name: holidayName(h, language) })),
  );
  return { handicapLimits: rules.handicapLimits, clubHolidays: rules.holidays, holidays, membersOnly };
}

/** The rules of a fresh install. */
export const seededRulesAnswer = (language: Language = 'en') => rulesAnswerOf(SEEDED_CLUB_RULES, language);

/** Limits no spec or seed has, so a page that states any other number shows it. */
export const STAFF_RULES: ClubRules = {
  handicapLimits: { mondayToThursday: 31, fridayToSundayAndHolidays: 23 },
  holidays: [],
};
