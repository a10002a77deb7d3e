import type { PageContent } from '../../../../../common/api/pages';
import { beforeYouPlayTitle, dresscodeCard, drivingRangeCard, greenfeesCard } from './shared';

/**
 * The seeded texts of /booking (docs/product.md, Booking: the informational notes). The form is a widget:
 * what comes before it stands beside it on a desktop as the notes, what comes after as whom to ask. The
 * handicap note states the stored limits (the admin's rules) and the note on paid bookings shows in the
 * online mode only, so both are widgets; the lead is the mail mode's (the online flow has its own).
 */
export const booking: PageContent = {
  title: {
    en: 'Online Greenfee Booking',
    nl: 'Greenfee online reserveren',
    fr: 'Réservation de green fee en ligne',
    de: 'Greenfee online buchen',
  },
  lead: {
    en: 'A reservation is definitive only after confirmation by e-mail or phone.',
    nl: 'Een reservatie is pas definitief na bevestiging per e-mail of telefoon.',
    fr: 'Une réservation n’est définitive qu’après confirmation par e-mail ou par téléphone.',
    de: 'Eine Reservierung ist erst nach Bestätigung per E-Mail oder Telefon verbindlich.',
  },
  description: {
    en: 'Book a green fee: choose a tee time online, or send us a request.',
    nl: 'Reserveer een greenfee: kies online een starttijd, of stuur ons een aanvraag.',
    fr: 'Réservez un green fee : choisissez votre départ en ligne ou envoyez-nous une demande.',
    de: 'Buchen Sie ein Greenfee: Wählen Sie online eine Startzeit oder senden Sie uns eine Anfrage.',
  },
  blocks: [
    {
      id: 'notes',
      kind: 'heading',
      text: {
        en: 'Good to know',
        nl: 'Goed om te weten',
        fr: 'Bon à savoir',
        de: 'Gut zu wissen',
      },
    },
    { id: 'handicap-limits', kind: 'widget', widget: 'handicap-limits' },
    {
      id: 'proof',
      kind: 'text',
      text: {
        en: '- Bring proof of your handicap: it is asked for at arrival.',
        nl: '- Breng een bewijs van uw handicap mee: daar wordt bij aankomst naar gevraagd.',
        fr: '- Munissez-vous d’une preuve de votre handicap\u00a0: elle vous sera demandée à votre arrivée.',
        de: '- Bringen Sie einen Nachweis Ihres Handicaps mit: Er wird bei der Ankunft verlangt.',
      },
    },
    { id: 'paid-booking-note', kind: 'widget', widget: 'paid-booking-note' },
    { id: 'booking-form', kind: 'widget', widget: 'booking-form' },
    {
      id: 'contact',
      kind: 'heading',
      text: {
        en: 'Questions?',
        nl: 'Vragen?',
        fr: 'Des questions\u00a0?',
        de: 'Fragen?',
      },
    },
    {
      id: 'contact-text',
      kind: 'text',
      text: {
        en: 'For groups or any question about your round, contact the golf shop:',
        nl: 'Voor groepen of elke vraag over uw ronde kunt u terecht bij de golfshop:',
        fr: 'Pour les groupes ou pour toute question sur votre partie, contactez la boutique\u00a0:',
        de: 'Für Gruppen oder Fragen zu Ihrer Runde wenden Sie sich an den Golfshop:',
      },
    },
    { id: 'shop-contact', kind: 'widget', widget: 'shop-contact' },
    {
      id: 'more',
      kind: 'links',
      title: beforeYouPlayTitle,
      items: [
        greenfeesCard,
        {
          path: '/golf-buggies',
          title: {
            en: 'Golf Buggies',
            nl: 'Golfbuggy’s',
            fr: 'Voiturettes',
            de: 'Golfcarts',
          },
          text: {
            en: 'Book a buggy with your tee time',
            nl: 'Reserveer een buggy bij uw starttijd',
            fr: 'Réservez une voiturette avec votre départ',
            de: 'Golfcart zusammen mit der Startzeit reservieren',
          },
        },
        drivingRangeCard,
        dresscodeCard,
      ],
    },
  ],
};
