import type { ComponentType } from 'react';
import type { DictionaryArea } from '../i18n/areas';
import { loadDictionaryAreas } from '../lib/language';
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
  waitingListOffer: 'WaitingListOfferPage',
  waitingListLeave: 'WaitingListLeavePage',
  greenfees: 'GreenFeesPage',
  golfBuggies: 'GolfBuggiesPage',
  drivingRange: 'DrivingRangePage',
  dresscode: 'DressCodePage',
  members: 'MembersPage',
  privacy: 'PrivacyPage',
} as const satisfies Record<ScreenName, string>;

/**
 * The parts of the dictionary (web/src/i18n/areas.ts) each screen shows texts of, besides the core every
 * page has: its route loads them with its module, and the prerender preloads their chunks. A text of an
 * area not named here would be missing in the browser (screens.test.ts checks the screens' code for it).
 */
export const screenAreas = {
  home: [],
  golfshop: ['golfshop', 'greenfees'],
  overview: ['course'],
  holes: ['course'],
  handicapStrokeTable: ['course'],
  ecology: ['ecology'],
  biodiversity: ['club'],
  history: ['club'],
  diningBar: ['club', 'greenfees', 'validation'],
  bod: ['club'],
  booking: ['booking', 'greenfees', 'validation', 'waitingList'],
  bookingDetails: ['booking', 'greenfees', 'validation'],
  waitingListOffer: ['booking', 'greenfees', 'validation', 'waitingList'],
  waitingListLeave: ['booking', 'greenfees', 'validation', 'waitingList'],
  greenfees: ['greenfees'],
  golfBuggies: ['greenfees'],
  drivingRange: ['greenfees'],
  dresscode: [],
  members: ['members'],
  privacy: ['privacy'],
} as const satisfies Record<ScreenName, readonly DictionaryArea[]>;

/** The source files of a screen's dictionary areas in a language, as Vite's manifest names them. */
export { dictionaryAreaSource } from '../lib/language';

type PageModule = Record<string, ComponentType | undefined>;

/** The page modules, loaded on demand: each page is a chunk of its own, so a page loads only its own code. */
const pageModules = import.meta.glob<PageModule>('./pages/*Page.tsx');

/** The source file of a screen's module, as Vite's manifest names it (the root is web/). */
export const screenSource = (screen: ScreenName) => `src/app/pages/${screenModules[screen]}.tsx`;

/** Loads a screen's module and its dictionary areas: the screen renders with both in (app/router.tsx). */
export function loadScreen(screen: ScreenName): () => Promise<ComponentType> {
  const name = screenModules[screen];
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`No page module web/src/app/pages/${name}.tsx for the screen ${screen}.`);
  const areas: readonly DictionaryArea[] = screenAreas[screen];
  return async () => {
    const [module] = await Promise.all([load(), loadDictionaryAreas(areas)]);
    const Component = module[name];
    if (!Component) throw new Error(`web/src/app/pages/${name}.tsx exports no ${name}.`);
    return Component;
  };
}
