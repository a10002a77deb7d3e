import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /bod (docs/product.md, Content). */
export const bod: PageContent = {
  title: {
    en: "Who's Who",
    nl: 'Wie is wie',
    fr: 'Qui est qui',
    de: 'Wer ist wer',
  },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: {
    en: 'The board, its committees and the staff who care for the course: the people you can turn to.',
    nl: 'Het bestuur, de commissies en het personeel dat voor de baan zorgt: de mensen bij wie u terechtkunt.',
    fr: 'Le conseil d’administration, ses commissions et le personnel qui prend soin du parcours : les personnes auxquelles vous adresser.',
    de: 'Der Vorstand, seine Ausschüsse und das Personal, das den Platz pflegt: Ihre Ansprechpartner.',
  },
  blocks: [],
};
