import type { PublicClubDetails } from '../../../../../common/api/club';
import { club } from '../../../../../common/config/club';
import type { Language } from '../../../../../common/i18n/languages';
import type { SeededQueries } from '../../../app/queryClient';
import { clubDetailsQueryKey } from '../api/getClubDetails';

/** The seeded club's country as the server names it in each language (Intl.DisplayNames of BE). */
const SEEDED_COUNTRY: Record<Language, string> = {
  en: 'Belgium',
  nl: 'België',
  fr: 'Belgique',
  de: 'Belgien',
};

/**
 * What GET /club answers on a fresh install, for tests: the seeded details (common/config/club.ts), the
 * tagline in the language (seeded in every one).
 */
export const seededClubDetails = (language: Language = 'en'): PublicClubDetails => ({
  ...club,
  tagline: { text: club.tagline[language], fallback: false },
  countryName: SEEDED_COUNTRY[language],
});

/**
 * The club's query answered with the seeded details, as the server answers it in every page it renders:
 * for tests that render the app or its layout without fetching (AppProviders' or createQueryClient's
 * `queries`).
 */
export const seededClubQuery = (language: Language = 'en'): SeededQueries[number] => [
  clubDetailsQueryKey(language),
  seededClubDetails(language),
];
