import type { golfshop as enGolfshop } from '../en/golfshop';

export const golfshop: Record<keyof typeof enGolfshop, string> = {
  'golfshop.brandsLabel': 'Les marques de la boutique',
  'golfshop.brandsNote': 'Les noms de marques affichés sont des exemples.',
  'golfshop.address': 'Adresse',
};
