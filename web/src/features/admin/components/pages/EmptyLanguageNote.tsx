import { useAdminT } from '../../i18n';
import { excerpt } from './blocks';

/** Under a text left empty in a language: the page shows the English one there, quoted to translate from. */
export function EmptyLanguageNote({ id, english }: { id: string; english: string }) {
  const t = useAdminT();
  return (
    <p className="page-editor-empty" id={id}>
      <span className="page-editor-empty__mark">{t('admin.pages.empty')}</span>
      <span className="page-editor-empty__english" lang="en">
        “{excerpt(english, 140)}”
      </span>
    </p>
  );
}
