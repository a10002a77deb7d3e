import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of / (docs/product.md, Content). */
export const home: PageContent = {
  title: {
    en: 'Home',
    nl: 'Startpagina',
    fr: 'Accueil',
    de: 'Startseite',
  },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: {
    en: 'Links golf in the dunes on the Belgian coast: today’s course status and weather, green fees and online tee time booking.',
    nl: 'Linksgolf in de duinen aan de Belgische kust: de baanstatus en het weer van vandaag, greenfees en online een starttijd reserveren.',
    fr: 'Un links dans les dunes de la côte belge : l’état du parcours et la météo du jour, les green fees et la réservation de départs en ligne.',
    de: 'Linksgolf in den Dünen der belgischen Küste: Platzstatus und Wetter von heute, Greenfees und Startzeiten online buchen.',
  },
  blocks: [],
};
