import type { MessageKey } from '../../lib/i18n';

export interface Brand {
  /** A sample name, made up for the demo site: replace with the shop's real brands. */
  name: string;
  category: MessageKey;
  /** Which typographic treatment the badge gets, so the wall of badges does not look uniform. */
  style: 'serif' | 'sans' | 'caps';
}

/** The brands the golf shop carries. SAMPLE names, invented: no real company is meant. */
export const SHOP_BRANDS: readonly Brand[] = [
  { name: 'Dune Forge', category: 'brands.category.clubs', style: 'caps' },
  { name: 'Marram & Sons', category: 'brands.category.knitwear', style: 'serif' },
  { name: 'Tideline Outfitters', category: 'brands.category.rainwear', style: 'sans' },
  { name: 'Kestrel Balls', category: 'brands.category.balls', style: 'caps' },
  { name: 'Saltwind Footwear', category: 'brands.category.shoes', style: 'serif' },
  { name: 'Sandwedge Leather', category: 'brands.category.gloves', style: 'sans' },
];
