import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /privacy (to be moved here from the dictionaries). */
export const privacy: PageContent = {
  title: { en: 'privacy', nl: '', fr: '', de: '' },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: { en: '', nl: '', fr: '', de: '' },
  blocks: [],
};
