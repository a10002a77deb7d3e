import type { titles as enTitles } from '../en/titles';

/** The titles of screens that other screens link to by name. */
export const titles: Record<keyof typeof enTitles, string> = {
  'holes.title': 'Löcher',
  'overview.title': 'Platzübersicht',
  'handicapStrokeTable.title': 'Course-Handicap-Tabelle',
  'history.title': 'Geschichte',
  'diningBar.title': 'Restaurant & Bar',
  'bod.title': 'Wer ist wer',
  'golfBuggies.title': 'Golfcarts',
};
