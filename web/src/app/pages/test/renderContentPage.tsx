import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { type PageKey, pagePath } from '../../../../../common/api/pages';
import { type Language, localizedPath } from '../../../../../common/i18n/languages';
import { club } from '../../../config/club';
import { testQueryClient } from '../../../features/booking/test/fakeApi';
import { clubDetailsQueryKey } from '../../../features/club/api/getClubDetails';
import { seedPageQuery } from '../../../features/content-pages/test/seededPages';
import { de } from '../../../i18n/de';
import { en } from '../../../i18n/en';
import { fr } from '../../../i18n/fr';
import { nl } from '../../../i18n/nl';
import { LanguageProvider } from '../../../lib/i18n';

const dictionaries = { en, nl, fr, de };

/**
 * Renders a page staff edit as a fresh install serves it: its seeded texts and the club's sample details
 * already in the page's queries (the server renders pages with both answered), in the page's language
 * under its router basename; `search` is the address's query ('?date=2031-03-01'), if any.
 */
export function renderContentPage(page: ReactElement, key: PageKey, language: Language = 'en', search = '') {
  const client = testQueryClient();
  // Fresh, as the app's client keeps what the server rendered for a while: no call to ask them again.
  client.setQueryDefaults(['page'], { staleTime: Number.POSITIVE_INFINITY });
  client.setQueryDefaults(['club'], { staleTime: Number.POSITIVE_INFINITY });
  seedPageQuery(client, key, language);
  const countryName =
    new Intl.DisplayNames([language], { type: 'region' }).of(club.address.countryCode) ?? '';
  client.setQueryData(clubDetailsQueryKey(language), {
    ...club,
    tagline: { text: club.tagline[language], fallback: false },
    countryName,
  });
  render(
    <QueryClientProvider client={client}>
      <LanguageProvider language={language} dictionary={dictionaries[language]}>
        <MemoryRouter
          basename={language === 'en' ? '/' : `/${language}`}
          initialEntries={[`${localizedPath(language, pagePath(key))}${search}`]}
        >
          {page}
        </MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return client;
}
