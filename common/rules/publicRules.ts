import type { ClubRules, PublicRules } from '../api/clubRules';
import type { Language } from '../i18n/languages';
import { isoDate } from './clubTime';
import { holidayName, holidaysOf } from './holidays';
import type { TeeSheetConfig } from './teeSheet';

/**
 * What GET /rules answers and the server-rendered pages carry (docs/product.md, GET /rules): the limits,
 * the holidays of the years `from` to `to` named in `language`, and the members-only window of the tee
 * sheet's saved settings.
 */
export function publicRulesAnswer(
  rules: ClubRules,
  membersOnly: TeeSheetConfig['membersOnly'],
  years: { from: number; to: number },
  language: Language,
): PublicRules {
  const holidays = [];
  for (let year = years.from; year <= years.to; year++) {
    for (const holiday of holidaysOf(year, rules)) {
      holidays.push({ date: isoDate(holiday.date), name: holidayName(holiday, language) });
    }
  }
  return { handicapLimits: rules.handicapLimits, clubHolidays: rules.holidays, holidays, membersOnly };
}
