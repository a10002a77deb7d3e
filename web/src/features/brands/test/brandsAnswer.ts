import type { BrandsAnswer, PublicBrand } from '../../../../../common/api/marks';

/** A sample brand of a new site, as GET /brands answers it: its drawing, named by its alt text. */
export const sampleBrand = (name: string, category: string, id: string): PublicBrand => ({
  name,
  category,
  link: null,
  picture: {
    id: `brand-${id}`,
    alt: name,
    caption: '',
    width: 320,
    height: 64,
    src: `/art/brand-${id}.svg`,
    sources: [],
  },
});

/** GET /brands on a new site, in English: the six sample brands, said to be samples. */
export const seededBrandsAnswer = (): BrandsAnswer => ({
  brands: [
    sampleBrand('Dune Forge', 'Clubs', 'dune-forge'),
    sampleBrand('Marram & Sons', 'Knitwear', 'marram-and-sons'),
    sampleBrand('Tideline Outfitters', 'Rainwear', 'tideline-outfitters'),
    sampleBrand('Kestrel Balls', 'Balls', 'kestrel-balls'),
    sampleBrand('Saltwind Footwear', 'Shoes', 'saltwind-footwear'),
    sampleBrand('Sandwedge Leather', 'Gloves and bags', 'sandwedge-leather'),
  ],
  sample: true,
});
