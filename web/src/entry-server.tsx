import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '../../common/i18n/languages';
import { AppFrame } from './app/App';
import type { SeededQueries } from './app/queryClient';
import { QUERY_DATA_ID } from './app/queryClient';
import { AppRoutes, basenameOf, preloadRoute } from './app/router';
import { scriptSafeJson } from './features/seo/structuredData';
import { loadDictionary } from './lib/language';

// What scripts/prerender.mjs reads besides the pages: the route table, and the modules of the pages and
// dictionaries whose chunks each page preloads. The query keys: the server renders every public page again
// with its data (server/src/lib/pageQueries.ts), from the templates scripts/prerender.mjs keeps.
export { localizedPages, prerenderedFile } from '../../common/config/publicRoutes';
export { DEFAULT_LANGUAGE } from '../../common/i18n/languages';
export { dictionaryAreaSource, screenAreas, screenSource } from './app/screens';
export { awardsQueryKey } from './features/awards/api/getAwards';
export { boardMembersQueryKey } from './features/board/api/getBoardMembers';
export { bookingModeQueryKey } from './features/booking/api/getBookingMode';
export { brandsQueryKey } from './features/brands/api/getBrands';
export { clubDetailsQueryKey } from './features/club/api/getClubDetails';
export { websiteContentQueryKey } from './features/content/api/getWebsiteContent';
export { pageQueryKey } from './features/content-pages/api/getPage';
export { courseQueryKey } from './features/course/api/getCourse';
export { courseStatusInfoQueryKey } from './features/course-status/api/getCourseStatusInfo';
export { websiteNotificationsQueryKey } from './features/notifications/api/getWebsiteNotifications';
export { openingHoursQueryKey } from './features/opening-hours/api/getOpeningHours';
export { priceListQueryKey } from './features/prices/api/getPriceList';
export { retentionQueryKey } from './features/privacy/api/getRetention';
export { clubRulesQueryKey } from './features/rules/useClubRules';
export { weatherQueryKey } from './features/weather/api/getWeather';
export { renderedAtQueryKey } from './features/weather/lib/useNow';
export { dictionarySource } from './lib/language';
export { PRERENDERED_ATTRIBUTE } from './prerendered';

/**
 * What React hoists out of a render that has no <head> of its own: the <title>, <meta> and <link> tags of
 * the page (its own, and preloads React adds), written before the body. React escapes `<` and `>` in text
 * and attributes, so no tag it writes holds one.
 */
const HOISTED_TAGS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)*/;

/** A render's output split into the tags React hoisted for <head> and the markup for the page's root. */
export function splitHoisted(html: string): { head: string[]; body: string } {
  const hoisted = HOISTED_TAGS.exec(html)?.[0] ?? '';
  return { head: hoisted.match(/<title>[^<]*<\/title>|<[^>]+>/g) ?? [], body: html.slice(hoisted.length) };
}

/**
 * The queries as a data block for the browser (web/src/main.tsx seeds its QueryClient from it). A data
 * block runs nothing, so the CSP's script hashes are not concerned (scripts/csp-hashes.mjs skips it).
 */
const queryDataBlock = (queries: SeededQueries) =>
  `<script type="application/json" id="${QUERY_DATA_ID}">${scriptSafeJson(queries)}</script>`;

/**
 * The HTML of one page of the site in one language: `body` as the browser's first render will produce it,
 * `head` the tags its screen hoists into the document head (features/seo; scripts/prerender.mjs and the
 * server write both into the shell). Data is not fetched: `queries` ([queryKey, data] pairs) answer
 * what they name, and head then carries them for the browser too; any other query renders its loading
 * state, and the browser fetches it after hydrating. The router is the declarative one the browser runs
 * (docs/decisions/0033-declarative-router.md): nothing of its state goes into the page.
 */
export async function renderPage(
  path: string,
  language: Language,
  queries: SeededQueries = [],
): Promise<{ head: string[]; body: string }> {
  // The page's screen is loaded first: a render that suspended would not be the page.
  await preloadRoute(path, language);
  const dictionary = await loadDictionary(language);
  const { head, body } = splitHoisted(
    renderToString(
      <StrictMode>
        <AppFrame language={language} dictionary={dictionary} queries={queries}>
          <StaticRouter location={path} basename={basenameOf(language)}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </StrictMode>,
    ),
  );
  return { head: queries.length > 0 ? [...head, queryDataBlock(queries)] : head, body };
}
