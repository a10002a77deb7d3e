import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /history (to be moved here from the dictionaries). */
export const history: PageContent = {
  title: { en: 'history', nl: '', fr: '', de: '' },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: { en: '', nl: '', fr: '', de: '' },
  blocks: [],
};
