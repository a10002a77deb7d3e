import type { home as enHome } from '../en/home';

export const home: Record<keyof typeof enHome, string> = {
  'home.book': 'Startzeit buchen',
  'home.bookClosed': 'Platz heute geschlossen — Greenfee-Bedingungen',
  'home.greenFees': 'Greenfees',
  'home.actions': 'Planen Sie Ihre Runde',
  'awards.title': 'Auszeichnungen und Gütesiegel',
};
