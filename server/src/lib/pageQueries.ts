import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveChange } from '../../../common/api/live';
import type { PageKey } from '../../../common/api/pages';
import type { PublicPageName } from '../../../common/config/publicRoutes';
import type { Language } from '../../../common/i18n/languages';

/**
 * The data the server renders the public pages with (docs/decisions/0032-content-documents.md): each
 * feature whose data staff change adds a source, which answers the queries a page's screen asks for and
 * names the live topics that change them. The page renderer (pageRenderer.ts) seeds a page's render with
 * what every source answers for it, and renders the page again when one of those topics changes.
 */

/** One answered query: the query's key in the app, and the data its API call would give. */
export type SeededQuery = readonly [readonly unknown[], unknown];

/**
 * What the server uses of the SSR bundle (web/src/entry-server.tsx). A source whose query key the bundle
 * exports adds it here, optional (an older build lacks it, and its pages then render without the data):
 *
 *     declare module '../lib/pageQueries' {
 *       interface PageBundle { courseQueryKey?(language: Language): readonly unknown[] }
 *     }
 */
export interface PageBundle {
  renderPage(
    path: string,
    language: Language,
    queries: readonly SeededQuery[],
  ): Promise<{ head: string[]; body: string }>;
  priceListQueryKey(date: string, language: Language): readonly unknown[];
  /** The opening hours' query (features/opening-hours/api/getOpeningHours.ts). */
  openingHoursQueryKey?(from: string, language: Language): readonly unknown[];
  /** The rules' query (features/rules/useClubRules.ts). */
  clubRulesQueryKey?(language: Language): readonly unknown[];
  /** A content page's published texts (features/content-pages/api/getPage.ts). */
  pageQueryKey?(key: PageKey, language: Language): readonly unknown[];
}

/** The page being rendered. */
export interface PageToRender {
  /** Its address, with its language prefix ('/nl/history'). */
  path: string;
  screen: PublicPageName;
  language: Language;
  /** The club's date (yyyy-mm-dd) the page is rendered on. */
  date: string;
  /** The day a Green Fees preview shows (?date=), when it is another than `date`. */
  shownDate?: string;
}

export interface PageQuerySource {
  /** The live changes after which its answers may differ: every page it answered for is rendered again. */
  topics: readonly LiveChange['topic'][];
  /**
   * The queries it answers for the page; none for a screen that does not show its data. `now` is the
   * moment the page is rendered at, for data that changes with time alone (see changesBy).
   */
  queries(bundle: PageBundle, page: PageToRender, now: Date): Promise<SeededQuery[]>;
  /**
   * For answers that change with time alone, with no change announced (a notice's start or end, a weather
   * reading growing old): the next moment after `now` they do; asked only when the source answered. A page
   * is rendered again at the first of these moments.
   */
  changesBy?(page: PageToRender, now: Date): Promise<Date | undefined>;
}

export interface PageQueries {
  add(source: PageQuerySource): void;
  /** The sources added so far; the renderer reads them at each render, so a late one still counts. */
  readonly sources: readonly PageQuerySource[];
}

declare module 'fastify' {
  interface FastifyInstance {
    pageQueries: PageQueries;
  }
}

/** Registered before the features that add sources, and before routes/spa.ts, which renders with them. */
export default fp(
  async function pageQueries(app: FastifyInstance) {
    const sources: PageQuerySource[] = [];
    app.decorate('pageQueries', {
      add(source: PageQuerySource) {
        sources.push(source);
      },
      sources,
    });
  },
  { name: 'page-queries' },
);
