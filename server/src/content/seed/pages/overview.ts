import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /overview (docs/product.md, Content). */
export const overview: PageContent = {
  title: {
    en: 'Course overview',
    nl: 'Overzicht van de baan',
    fr: 'Présentation du parcours',
    de: 'Platzübersicht',
  },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: {
    en: 'The course map: the front nine run out east through the dunes along the beach, the back nine loop west. With the score card.',
    nl: 'De baankaart: de eerste negen lopen oostwaarts door de duinen langs het strand, de tweede negen maken een lus naar het westen. Met de scorekaart.',
    fr: 'Le plan du parcours : l’aller part vers l’est à travers les dunes, le long de la plage, et le retour décrit une boucle vers l’ouest. Avec la carte de score.',
    de: 'Die Platzkarte: Die vorderen Neun führen nach Osten durch die Dünen am Strand entlang, die hinteren Neun ziehen eine Schleife nach Westen. Mit der Scorekarte.',
  },
  blocks: [],
};
