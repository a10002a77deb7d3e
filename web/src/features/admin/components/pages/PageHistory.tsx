import type { PageKey } from '../../../../../../common/api/pages';
import { usePageRevisions } from '../../api/pages';
import { useAdminT } from '../../i18n';
import { RevisionList } from '../document/RevisionList';

interface PageHistoryProps {
  pageKey: PageKey;
  /** A restore is under way: its buttons wait. */
  busy: boolean;
  /** The page holds a draft (saved or not) that a restore replaces. */
  hasDraft: boolean;
  onRestore: (n: number) => void;
}

/** The page's history view: what publishing recorded, any earlier revision to publish again. */
export function PageHistory({ pageKey, busy, hasDraft, onRestore }: PageHistoryProps) {
  const t = useAdminT();
  const revisions = usePageRevisions(pageKey);
  return (
    <section className="page-history" aria-labelledby="page-history-title">
      <h2 id="page-history-title" className="page-editor-section-title">
        {t('admin.history.title')}
      </h2>
      <p className="admin-field__hint">{t('admin.pages.history.lead')}</p>
      <RevisionList
        revisions={revisions}
        question={(n) => t('admin.pages.history.question', { n })}
        replaces={hasDraft ? t('admin.pages.history.draftLost') : null}
        busy={busy}
        onRestore={onRestore}
      />
    </section>
  );
}
