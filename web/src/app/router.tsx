import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SiteLayout } from './layout/SiteLayout';
import { BiodiversityPage } from './pages/BiodiversityPage';
import { BookingDetailsPage } from './pages/BookingDetailsPage';
import { BookingPage } from './pages/BookingPage';
import { CourseOverviewPage } from './pages/CourseOverviewPage';
import { DiningBarPage } from './pages/DiningBarPage';
import { DressCodePage } from './pages/DressCodePage';
import { DrivingRangePage } from './pages/DrivingRangePage';
import { EcologyPage } from './pages/EcologyPage';
import { GolfBuggiesPage } from './pages/GolfBuggiesPage';
import { GolfShopPage } from './pages/GolfShopPage';
import { GreenFeesPage } from './pages/GreenFeesPage';
import { HandicapStrokeTablePage } from './pages/HandicapStrokeTablePage';
import { HistoryPage } from './pages/HistoryPage';
import { HolesPage } from './pages/HolesPage';
import { HomePage } from './pages/HomePage';
import { MembersPage } from './pages/MembersPage';
import { PrivacyPage } from './pages/PrivacyPage';
import { WhosWhoPage } from './pages/WhosWhoPage';
import { type AnimationState, paths, type RouteHandle, type RouteName } from './routes';

/** A child route of the layout, with its animation-state label and screen in `handle`. */
function screenRoute(
  name: RouteName,
  Component: ComponentType,
  animation: AnimationState = 'page',
  path: string = paths[name],
): RouteObject {
  const handle: RouteHandle = { animation, screen: name };
  return { path, Component, handle };
}

/** The route tree, shared by the browser router and the tests' memory routers. */
export const appRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      screenRoute('home', HomePage, 'home'),
      screenRoute('golfshop', GolfShopPage),
      screenRoute('overview', CourseOverviewPage),
      screenRoute('holes', HolesPage),
      // /holes/hole-{n}-page is the holes screen too: moving between holes is no page change.
      screenRoute('holes', HolesPage, 'page', paths.hole),
      screenRoute('handicapStrokeTable', HandicapStrokeTablePage),
      screenRoute('ecology', EcologyPage),
      screenRoute('biodiversity', BiodiversityPage),
      screenRoute('history', HistoryPage),
      screenRoute('diningBar', DiningBarPage),
      screenRoute('bod', WhosWhoPage),
      screenRoute('booking', BookingPage),
      screenRoute('bookingDetails', BookingDetailsPage),
      screenRoute('greenfees', GreenFeesPage),
      screenRoute('golfBuggies', GolfBuggiesPage),
      screenRoute('drivingRange', DrivingRangePage),
      screenRoute('dresscode', DressCodePage),
      screenRoute('members', MembersPage),
      screenRoute('privacy', PrivacyPage),
      // Any other path shows the home screen (SPEC section 2): rendered, not redirected.
      screenRoute('home', HomePage, 'home', '*'),
    ],
  },
  // The staff admin: its own chunk, loaded on demand, outside the site's layout (blank while it loads).
  { path: '/admin/*', lazy: () => import('./admin/route'), HydrateFallback: () => null },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
