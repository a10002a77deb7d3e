import type { PageContent } from '../../../../../common/api/pages';

/**
 * The seeded texts of /members (docs/product.md, Content): the placeholder the spec asks for. The login
 * link is a widget: it goes to the members site of the club's details.
 */
export const members: PageContent = {
  title: {
    en: 'Members',
    nl: 'Leden',
    fr: 'Membres',
    de: 'Mitglieder',
  },
  lead: {
    en: '',
    nl: '',
    fr: '',
    de: '',
  },
  description: {
    en: 'The members’ area of the club.',
    nl: 'De ledenzone van de club.',
    fr: 'L’espace membres du club.',
    de: 'Der Mitgliederbereich des Clubs.',
  },
  blocks: [
    {
      id: 'coming-soon',
      kind: 'heading',
      text: {
        en: 'Coming soon - 31/07/2021',
        nl: 'Binnenkort beschikbaar - 31/07/2021',
        fr: 'Bientôt disponible - 31/07/2021',
        de: 'Demnächst verfügbar - 31/07/2021',
      },
    },
    {
      id: 'external',
      kind: 'text',
      text: {
        en: 'Until then, members log in on the external members site.',
        nl: 'Tot dan melden leden zich aan op de externe ledensite.',
        fr: 'En attendant, les membres se connectent sur le site externe des membres.',
        de: 'Bis dahin melden sich Mitglieder im externen Mitgliederbereich an.',
      },
    },
    {
      id: 'login',
      kind: 'widget',
      widget: 'members-login',
    },
  ],
};
