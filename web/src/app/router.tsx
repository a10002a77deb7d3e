import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { DEFAULT_LANGUAGE, type Language, languagePrefix } from '../../../common/i18n/languages';
import { SiteLayout } from './layout/SiteLayout';
import { type AnimationState, paths, type RouteHandle, type RouteName } from './routes';

/** A screen's module, loaded on demand: each page is a chunk of its own, so a page loads only its own code. */
type ScreenModule = () => Promise<{ Component: ComponentType }>;

const screens: Record<Exclude<RouteName, 'hole'>, ScreenModule> = {
  home: () => import('./pages/HomePage').then((m) => ({ Component: m.HomePage })),
  golfshop: () => import('./pages/GolfShopPage').then((m) => ({ Component: m.GolfShopPage })),
  overview: () => import('./pages/CourseOverviewPage').then((m) => ({ Component: m.CourseOverviewPage })),
  holes: () => import('./pages/HolesPage').then((m) => ({ Component: m.HolesPage })),
  handicapStrokeTable: () =>
    import('./pages/HandicapStrokeTablePage').then((m) => ({ Component: m.HandicapStrokeTablePage })),
  ecology: () => import('./pages/EcologyPage').then((m) => ({ Component: m.EcologyPage })),
  biodiversity: () => import('./pages/BiodiversityPage').then((m) => ({ Component: m.BiodiversityPage })),
  history: () => import('./pages/HistoryPage').then((m) => ({ Component: m.HistoryPage })),
  diningBar: () => import('./pages/DiningBarPage').then((m) => ({ Component: m.DiningBarPage })),
  bod: () => import('./pages/WhosWhoPage').then((m) => ({ Component: m.WhosWhoPage })),
  booking: () => import('./pages/BookingPage').then((m) => ({ Component: m.BookingPage })),
  bookingDetails: () =>
    import('./pages/BookingDetailsPage').then((m) => ({ Component: m.BookingDetailsPage })),
  greenfees: () => import('./pages/GreenFeesPage').then((m) => ({ Component: m.GreenFeesPage })),
  golfBuggies: () => import('./pages/GolfBuggiesPage').then((m) => ({ Component: m.GolfBuggiesPage })),
  drivingRange: () => import('./pages/DrivingRangePage').then((m) => ({ Component: m.DrivingRangePage })),
  dresscode: () => import('./pages/DressCodePage').then((m) => ({ Component: m.DressCodePage })),
  members: () => import('./pages/MembersPage').then((m) => ({ Component: m.MembersPage })),
  privacy: () => import('./pages/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
};

/** A child route of the layout, with its animation-state label and screen in `handle`. */
function screenRoute(
  name: Exclude<RouteName, 'hole'>,
  animation: AnimationState = 'page',
  path: string = paths[name],
): RouteObject {
  const handle: RouteHandle = { animation, screen: name };
  return { path, lazy: screens[name], handle };
}

/** The route tree, shared by the browser router, the prerender and the tests' memory routers. */
export const appRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      screenRoute('home', 'home'),
      screenRoute('golfshop'),
      screenRoute('overview'),
      screenRoute('holes'),
      // /holes/hole-{n}-page is the holes screen too: moving between holes is no page change.
      screenRoute('holes', 'page', paths.hole),
      screenRoute('handicapStrokeTable'),
      screenRoute('ecology'),
      screenRoute('biodiversity'),
      screenRoute('history'),
      screenRoute('diningBar'),
      screenRoute('bod'),
      screenRoute('booking'),
      screenRoute('bookingDetails'),
      screenRoute('greenfees'),
      screenRoute('golfBuggies'),
      screenRoute('drivingRange'),
      screenRoute('dresscode'),
      screenRoute('members'),
      screenRoute('privacy'),
      // Any other path shows the home screen (SPEC section 2): rendered, not redirected.
      screenRoute('home', 'home', '*'),
    ],
  },
  // The staff admin: its own chunk, loaded on demand, outside the site's layout (blank while it loads).
  { path: '/admin/*', lazy: () => import('./admin/route'), HydrateFallback: () => null },
];

const basenameOf = (language: Language) => languagePrefix(language) || '/';

/**
 * Loads the screen modules the address matches before the router starts, so the first render (and the
 * hydration of a prerendered page) shows the page itself, never an empty fallback in between.
 */
export async function loadMatchedRoutes(
  pathname: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname, basenameOf(language)) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * The browser's router for a language: Dutch pages live under /nl, so with /nl as basename every
 * <Link to="/greenfees"> stays in Dutch by itself. English has no prefix.
 */
export function createAppRouter(language: Language = DEFAULT_LANGUAGE) {
  return createBrowserRouter(appRoutes, { basename: basenameOf(language) });
}
