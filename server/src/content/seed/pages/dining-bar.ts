import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /dining-bar (to be moved here from the dictionaries). */
export const diningBar: PageContent = {
  title: { en: 'dining-bar', nl: '', fr: '', de: '' },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: { en: '', nl: '', fr: '', de: '' },
  blocks: [],
};
