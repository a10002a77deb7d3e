import { LANGUAGES, type Language, localizedPath, splitLanguagePath } from '../i18n/languages';

/**
 * The public pages that stand on their own, each worth a search result (docs/product.md, Pages): the
 * SPA's routes (web/src/app/router.tsx), the prerendered pages (scripts/prerender.mjs), the sitemap and
 * the pages' heads all read this table. Left out: /bookings/{id} and the waiting list's offer and leave
 * pages (private to one player, and no page without their key), /holes/hole-{n}-page (the holes screen
 * again, scrolled to a hole, served with its HTML: pagePathServing) and /admin.
 */
export const publicPagePaths = {
  home: '/',
  golfshop: '/golfshop',
  overview: '/overview',
  holes: '/holes',
  handicapStrokeTable: '/handicap-stroke-table',
  ecology: '/ecology',
  biodiversity: '/biodiversity',
  history: '/history',
  diningBar: '/dining-bar',
  bod: '/bod',
  booking: '/booking',
  greenfees: '/greenfees',
  golfBuggies: '/golf-buggies',
  drivingRange: '/driving-range',
  dresscode: '/dresscode',
  members: '/members',
  privacy: '/privacy',
} as const;

export type PublicPageName = keyof typeof publicPagePaths;

/** Every route of the site's screens: the public pages, and those that take a parameter. */
export const routePaths = {
  ...publicPagePaths,
  /** /holes/hole-{n}-page: the param is the whole segment (web/src/app/routes.ts reads it). */
  hole: '/holes/:hole',
  bookingDetails: '/bookings/:id',
  /** A waiting-list offer's page and an entry's leave page: private like a booking's, the token their key. */
  waitingListOffer: '/waiting-list/offers/:token',
  waitingListLeave: '/waiting-list/leave/:token',
} as const;

export type RouteName = keyof typeof routePaths;

/** The holes of the course, each with its address; the course data (common/api/holes.ts) has as many. */
export const HOLE_COUNT = 18;

/** The path of hole n (1 to 18), as docs/product.md, Routes writes it. */
export const holePath = (hole: number) => `/holes/hole-${hole}-page`;

/** The hole number of a `hole-{n}-page` param, or undefined when it names no hole of the course. */
export function parseHoleParam(param: string | undefined): number | undefined {
  const match = /^hole-(\d{1,2})-page$/.exec(param ?? '');
  const hole = match ? Number(match[1]) : Number.NaN;
  return hole >= 1 && hole <= HOLE_COUNT ? hole : undefined;
}

/**
 * The public page whose HTML an address is served with: its own, except a hole's address
 * (/nl/holes/hole-5-page), which is the holes page in its language, scrolled to the hole once the app
 * runs. The holes page's canonical link names it for search engines.
 */
export function pagePathServing(pathname: string): string {
  const { language, path } = splitLanguagePath(pathname);
  const [, screen, param, ...rest] = path.split('/');
  return screen === 'holes' && rest.length === 0 && parseHoleParam(param) !== undefined
    ? localizedPath(language, publicPagePaths.holes)
    : pathname;
}

/** The page of one booking, where the player comes back to after paying and that the mails link to. */
export const bookingDetailsPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;

/** The page of a waiting-list offer, which the offer's mail links to: the token is its only key. */
export const waitingListOfferPath = (token: string) => `/waiting-list/offers/${encodeURIComponent(token)}`;

/** The page where a visitor leaves the waiting list, which the entry's mails link to. */
export const waitingListLeavePath = (token: string) => `/waiting-list/leave/${encodeURIComponent(token)}`;

/** The staff admin's screens, outside the site's layout. */
export const ADMIN_PATH = '/admin';

/** One public page in one language, as the build prerenders it. */
export interface LocalizedPage {
  screen: PublicPageName;
  language: Language;
  /** The page's address in its language ('/nl/greenfees'). */
  path: string;
}

/** Every public page in every language, English first. */
export const localizedPages: readonly LocalizedPage[] = LANGUAGES.flatMap((language) =>
  (Object.entries(publicPagePaths) as [PublicPageName, string][]).map(([screen, path]) => ({
    screen,
    language,
    path: localizedPath(language, path),
  })),
);

/**
 * The file of the build that holds the prerendered page of a path, from the build's root:
 * '/' → 'index.html', '/nl/greenfees' → 'nl/greenfees/index.html'.
 */
export const prerenderedFile = (path: string) =>
  path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;

/** The prerendered home page of each language ('index.html', 'nl/index.html', …). */
export const homePageFiles: ReadonlySet<string> = new Set(
  LANGUAGES.map((language) => prerenderedFile(localizedPath(language, publicPagePaths.home))),
);

/** Paths that search engines are asked to leave alone (robots.txt). */
export const unindexedPathPrefixes = [ADMIN_PATH, '/api/'] as const;
