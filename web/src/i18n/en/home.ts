/**
 * The home page's own words: its hero's buttons and the award marks' heading. The tagline and the texts of
 * The Course and The Club are the club's to edit (server/src/content/seed/pages/home.ts).
 */
export const home = {
  'home.book': 'Book a tee time',
  'home.bookClosed': 'Course closed today — green-fee conditions',
  'home.greenFees': 'Green fees',
  'home.actions': 'Plan your round',
  'awards.title': 'Awards and labels',
} as const;
