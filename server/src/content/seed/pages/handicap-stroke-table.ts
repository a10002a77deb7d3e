import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /handicap-stroke-table (docs/product.md, Content). */
export const handicapStrokeTable: PageContent = {
  title: {
    en: 'Handicap Stroke Table',
    nl: 'Slagentabel',
    fr: 'Table des coups reçus',
    de: 'Course-Handicap-Tabelle',
  },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: {
    en: 'How many strokes you receive on our course, from each tee, for your handicap index.',
    nl: 'Hoeveel slagen u op onze baan krijgt, vanaf elke tee, voor uw handicapindex.',
    fr: 'Le nombre de coups que vous recevez sur notre parcours, depuis chaque départ, selon votre index.',
    de: 'Wie viele Schläge Sie auf unserem Platz von jedem Abschlag für Ihren Handicap-Index erhalten.',
  },
  blocks: [],
};
