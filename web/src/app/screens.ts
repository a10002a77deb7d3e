import type { ComponentType } from 'react';
import type { RouteName } from './routes';

export type ScreenName = Exclude<RouteName, 'hole'>;

/**
 * Each screen's page module: web/src/app/pages/<name>.tsx, which exports the screen's component under the
 * same name. The router loads it, and the prerender preloads its chunk (screenSource).
 */
const screenModules = {
  home: 'HomePage',
  golfshop: 'GolfShopPage',
  overview: 'CourseOverviewPage',
  holes: 'HolesPage',
  handicapStrokeTable: 'HandicapStrokeTablePage',
  ecology: 'EcologyPage',
  biodiversity: 'BiodiversityPage',
  history: 'HistoryPage',
  diningBar: 'DiningBarPage',
  bod: 'WhosWhoPage',
  booking: 'BookingPage',
  bookingDetails: 'BookingDetailsPage',
  greenfees: 'GreenFeesPage',
  golfBuggies: 'GolfBuggiesPage',
  drivingRange: 'DrivingRangePage',
  dresscode: 'DressCodePage',
  members: 'MembersPage',
  privacy: 'PrivacyPage',
} as const satisfies Record<ScreenName, string>;

type PageModule = Record<string, ComponentType | undefined>;

/** The page modules, loaded on demand: each page is a chunk of its own, so a page loads only its own code. */
const pageModules = import.meta.glob<PageModule>('./pages/*Page.tsx');

/** The source file of a screen's module, as Vite's manifest names it (the root is web/). */
export const screenSource = (screen: ScreenName) => `src/app/pages/${screenModules[screen]}.tsx`;

/** Loads a screen's module, for a route's `lazy`. */
export function loadScreen(screen: ScreenName): () => Promise<{ Component: ComponentType }> {
  const name = screenModules[screen];
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`No page module web/src/app/pages/${name}.tsx for the screen ${screen}.`);
  return async () => {
    const Component = (await load())[name];
    if (!Component) throw new Error(`web/src/app/pages/${name}.tsx exports no ${name}.`);
    return { Component };
  };
}
