import type { LocalizedText } from '../../../../../common/api/documents';
import type { PageBlock } from '../../../../../common/api/pages';

/**
 * Link cards and headings that several seeded pages carry word for word, written once here so that
 * a change of wording reaches every page that shows them. Texts that differ per page stay on the page.
 */
type LinkCard = Extract<PageBlock, { kind: 'links' }>['items'][number];

/** The booking page, as the pages on playing here link to it. */
export const bookingCard: LinkCard = {
  path: '/booking',
  title: {
    en: 'Online Booking',
    nl: 'Online reserveren',
    fr: 'Réservation en ligne',
    de: 'Online-Buchung',
  },
  text: {
    en: 'Request your tee time online',
    nl: 'Vraag uw starttijd online aan',
    fr: 'Demandez votre départ en ligne',
    de: 'Fragen Sie Ihre Startzeit online an',
  },
};

/** The booking page, in the shorter words of the course pages. */
export const bookingCardShort: LinkCard = {
  path: '/booking',
  title: {
    en: 'Online Booking',
    nl: 'Online reserveren',
    fr: 'Réservation en ligne',
    de: 'Online-Buchung',
  },
  text: {
    en: 'Ask for a tee time.',
    nl: 'Vraag een starttijd aan.',
    fr: 'Demandez un départ.',
    de: 'Fragen Sie eine Startzeit an.',
  },
};

export const greenfeesCard: LinkCard = {
  path: '/greenfees',
  title: {
    en: 'Green Fees',
    nl: 'Greenfees',
    fr: 'Green fees',
    de: 'Greenfees',
  },
  text: {
    en: 'Prices and conditions',
    nl: 'Tarieven en voorwaarden',
    fr: 'Tarifs et conditions',
    de: 'Preise und Bedingungen',
  },
};

export const drivingRangeCard: LinkCard = {
  path: '/driving-range',
  title: {
    en: 'Driving Range',
    nl: 'Driving range',
    fr: 'Practice',
    de: 'Driving Range',
  },
  text: {
    en: 'Warm up before your round',
    nl: 'Warm op voor uw ronde',
    fr: 'Échauffez-vous avant votre partie',
    de: 'Wärmen Sie sich vor Ihrer Runde auf',
  },
};

export const dresscodeCard: LinkCard = {
  path: '/dresscode',
  title: {
    en: 'Dress Code',
    nl: 'Kledingvoorschriften',
    fr: 'Code vestimentaire',
    de: 'Kleiderordnung',
  },
  text: {
    en: 'What to wear on the course and in the clubhouse',
    nl: 'Wat u draagt op de baan en in het clubhuis',
    fr: 'La tenue à porter sur le parcours et au club-house',
    de: 'Was Sie auf dem Platz und im Clubhaus tragen',
  },
};

export const holesCard: LinkCard = {
  path: '/holes',
  title: {
    en: 'Holes',
    nl: 'Holes',
    fr: 'Les trous',
    de: 'Löcher',
  },
  text: {
    en: 'Walk the 18 holes through the dunes.',
    nl: 'Verken de 18 holes door de duinen.',
    fr: 'Parcourez les 18 trous à travers les dunes.',
    de: 'Gehen Sie die 18 Löcher durch die Dünen ab.',
  },
};

export const beforeYouPlayTitle: LocalizedText = {
  en: 'Before you play',
  nl: 'Voor u speelt',
  fr: 'Avant de jouer',
  de: 'Vor Ihrer Runde',
};

export const moreAboutPlayingTitle: LocalizedText = {
  en: 'More about playing here',
  nl: 'Meer over spelen bij ons',
  fr: 'Pour jouer chez nous',
  de: 'Mehr zum Spielen bei uns',
};

export const continueExploringTitle: LocalizedText = {
  en: 'Continue exploring',
  nl: 'Verder ontdekken',
  fr: 'Poursuivre la découverte',
  de: 'Weiter entdecken',
};

export const hoursHeading: LocalizedText = {
  en: 'Hours',
  nl: 'Uren',
  fr: 'Horaires',
  de: 'Öffnungszeiten',
};

export const contactHeading: LocalizedText = {
  en: 'Contact',
  nl: 'Contact',
  fr: 'Contact',
  de: 'Kontakt',
};

export const acceptedCardsHeading: LocalizedText = {
  en: 'Accepted cards',
  nl: 'Aanvaarde kaarten',
  fr: 'Cartes acceptées',
  de: 'Akzeptierte Karten',
};
