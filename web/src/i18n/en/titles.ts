/**
 * The titles of screens that other screens link to by name (the home page's sections, Who's Who's links),
 * kept with the texts every page loads rather than with their screens' own texts.
 */
export const titles = {
  'holes.title': 'Holes',
  'overview.title': 'Course overview',
  'handicapStrokeTable.title': 'Handicap Stroke Table',
  'history.title': 'History',
  'diningBar.title': 'Dining & Bar',
  'bod.title': "Who's Who",
  'golfBuggies.title': 'Golf Buggies',
} as const;
