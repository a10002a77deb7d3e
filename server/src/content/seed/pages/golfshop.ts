import type { PageContent } from '../../../../../common/api/pages';
import { acceptedCardsHeading, contactHeading } from './shared';

/**
 * The seeded texts of /golfshop. The brands, the accepted cards, the shop's hours and its contact details
 * are the site's features (widgets), placed under their headings; the sections of the hours and the
 * contact stand beside the text. The hours come from the admin's opening hours.
 */
export const golfshop: PageContent = {
  title: {
    en: 'Golf Shop',
    nl: 'Golfshop',
    fr: 'Boutique',
    de: 'Golfshop',
  },
  lead: {
    en: 'The golf shop by the first tee has everything for a round on the links: clubs, balls, gloves, rainwear and knitwear for the North Sea wind. It is also where you pay your green fee.',
    nl: 'De golfshop aan de eerste tee heeft alles voor een ronde op de links: clubs, ballen, handschoenen, regenkledij en breigoed tegen de wind van de Noordzee. Hier betaalt u ook uw greenfee.',
    fr: 'La boutique, près du départ du 1, propose tout ce qu’il faut pour une partie sur le links\u00a0: clubs, balles, gants, vêtements de pluie et lainages contre le vent de la mer du Nord. C’est aussi là que vous réglez votre green fee.',
    de: 'Der Golfshop am ersten Abschlag hat alles für eine Runde auf dem Linksplatz: Schläger, Bälle, Handschuhe, Regenbekleidung und Strickwaren gegen den Nordseewind. Hier bezahlen Sie auch Ihr Greenfee.',
  },
  description: {
    en: 'The golf shop by the first tee: clubs, balls, gloves, rainwear and knitwear for the North Sea wind, and where you pay your green fee.',
    nl: 'De golfshop bij de eerste tee: clubs, ballen, handschoenen, regenkledij en breigoed tegen de Noordzeewind, en waar u uw greenfee betaalt.',
    fr: 'La boutique près du départ du 1\u00a0: clubs, balles, gants, vêtements de pluie et lainages contre le vent de la mer du Nord\u00a0; c’est aussi là que vous réglez votre green fee.',
    de: 'Der Golfshop am ersten Abschlag: Schläger, Bälle, Handschuhe, Regenkleidung und Strickwaren gegen den Nordseewind, und wo Sie Ihr Greenfee bezahlen.',
  },
  blocks: [
    {
      id: 'brands',
      kind: 'heading',
      text: {
        en: 'Brands',
        nl: 'Merken',
        fr: 'Marques',
        de: 'Marken',
      },
    },
    { id: 'brand-badges', kind: 'widget', widget: 'brands' },
    {
      id: 'cards',
      kind: 'heading',
      text: acceptedCardsHeading,
    },
    {
      id: 'cards-text',
      kind: 'text',
      text: {
        en: 'Pay in cash or by card. We accept:',
        nl: 'Betaal cash of met de kaart. We aanvaarden:',
        fr: 'Paiement en espèces ou par carte. Nous acceptons\u00a0:',
        de: 'Sie können bar oder mit Karte bezahlen. Wir akzeptieren:',
      },
    },
    { id: 'payment-cards', kind: 'widget', widget: 'payment-cards' },
    {
      id: 'hours',
      kind: 'heading',
      text: {
        en: 'Opening hours',
        nl: 'Openingsuren',
        fr: 'Heures d’ouverture',
        de: 'Öffnungszeiten',
      },
    },
    { id: 'shop-hours', kind: 'widget', widget: 'shop-hours' },
    {
      id: 'contact',
      kind: 'heading',
      text: contactHeading,
    },
    {
      id: 'contact-text',
      kind: 'text',
      text: {
        en: 'Ask about stock, club fitting or a buggy, or book a tee time:',
        nl: 'Vraag naar de voorraad, een clubfitting of een buggy, of reserveer een starttijd:',
        fr: 'Renseignez-vous sur le stock, le club fitting ou une voiturette, ou réservez un départ\u00a0:',
        de: 'Fragen Sie nach Verfügbarkeit, Schlägeranpassung (Fitting) oder einem Golfcart, oder buchen Sie eine Startzeit:',
      },
    },
    { id: 'shop-contact', kind: 'widget', widget: 'shop-contact' },
    {
      id: 'more',
      kind: 'links',
      title: {
        en: 'More to discover',
        nl: 'Meer te ontdekken',
        fr: 'À découvrir aussi',
        de: 'Mehr entdecken',
      },
      items: [
        {
          path: '/dining-bar',
          title: {
            en: 'Dining & Bar',
            nl: 'Restaurant & bar',
            fr: 'Restaurant & bar',
            de: 'Restaurant & Bar',
          },
          text: {
            en: 'Lunch, the bar and the terrace after your round',
            nl: 'Lunch, de bar en het terras na uw ronde',
            fr: 'Le lunch, le bar et la terrasse après votre partie',
            de: 'Mittagessen, Bar und Terrasse nach Ihrer Runde',
          },
        },
        {
          path: '/overview',
          title: {
            en: 'Course overview',
            nl: 'Overzicht van de baan',
            fr: 'Présentation du parcours',
            de: 'Platzübersicht',
          },
          text: {
            en: 'The course map, hole by hole',
            nl: 'Het baanplan, hole per hole',
            fr: 'Le plan du parcours, trou par trou',
            de: 'Der Platzplan, Loch für Loch',
          },
        },
      ],
    },
  ],
};
