import { useQuery } from '@tanstack/react-query';
import type { PublicRules } from '../../../../common/api/clubRules';
import { apiPaths } from '../../../../common/api/paths';
import type { Language } from '../../../../common/i18n/languages';
import { api } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';

/**
 * The key of the rules in a language. A page rendered with this query already answered (its data in the
 * page) paints the stored limits at once; a change staff make reaches open pages over /live (topic 'rules',
 * and 'tee-sheet' for the members-only window).
 */
export const clubRulesQueryKey = (language: Language) => ['rules', language] as const;

/** GET /rules: limits, holidays (this year and next, in the page's language) and the members-only window. */
export function getClubRules(signal?: AbortSignal): Promise<PublicRules> {
  // The schema (and zod) come with the answer: the price pages, rendered with the rules, never load them.
  return api.get(
    apiPaths.rules.path(),
    () => import('../../../../common/api/clubRules').then((module) => module.publicRules),
    signal,
  );
}

/** The club's rules as the server enforces them (docs/product.md, Handicap limits and Holidays). */
export function useClubRules() {
  const language = useLanguage();
  return useQuery({
    queryKey: clubRulesQueryKey(language),
    queryFn: ({ signal }) => getClubRules(signal),
  });
}
