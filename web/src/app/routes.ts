import { type RouteName, routePaths } from '../../../common/config/publicRoutes';

export {
  bookingDetailsPath,
  HOLE_COUNT,
  holePath,
  parseHoleParam,
} from '../../../common/config/publicRoutes';
export type { RouteName };

/** Every route of the site (common/config/publicRoutes.ts). Link with these, never with written-out paths. */
export const paths = routePaths;

/**
 * The animation-state label each route carries (docs/product.md, Page transitions): changes that leave or
 * enter home slide (1000 ms), other changes fade.
 */
export type AnimationState = 'home' | 'page';

/** The `handle` of every route object. */
export interface RouteHandle {
  animation: AnimationState;
  /** The screen shown: routes of one screen (/holes and /holes/hole-{n}-page) change without a transition. */
  screen: RouteName;
}
