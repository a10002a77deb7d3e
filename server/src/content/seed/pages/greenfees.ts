import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /greenfees (docs/product.md, Content). */
export const greenfees: PageContent = {
  title: {
    en: 'Green Fees',
    nl: 'Greenfees',
    fr: 'Green fees',
    de: 'Greenfees',
  },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: {
    en: 'Green fees per player for a round of 18 holes, by season, with the conditions of play and the shop’s opening hours.',
    nl: 'Greenfees per speler voor een ronde van 18 holes, per seizoen, met de speelvoorwaarden en de openingsuren van de shop.',
    fr: 'Les green fees par joueur pour un parcours de 18 trous, par saison, avec les conditions de jeu et les heures d’ouverture de la boutique.',
    de: 'Greenfees pro Spieler für eine Runde über 18 Löcher, nach Saison, mit den Spielbedingungen und den Öffnungszeiten des Shops.',
  },
  blocks: [],
};
