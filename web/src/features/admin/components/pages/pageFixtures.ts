import type { AdminPage, PageContent } from '../../../../../../common/api/pages';

/** A page as the staff API answers it, for the screens' tests: the dress code, shortened. */
export const dresscodeContent: PageContent = {
  title: { en: 'Dress Code', nl: 'Kledingvoorschriften', fr: 'Code vestimentaire', de: 'Kleiderordnung' },
  lead: { en: 'Smart and comfortable.', nl: 'Verzorgd en comfortabel.', fr: '', de: '' },
  description: { en: 'What to wear.', nl: '', fr: '', de: '' },
  blocks: [
    {
      id: 'course-title',
      kind: 'heading',
      text: { en: 'On the course', nl: 'Op de baan', fr: 'Sur le parcours', de: 'Auf dem Platz' },
    },
    {
      id: 'course-rules',
      kind: 'text',
      text: {
        en: '- Collared shirts for everyone.\n- Caps are worn peak forward.',
        nl: '',
        fr: '- Polos à col pour tous.\n- Les casquettes se portent visière vers l’avant.',
        de: '',
      },
    },
    { id: 'bar-hours', kind: 'widget', widget: 'bar-hours' },
  ],
};

export const dresscodePage = (overrides: Partial<AdminPage> = {}): AdminPage => ({
  key: 'dresscode',
  path: '/dresscode',
  version: 7,
  hasDraft: false,
  updatedAt: '2026-11-20T09:30:00.000Z',
  updatedBy: 'seed',
  draft: dresscodeContent,
  published: dresscodeContent,
  ...overrides,
});
