import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /biodiversity (to be moved here from the dictionaries). */
export const biodiversity: PageContent = {
  title: { en: 'biodiversity', nl: '', fr: '', de: '' },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: { en: '', nl: '', fr: '', de: '' },
  blocks: [],
};
