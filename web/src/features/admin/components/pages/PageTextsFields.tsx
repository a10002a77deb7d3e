import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { LocalizedField } from './LocalizedField';

/** The page's title, the lead under it and what search engines show, in the language being edited. */
export function PageTextsFields({ language }: { language: Language }) {
  const t = useAdminT();
  return (
    <section className="admin-card page-editor-texts" aria-labelledby="page-editor-texts-title">
      <h2 id="page-editor-texts-title" className="page-editor-section-title">
        {t('admin.pages.textsTitle')}
      </h2>
      <LocalizedField path="title" label={t('admin.pages.title')} language={language} maxLength={200} />
      <LocalizedField
        path="lead"
        label={t('admin.pages.lead')}
        hint={t('admin.pages.leadHint')}
        language={language}
        maxLength={2000}
        rows={3}
      />
      <LocalizedField
        path="description"
        label={t('admin.pages.description')}
        hint={t('admin.pages.descriptionHint')}
        language={language}
        maxLength={300}
        rows={2}
      />
    </section>
  );
}
