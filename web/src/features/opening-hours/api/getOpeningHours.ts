import { useQuery } from '@tanstack/react-query';
import type { OpeningHoursAnswer } from '../../../../../common/api/openingHours';
import { OPENING_HOURS_PAGE_DAYS } from '../../../../../common/api/openingHoursDays';
import { apiPaths } from '../../../../../common/api/paths';
import type { Language } from '../../../../../common/i18n/languages';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';

/**
 * The key of the hours from a date, in a language. A server that renders the hours pages answers this query
 * in the page (its data beside the HTML), so the first paint and the hydration show the same hours.
 */
export const openingHoursQueryKey = (from: string, language: Language) =>
  ['opening-hours', from, OPENING_HOURS_PAGE_DAYS, language] as const;

/**
 * The answer's schema, loaded with the first answer: zod stays off the pages' first JavaScript (the home
 * page's budget), as the server rendered the pages that show hours with them already answered.
 */
const answerSchema = () =>
  import('../../../../../common/api/openingHours').then((module) => module.openingHoursAnswer);

/** GET /opening-hours: the seasons and the exceptional days of the week from `from`, in the page's language. */
export function getOpeningHours(from: string, signal?: AbortSignal): Promise<OpeningHoursAnswer> {
  const query = new URLSearchParams({ from, days: String(OPENING_HOURS_PAGE_DAYS) });
  return api.get(`${apiPaths.openingHours.path()}?${query}`, answerSchema, signal);
}

/** The hours of the week from a club date (yyyy-mm-dd); a change staff make reaches open pages over /live. */
export function useOpeningHours(from: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: openingHoursQueryKey(from, language),
    queryFn: ({ signal }) => getOpeningHours(from, signal),
  });
}
