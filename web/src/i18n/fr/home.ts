import type { home as enHome } from '../en/home';

export const home: Record<keyof typeof enHome, string> = {
  'home.book': 'Réserver un départ',
  'home.bookClosed': 'Parcours fermé aujourd’hui — conditions du green fee',
  'home.greenFees': 'Green fees',
  'home.actions': 'Préparez votre partie',
  'awards.title': 'Prix et labels',
};
