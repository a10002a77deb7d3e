import type { golfshop as enGolfshop } from '../en/golfshop';

export const golfshop: Record<keyof typeof enGolfshop, string> = {
  'golfshop.brandsLabel': 'Les marques de la boutique',
  'golfshop.brandsNote': 'Les noms de marques affichés sont des exemples.',
  'golfshop.address': 'Adresse',
  'brands.category.clubs': 'Clubs',
  'brands.category.knitwear': 'Lainages',
  'brands.category.rainwear': 'Vêtements de pluie',
  'brands.category.balls': 'Balles',
  'brands.category.shoes': 'Chaussures',
  'brands.category.gloves': 'Gants et sacs',
};
