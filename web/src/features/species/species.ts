/**
 * The id of the ecology page's section of species (the one holding its cards), so that other pages can
 * link to it: /ecology#species.
 */
export const SPECIES_ANCHOR = 'species';
