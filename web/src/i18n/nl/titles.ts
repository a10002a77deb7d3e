import type { titles as enTitles } from '../en/titles';

/** The titles of screens that other screens link to by name. */
export const titles: Record<keyof typeof enTitles, string> = {
  'holes.title': 'Holes',
  'overview.title': 'Overzicht van de baan',
  'handicapStrokeTable.title': 'Slagentabel',
  'history.title': 'Geschiedenis',
  'diningBar.title': 'Restaurant & bar',
  'bod.title': 'Wie is wie',
  'golfBuggies.title': 'Golfbuggy’s',
};
