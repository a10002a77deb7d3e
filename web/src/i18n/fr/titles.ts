import type { titles as enTitles } from '../en/titles';

/** The titles of screens that other screens link to by name. */
export const titles: Record<keyof typeof enTitles, string> = {
  'holes.title': 'Les trous',
  'overview.title': 'Présentation du parcours',
  'handicapStrokeTable.title': 'Table des coups reçus',
  'history.title': 'Histoire',
  'diningBar.title': 'Restaurant & bar',
  'bod.title': 'Qui est qui',
  'golfBuggies.title': 'Voiturettes',
};
