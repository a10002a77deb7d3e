/**
 * The public pages of SPEC section 2 that stand on their own, each worth a search result: the SPA's
 * route table (web/src/app/routes.ts) is built from this list, and the server's sitemap lists these
 * paths in every language. Left out: /bookings/{id} (private to one player, and no page without an id),
 * /holes/hole-{n}-page (the holes screen again, scrolled to a hole) and /admin.
 */
export const publicPagePaths = {
  home: '/',
  golfshop: '/golfshop',
  overview: '/overview',
  holes: '/holes',
  handicapStrokeTable: '/handicap-stroke-table',
  ecology: '/ecology',
  biodiversity: '/biodiversity',
  history: '/history',
  diningBar: '/dining-bar',
  bod: '/bod',
  booking: '/booking',
  greenfees: '/greenfees',
  golfBuggies: '/golf-buggies',
  drivingRange: '/driving-range',
  dresscode: '/dresscode',
  members: '/members',
  privacy: '/privacy',
} as const;

/** Paths that search engines are asked to leave alone (robots.txt). */
export const unindexedPathPrefixes = ['/admin', '/api/'] as const;
