import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /ecology (to be moved here from the dictionaries). */
export const ecology: PageContent = {
  title: { en: 'ecology', nl: '', fr: '', de: '' },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: { en: '', nl: '', fr: '', de: '' },
  blocks: [],
};
