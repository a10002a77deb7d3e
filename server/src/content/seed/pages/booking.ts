import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /booking (docs/product.md, Content). */
export const booking: PageContent = {
  title: {
    en: 'Online Greenfee Booking',
    nl: 'Greenfee online reserveren',
    fr: 'Réservation de green fee en ligne',
    de: 'Greenfee online buchen',
  },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: {
    en: 'Book a green fee: choose a tee time online, or send us a request.',
    nl: 'Reserveer een greenfee: kies online een starttijd, of stuur ons een aanvraag.',
    fr: 'Réservez un green fee : choisissez votre départ en ligne ou envoyez-nous une demande.',
    de: 'Buchen Sie ein Greenfee: Wählen Sie online eine Startzeit oder senden Sie uns eine Anfrage.',
  },
  blocks: [],
};
