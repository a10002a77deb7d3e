import { useQuery } from '@tanstack/react-query';
import type { PublicClubDetails } from '../../../../../common/api/club';
import { apiPaths } from '../../../../../common/api/paths';
import type { Language } from '../../../../../common/i18n/languages';
import { apiRead } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';

/**
 * The key of the club's details in a language (the country is named in it). The server renders every
 * public page with this query answered (its data in the page), so the header, the footer and the contact
 * section paint the stored details from the page's own HTML; a change staff save reaches open pages over
 * /live (topic 'club').
 */
export const clubDetailsQueryKey = (language: Language) => ['club', language] as const;

/**
 * GET /club: name, address, telephone, e-mail, map point, links and credits, as staff saved them. Read
 * without zod, as every page's header and footer need it (the server checked the details when staff saved
 * them: lib/api.ts, apiRead).
 */
export function getClubDetails(signal?: AbortSignal): Promise<PublicClubDetails> {
  return apiRead<PublicClubDetails>(apiPaths.club.path(), signal);
}

/**
 * The club's details as staff saved them. `data` is undefined only until the first answer, on the few
 * pages the server does not render with it (the plain shell's); show nothing of the club's in its place.
 */
export function useClubDetails() {
  const language = useLanguage();
  return useQuery({
    queryKey: clubDetailsQueryKey(language),
    queryFn: ({ signal }) => getClubDetails(signal),
  });
}
