import type { golfshop as enGolfshop } from '../en/golfshop';

export const golfshop: Record<keyof typeof enGolfshop, string> = {
  'golfshop.brandsLabel': 'Marken im Shop',
  'golfshop.brandsNote': 'Die gezeigten Markennamen sind Beispiele.',
  'golfshop.address': 'Adresse',
};
