import type { PageContent } from '../../../../../common/api/pages';
import { beforeYouPlayTitle, bookingCard, dresscodeCard, drivingRangeCard, hoursHeading } from './shared';

/**
 * The seeded texts of /greenfees (docs/product.md, Content). The prices, the price list's notes, the
 * members-only tee times, the handicap limits, the hours and the twilight start are the site's features
 * (widgets): their figures come from the price lists, the tee sheet, the rules and the opening hours. The
 * sections of the hours and the booking stand beside the text.
 */
export const greenfees: PageContent = {
  title: {
    en: 'Green Fees',
    nl: 'Greenfees',
    fr: 'Green fees',
    de: 'Greenfees',
  },
  lead: {
    en: 'Visitors with a federal and handicap certificate are welcome on the links. Prices are per player for one round of 18 holes, unless stated otherwise.',
    nl: 'Bezoekers met een federatiekaart en een handicapbewijs zijn welkom op de links. De prijzen gelden per speler voor één ronde van 18 holes, tenzij anders vermeld.',
    fr: 'Les visiteurs munis d’une carte fédérale et d’un certificat de handicap sont les bienvenus sur le links. Les prix s’entendent par joueur pour un parcours de 18 trous, sauf mention contraire.',
    de: 'Gäste mit Verbandsausweis und Handicap-Nachweis sind auf unserem Linksplatz willkommen. Die Preise gelten, sofern nicht anders angegeben, pro Spieler für eine Runde über 18 Löcher.',
  },
  description: {
    en: 'Green fees per player for a round of 18 holes, by season, with the conditions of play and the shop’s opening hours.',
    nl: 'Greenfees per speler voor een ronde van 18 holes, per seizoen, met de speelvoorwaarden en de openingsuren van de shop.',
    fr: 'Les green fees par joueur pour un parcours de 18 trous, par saison, avec les conditions de jeu et les heures d’ouverture de la boutique.',
    de: 'Greenfees pro Spieler für eine Runde über 18 Löcher, nach Saison, mit den Spielbedingungen und den Öffnungszeiten des Shops.',
  },
  blocks: [
    {
      id: 'prices',
      kind: 'heading',
      text: {
        en: 'Prices',
        nl: 'Tarieven',
        fr: 'Tarifs',
        de: 'Preise',
      },
    },
    { id: 'greenfee-prices', kind: 'widget', widget: 'greenfee-prices' },
    {
      id: 'notes',
      kind: 'heading',
      text: {
        en: 'Notes',
        nl: 'Opmerkingen',
        fr: 'Remarques',
        de: 'Hinweise',
      },
    },
    { id: 'greenfee-notes', kind: 'widget', widget: 'greenfee-notes' },
    {
      id: 'notes-text',
      kind: 'text',
      text: {
        en: '- Dogs are not allowed.',
        nl: '- Honden zijn niet toegelaten.',
        fr: '- Les chiens ne sont pas admis.',
        de: '- Hunde sind nicht erlaubt.',
      },
    },
    { id: 'members-only-times', kind: 'widget', widget: 'members-only-times' },
    {
      id: 'conditions',
      kind: 'heading',
      text: {
        en: 'General conditions',
        nl: 'Algemene voorwaarden',
        fr: 'Conditions générales',
        de: 'Allgemeine Bedingungen',
      },
    },
    {
      id: 'conditions-certificate',
      kind: 'text',
      text: {
        en: '- A federal and handicap certificate is required.',
        nl: '- Een federatiekaart en een handicapbewijs zijn verplicht.',
        fr: '- Une carte fédérale et un certificat de handicap sont exigés.',
        de: '- Ein Verbandsausweis und ein Handicap-Nachweis sind erforderlich.',
      },
    },
    { id: 'handicap-limits', kind: 'widget', widget: 'handicap-limits' },
    {
      id: 'conditions-text',
      kind: 'text',
      text: {
        en: '- Please register and pay at the golf shop before your round.\n- A reservation is definitive only after confirmation by e-mail or phone.\n- The dress code of the club applies on the course and in the clubhouse.',
        nl: '- Gelieve u voor uw ronde aan te melden en te betalen in de golfshop.\n- Een reservatie is pas definitief na bevestiging per e-mail of telefoon.\n- De kledingvoorschriften van de club gelden op de baan en in het clubhuis.',
        fr: '- Veuillez vous inscrire et payer à la boutique avant votre partie.\n- Une réservation n’est définitive qu’après confirmation par e-mail ou par téléphone.\n- Le code vestimentaire du club s’applique sur le parcours et au club-house.',
        de: '- Bitte melden Sie sich vor Ihrer Runde im Golfshop an und bezahlen Sie dort.\n- Eine Reservierung ist erst nach Bestätigung per E-Mail oder Telefon verbindlich.\n- Auf dem Platz und im Clubhaus gilt die Kleiderordnung des Clubs.',
      },
    },
    {
      id: 'hours',
      kind: 'heading',
      text: hoursHeading,
    },
    {
      id: 'hours-text',
      kind: 'text',
      text: {
        en: 'Green fees are paid at the golf shop, open:',
        nl: 'Greenfees worden betaald in de golfshop, open:',
        fr: 'Les green fees se paient à la boutique, ouverte\u00a0:',
        de: 'Greenfees werden im Golfshop bezahlt, geöffnet:',
      },
    },
    { id: 'shop-hours', kind: 'widget', widget: 'shop-hours' },
    {
      id: 'twilight-text',
      kind: 'text',
      text: {
        en: 'Twilight green fees start at:',
        nl: 'Twilight-greenfees beginnen:',
        fr: 'Les green fees twilight commencent\u00a0:',
        de: 'Twilight-Greenfees gelten:',
      },
    },
    { id: 'twilight-times', kind: 'widget', widget: 'twilight-times' },
    {
      id: 'contact',
      kind: 'heading',
      text: {
        en: 'Book your round',
        nl: 'Reserveer uw ronde',
        fr: 'Réservez votre partie',
        de: 'Buchen Sie Ihre Runde',
      },
    },
    {
      id: 'contact-text',
      kind: 'text',
      text: {
        en: 'To book by telephone or e-mail, contact the golf shop:',
        nl: 'Om per telefoon of e-mail te reserveren, neemt u contact op met de golfshop:',
        fr: 'Pour réserver par téléphone ou par e-mail, contactez la boutique\u00a0:',
        de: 'Für Buchungen per Telefon oder E-Mail wenden Sie sich an den Golfshop:',
      },
    },
    { id: 'shop-contact', kind: 'widget', widget: 'shop-contact' },
    { id: 'book-online', kind: 'widget', widget: 'book-online' },
    {
      id: 'more',
      kind: 'links',
      title: beforeYouPlayTitle,
      items: [
        bookingCard,
        {
          path: '/golf-buggies',
          title: {
            en: 'Golf Buggies',
            nl: 'Golfbuggy’s',
            fr: 'Voiturettes',
            de: 'Golfcarts',
          },
          text: {
            en: 'Price, rules and availability',
            nl: 'Prijs, regels en beschikbaarheid',
            fr: 'Prix, règles et disponibilité',
            de: 'Preis, Regeln und Verfügbarkeit',
          },
        },
        drivingRangeCard,
        dresscodeCard,
      ],
    },
  ],
};
