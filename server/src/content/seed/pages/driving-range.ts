import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /driving-range (docs/product.md, Content). */
export const drivingRange: PageContent = {
  title: {
    en: 'Driving Range',
    nl: 'Driving range',
    fr: 'Practice',
    de: 'Driving Range',
  },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: {
    en: 'The driving range, open to members and visitors alike: fees, opening hours and the cards we accept.',
    nl: 'De driving range, open voor leden en bezoekers: tarieven, openingsuren en de kaarten die we aanvaarden.',
    fr: 'Le practice, ouvert aux membres comme aux visiteurs : tarifs, heures d’ouverture et cartes acceptées.',
    de: 'Die Driving Range, offen für Mitglieder und Gäste: Preise, Öffnungszeiten und die Karten, die wir annehmen.',
  },
  blocks: [],
};
