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
import { paths } from './routes';

/** The route tree, shared by the browser router and the tests' memory routers. */
export const appRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      { path: paths.home, Component: HomePage },
      { path: paths.golfshop, Component: GolfShopPage },
      { path: paths.overview, Component: CourseOverviewPage },
      { path: paths.holes, Component: HolesPage },
      { path: paths.hole, Component: HolesPage },
      { path: paths.handicapStrokeTable, Component: HandicapStrokeTablePage },
      { path: paths.ecology, Component: EcologyPage },
      { path: paths.biodiversity, Component: BiodiversityPage },
      { path: paths.history, Component: HistoryPage },
      { path: paths.diningBar, Component: DiningBarPage },
      { path: paths.bod, Component: WhosWhoPage },
      { path: paths.booking, Component: BookingPage },
      { path: paths.bookingDetails, Component: BookingDetailsPage },
      { path: paths.greenfees, Component: GreenFeesPage },
      { path: paths.golfBuggies, Component: GolfBuggiesPage },
      { path: paths.drivingRange, Component: DrivingRangePage },
      { path: paths.dresscode, Component: DressCodePage },
      { path: paths.members, Component: MembersPage },
      { path: paths.privacy, Component: PrivacyPage },
      // Any other path shows the home screen (SPEC section 2): rendered, not redirected.
      { path: '*', Component: HomePage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
