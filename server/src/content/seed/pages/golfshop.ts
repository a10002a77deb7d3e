import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /golfshop (to be moved here from the dictionaries). */
export const golfshop: PageContent = {
  title: { en: 'golfshop', nl: '', fr: '', de: '' },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: { en: '', nl: '', fr: '', de: '' },
  blocks: [],
};
