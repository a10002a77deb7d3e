import { useQuery } from '@tanstack/react-query';
import type { AwardsAnswer } from '../../../../../common/api/marks';
import { apiPaths } from '../../../../../common/api/paths';
import type { Language } from '../../../../../common/i18n/languages';
import { apiRead } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';

/**
 * The key of the award marks in a language. The server renders the home page with this query answered
 * (its data in the page), so the marks paint from the page's own HTML; a change staff publish reaches open
 * pages over /live (topic 'media', which every marks' query follows: features/live/useLiveUpdates.ts).
 */
export const awardsQueryKey = (language: Language) => ['marks', 'awards', language] as const;

/**
 * GET /awards: the award marks staff published, in the page's language. Read without zod, on the home page
 * (the server checked the marks when staff saved them: lib/api.ts, apiRead).
 */
export function useAwards() {
  const language = useLanguage();
  return useQuery({
    queryKey: awardsQueryKey(language),
    queryFn: ({ signal }) => apiRead<AwardsAnswer>(apiPaths.awards.path(), signal),
  });
}
