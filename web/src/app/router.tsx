import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ADMIN_PATH } from '../../../common/config/publicRoutes';
import { DEFAULT_LANGUAGE, type Language, languagePrefix } from '../../../common/i18n/languages';
import { DICTIONARY_AREAS } from '../i18n/areas';
import { loadDictionaryAreas } from '../lib/language';
import { SiteLayout } from './layout/SiteLayout';
import { type AnimationState, paths, type RouteHandle } from './routes';
import { loadScreen, type ScreenName } from './screens';

/** A child route of the layout, with its animation-state label and screen in `handle`. */
function screenRoute(
  name: ScreenName,
  animation: AnimationState = 'page',
  path: string = paths[name],
): RouteObject {
  const handle: RouteHandle = { animation, screen: name };
  return { path, lazy: loadScreen(name), handle };
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
      // Any other path shows the home screen (docs/product.md, Routes): rendered, not redirected.
      screenRoute('home', 'home', '*'),
    ],
  },
  // The staff admin: its own chunk, loaded on demand, outside the site's layout (blank while it loads).
  // The admin is English and shows texts of every area of the site's dictionary besides its own.
  {
    path: `${ADMIN_PATH}/*`,
    lazy: () =>
      Promise.all([import('./admin/route'), loadDictionaryAreas(DICTIONARY_AREAS)]).then(
        ([module]) => module,
      ),
    HydrateFallback: () => null,
  },
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
