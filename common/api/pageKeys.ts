/** The pages staff edit (pages.ts): the route without its slash ('home' is the home page, /). */
export const PAGE_KEYS = [
  'home',
  'greenfees',
  'golf-buggies',
  'driving-range',
  'booking',
  'overview',
  'handicap-stroke-table',
  'bod',
  'history',
  'dining-bar',
  'dresscode',
  'golfshop',
  'ecology',
  'biodiversity',
  'members',
  'privacy',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
