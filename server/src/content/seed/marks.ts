import type { MarksDocument } from '../../../../common/api/marks';

/**
 * The marks of a new site: three sample awards on the home page and six sample brands in the golf shop,
 * each with its drawing of the media library (seed/markMedia.ts). SAMPLE names, invented: no real award
 * or company is meant. The golf shop says so while these are the ones shown (GET /brands, `sample`).
 */
export const seedMarks: MarksDocument = {
  awards: [
    {
      name: {
        en: 'Sample Links Award',
        nl: 'Voorbeeld Links Award',
        fr: 'Prix des links (exemple)',
        de: 'Links-Auszeichnung (Beispiel)',
      },
      year: 2024,
      mediaId: 'award-links',
      link: '',
    },
    {
      name: {
        en: 'Sample Coastal Course Label',
        nl: 'Voorbeeld Label Kustbaan',
        fr: 'Label parcours côtier (exemple)',
        de: 'Gütesiegel Küstenplatz (Beispiel)',
      },
      year: 2025,
      mediaId: 'award-coast',
      link: '',
    },
    {
      name: {
        en: 'Sample Ecology Certificate',
        nl: 'Voorbeeld Ecologisch Certificaat',
        fr: 'Certificat écologique (exemple)',
        de: 'Umweltzertifikat (Beispiel)',
      },
      year: 2023,
      mediaId: 'award-ecology',
      link: '',
    },
  ],
  brands: [
    {
      name: 'Dune Forge',
      category: { en: 'Clubs', nl: 'Clubs', fr: 'Clubs', de: 'Schläger' },
      mediaId: 'brand-dune-forge',
      link: '',
    },
    {
      name: 'Marram & Sons',
      category: { en: 'Knitwear', nl: 'Breigoed', fr: 'Lainages', de: 'Strickwaren' },
      mediaId: 'brand-marram-and-sons',
      link: '',
    },
    {
      name: 'Tideline Outfitters',
      category: { en: 'Rainwear', nl: 'Regenkledij', fr: 'Vêtements de pluie', de: 'Regenbekleidung' },
      mediaId: 'brand-tideline-outfitters',
      link: '',
    },
    {
      name: 'Kestrel Balls',
      category: { en: 'Balls', nl: 'Ballen', fr: 'Balles', de: 'Bälle' },
      mediaId: 'brand-kestrel-balls',
      link: '',
    },
    {
      name: 'Saltwind Footwear',
      category: { en: 'Shoes', nl: 'Schoenen', fr: 'Chaussures', de: 'Schuhe' },
      mediaId: 'brand-saltwind-footwear',
      link: '',
    },
    {
      name: 'Sandwedge Leather',
      category: {
        en: 'Gloves and bags',
        nl: 'Handschoenen en tassen',
        fr: 'Gants et sacs',
        de: 'Handschuhe und Bags',
      },
      mediaId: 'brand-sandwedge-leather',
      link: '',
    },
  ],
};
