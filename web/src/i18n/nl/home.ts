import type { home as enHome } from '../en/home';

export const home: Record<keyof typeof enHome, string> = {
  'home.book': 'Reserveer een starttijd',
  'home.bookClosed': 'Baan vandaag gesloten — greenfeevoorwaarden',
  'home.greenFees': 'Greenfees',
  'home.actions': 'Plan uw ronde',
  'awards.title': 'Onderscheidingen en labels',
};
