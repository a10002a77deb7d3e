import { matchRoutes, type RouteObject, UNSAFE_createBrowserHistory, useRoutes } from 'react-router';
import { ADMIN_PATH } from '../../../common/config/publicRoutes';
import { DEFAULT_LANGUAGE, type Language, languagePrefix } from '../../../common/i18n/languages';
import { DICTIONARY_AREAS } from '../i18n/areas';
import { guardHistory } from '../lib/guardedHistory';
import { loadDictionaryAreas } from '../lib/language';
import { SiteLayout } from './layout/SiteLayout';
import { type LazyScreen, LazyScreenView, lazyScreen } from './lazyScreen';
import { screenRoutes } from './screenRoutes';
import { loadScreen, type ScreenName } from './screens';

const screens = new Map<ScreenName, LazyScreen>();

/**
 * One lazy screen per screen: the two routes of the holes screen (and of home) render the same component,
 * so moving between them keeps the screen mounted.
 */
function screenOf(name: ScreenName): LazyScreen {
  let screen = screens.get(name);
  if (!screen) {
    screen = lazyScreen(loadScreen(name));
    screens.set(name, screen);
  }
  return screen;
}

// The staff admin: its own chunk, loaded on demand, outside the site's layout (blank while it first loads).
// The admin is English and shows texts of every area of the site's dictionary besides its own.
const adminScreen = lazyScreen(() =>
  Promise.all([import('./admin/route'), loadDictionaryAreas(DICTIONARY_AREAS)]).then(
    ([module]) => module.AdminRoute,
  ),
);

/** The lazy screen each route renders, which `preloadRoute` loads. */
const screenOfRoute = new Map<RouteObject, LazyScreen>();

function lazyRoute(route: { path: string; handle?: unknown }, screen: LazyScreen): RouteObject {
  const routeObject: RouteObject = { ...route, element: <LazyScreenView screen={screen} /> };
  screenOfRoute.set(routeObject, screen);
  return routeObject;
}

/** The route tree, shared by the browser, the prerender and the tests' routers. */
export const appRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: screenRoutes.map((route) => lazyRoute(route, screenOf(route.handle.screen))),
  },
  lazyRoute({ path: `${ADMIN_PATH}/*` }, adminScreen),
];

/** The screen for the address, under whichever router renders it. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Dutch pages live under /nl: with /nl as the router's basename, every <Link to="/greenfees"> stays in
 * Dutch by itself. English has no prefix.
 */
export const basenameOf = (language: Language) => languagePrefix(language) || '/';

/**
 * Loads the screens an address shows, before the first render: the first render (the hydration of a
 * prerendered page, the prerender itself) then shows the page itself and never suspends.
 */
export async function preloadRoute(pathname: string, language: Language = DEFAULT_LANGUAGE): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname, basenameOf(language)) ?? [];
  await Promise.all(matches.map(({ route }) => screenOfRoute.get(route)?.load()));
}

/**
 * The browser's history for the app's router, whose navigations a blocker can hold (the admin's
 * unsaved-changes guard). v5Compat: pushes and replaces reach the router too, as with <BrowserRouter>.
 */
export const createAppHistory = () => guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
