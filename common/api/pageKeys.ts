/** The pages staff edit (pages.ts): the route without its slash. */
export const PAGE_KEYS = [
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
