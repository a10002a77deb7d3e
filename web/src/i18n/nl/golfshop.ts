import type { golfshop as enGolfshop } from '../en/golfshop';

export const golfshop: Record<keyof typeof enGolfshop, string> = {
  'golfshop.brandsLabel': 'Merken in de shop',
  'golfshop.brandsNote': 'De getoonde merknamen zijn voorbeelden.',
  'golfshop.address': 'Adres',
};
