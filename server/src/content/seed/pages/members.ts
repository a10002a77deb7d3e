import type { PageContent } from '../../../../../common/api/pages';

/** The seeded texts of /members (to be moved here from the dictionaries). */
export const members: PageContent = {
  title: { en: 'members', nl: '', fr: '', de: '' },
  lead: { en: '', nl: '', fr: '', de: '' },
  description: { en: '', nl: '', fr: '', de: '' },
  blocks: [],
};
