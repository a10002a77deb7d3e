import type { PageContent } from '../../../../../common/api/pages';
import { bookingCard, greenfeesCard, moreAboutPlayingTitle } from './shared';

/**
 * The seeded texts of /golf-buggies (docs/product.md, Content). The price, the driver's age with the price
 * list's note, and the hours the buggies are out are the site's features (widgets): they come from the price
 * list in force. The sections of the hours and the booking stand beside the text.
 */
export const golfBuggies: PageContent = {
  title: {
    en: 'Golf Buggies',
    nl: 'Golfbuggy’s',
    fr: 'Voiturettes',
    de: 'Golfcarts',
  },
  lead: {
    en: 'The links is a long walk through the dunes; a golf buggy makes the round easier.',
    nl: 'De links is een lange wandeling door de duinen; met een golfbuggy wordt de ronde lichter.',
    fr: 'Le links est une longue marche à travers les dunes\u00a0; une voiturette vous facilite la partie.',
    de: 'Der Linksplatz ist ein langer Weg durch die Dünen; mit einem Golfcart wird die Runde leichter.',
  },
  description: {
    en: 'Hire a golf buggy for your round on the links: price, conditions and hours.',
    nl: 'Huur een golfbuggy voor uw ronde op de links: prijs, voorwaarden en uren.',
    fr: 'Louez une voiturette pour votre partie sur le links : prix, conditions et horaires.',
    de: 'Mieten Sie ein Golfcart für Ihre Runde auf dem Linksplatz: Preis, Bedingungen und Zeiten.',
  },
  blocks: [
    {
      id: 'price',
      kind: 'heading',
      text: {
        en: 'Price',
        nl: 'Prijs',
        fr: 'Prix',
        de: 'Preis',
      },
    },
    { id: 'buggy-price', kind: 'widget', widget: 'buggy-price' },
    {
      id: 'rules',
      kind: 'heading',
      text: {
        en: 'Rules',
        nl: 'Regels',
        fr: 'Règles',
        de: 'Regeln',
      },
    },
    { id: 'buggy-notes', kind: 'widget', widget: 'buggy-notes' },
    {
      id: 'rules-text',
      kind: 'text',
      text: {
        en: '- Keep to the paths and the rough near the greens and tees, and follow the signs of the greenkeepers.',
        nl: '- Blijf op de paden en in de rough bij de greens en tees, en volg de aanwijzingen van de greenkeepers.',
        fr: '- Restez sur les chemins et dans le rough près des greens et des départs, et suivez les panneaux des greenkeepers.',
        de: '- Fahren Sie in der Nähe von Grüns und Abschlägen nur auf den Wegen und im Rough, und folgen Sie den Schildern der Greenkeeper.',
      },
    },
    {
      id: 'hours',
      kind: 'heading',
      text: {
        en: 'Hours',
        nl: 'Uren',
        fr: 'Horaires',
        de: 'Zeiten',
      },
    },
    {
      id: 'hours-text',
      kind: 'text',
      text: {
        en: 'Buggies are available only until:',
        nl: 'Buggy’s zijn alleen beschikbaar tot:',
        fr: 'Les voiturettes ne sont disponibles que jusqu’à\u00a0:',
        de: 'Golfcarts stehen nur zur Verfügung bis:',
      },
    },
    { id: 'buggy-hours', kind: 'widget', widget: 'buggy-hours' },
    {
      id: 'book',
      kind: 'heading',
      text: {
        en: 'Book a buggy',
        nl: 'Reserveer een buggy',
        fr: 'Réserver une voiturette',
        de: 'Golfcart reservieren',
      },
    },
    {
      id: 'book-text',
      kind: 'text',
      text: {
        en: 'Book your buggy together with your tee time, at the golf shop:',
        nl: 'Reserveer uw buggy samen met uw starttijd, in de golfshop:',
        fr: 'Réservez votre voiturette en même temps que votre départ, à la boutique\u00a0:',
        de: 'Reservieren Sie Ihr Golfcart zusammen mit Ihrer Startzeit im Golfshop:',
      },
    },
    { id: 'shop-contact', kind: 'widget', widget: 'shop-contact' },
    {
      id: 'more',
      kind: 'links',
      title: moreAboutPlayingTitle,
      items: [greenfeesCard, bookingCard],
    },
  ],
};
