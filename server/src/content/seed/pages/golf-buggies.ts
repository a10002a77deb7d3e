import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /golf-buggies (docs/product.md, Content). */
export const golfBuggies: PageContent = {
  title: {
    en: 'Golf Buggies',
    nl: 'Golfbuggy’s',
    fr: 'Voiturettes',
    de: 'Golfcarts',
  },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: {
    en: 'Hire a golf buggy for your round on the links: price, conditions and hours.',
    nl: 'Huur een golfbuggy voor uw ronde op de links: prijs, voorwaarden en uren.',
    fr: 'Louez une voiturette pour votre partie sur le links : prix, conditions et horaires.',
    de: 'Mieten Sie ein Golfcart für Ihre Runde auf dem Linksplatz: Preis, Bedingungen und Zeiten.',
  },
  blocks: [],
};
