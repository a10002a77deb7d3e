import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /dresscode (to be moved here from the dictionaries). */
export const dresscode: PageContent = {
  title: { en: 'dresscode', nl: '', fr: '', de: '' },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: { en: '', nl: '', fr: '', de: '' },
  blocks: [],
};
