import type { golfshop as enGolfshop } from '../en/golfshop';

export const golfshop: Record<keyof typeof enGolfshop, string> = {
  'golfshop.brandsLabel': 'Marken im Shop',
  'golfshop.brandsNote': 'Die gezeigten Markennamen sind Beispiele.',
  'golfshop.address': 'Adresse',
  'brands.category.clubs': 'Schläger',
  'brands.category.knitwear': 'Strickwaren',
  'brands.category.rainwear': 'Regenbekleidung',
  'brands.category.balls': 'Bälle',
  'brands.category.shoes': 'Schuhe',
  'brands.category.gloves': 'Handschuhe und Bags',
};
