import { type RouteName, routePaths } from '../../../common/config/publicRoutes';

export { bookingDetailsPath } from '../../../common/config/publicRoutes';
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

export const HOLE_COUNT = 18;

/** The path of hole n (1 to 18), as docs/product.md, Routes writes it. */
export const holePath = (hole: number) => `/holes/hole-${hole}-page`;

/** The hole number of a `hole-{n}-page` param, or undefined when it names no hole of the course. */
export function parseHoleParam(param: string | undefined): number | undefined {
  const match = /^hole-(\d{1,2})-page$/.exec(param ?? '');
  const hole = match ? Number(match[1]) : Number.NaN;
  return hole >= 1 && hole <= HOLE_COUNT ? hole : undefined;
}
