import { type AnimationState, paths, type RouteHandle } from './routes';
import type { ScreenName } from './screens';

/** A route of the site's layout: its path, and in `handle` the screen it shows and its animation label. */
export interface ScreenRoute {
  path: string;
  handle: RouteHandle & { screen: ScreenName };
}

const screenRoute = (
  name: ScreenName,
  animation: AnimationState = 'page',
  path: string = paths[name],
): ScreenRoute => ({ path, handle: { animation, screen: name } });

/**
 * The site's screens by path: the children of the layout route (app/router.tsx), and what PageTransition
 * matches the address against for the screen shown.
 */
export const screenRoutes: ScreenRoute[] = [
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
  screenRoute('waitingListOffer'),
  screenRoute('waitingListLeave'),
  screenRoute('greenfees'),
  screenRoute('golfBuggies'),
  screenRoute('drivingRange'),
  screenRoute('dresscode'),
  screenRoute('members'),
  screenRoute('privacy'),
  // Any other path shows the home screen (docs/product.md, Routes): rendered, not redirected.
  screenRoute('home', 'home', '*'),
];
