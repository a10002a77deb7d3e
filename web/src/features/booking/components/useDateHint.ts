import { rulesOfAnswer } from '../../../../../common/rules/clubRules';
import { parseIsoDate } from '../../../../../common/rules/clubTime';
import { maxHandicapOn } from '../../../../../common/rules/handicapLimits';
import { holidayName, holidayOn } from '../../../../../common/rules/holidays';
import { useLanguage, useLocale, useT } from '../../../lib/i18n';
import { useClubRules } from '../../rules/useClubRules';
import { formatWeekday } from '../lib/dates';

/**
 * Under the date: the maximum handicap of that day by the stored rules (docs/product.md, Handicap limits),
 * naming the holiday, Belgian or the club's, in the page's language when it is one. Nothing until the rules
 * have come.
 */
export function useDateHint(date: string): string | undefined {
  const t = useT();
  const locale = useLocale();
  const language = useLanguage();
  const answer = useClubRules().data;
  const day = parseIsoDate(date);
  if (!day || !answer) return undefined;
  const rules = rulesOfAnswer(answer);
  const max = maxHandicapOn(day, rules);
  const holiday = holidayOn(day, rules);
  return holiday
    ? t('bookingForm.dateLimitHoliday', { holiday: holidayName(holiday, language), max })
    : t('bookingForm.dateLimit', { weekday: formatWeekday(day, locale), max });
}
