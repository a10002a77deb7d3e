import { useId, useState } from 'react';
import { type HistoryDocument, useDocumentRevisions } from '../../api/documentHistory';
import { useAdminT } from '../../i18n';
import { RevisionList } from './RevisionList';

/** The texts of a document's history: its `.lead` and its `.question` ({n}) before a restore. */
export type HistoryTexts = 'admin.club.history' | 'admin.course.history' | 'admin.marks.history';

interface DocumentHistoryProps {
  document: HistoryDocument;
  texts: HistoryTexts;
  /** The document form's state (useDocumentForm). */
  state: {
    /** The form holds unsaved changes, which a restore replaces. */
    isDirty: boolean;
    /** A save or restore is under way: the restore buttons wait. */
    status: { isPending: boolean };
    restoreRevision: (n: number) => void;
  };
}

function Revisions({ document, texts, state }: DocumentHistoryProps) {
  const t = useAdminT();
  return (
    <RevisionList
      revisions={useDocumentRevisions(document)}
      question={(n) => t(`${texts}.question`, { n })}
      replaces={state.isDirty ? t('admin.history.unsavedLost') : null}
      busy={state.status.isPending}
      onRestore={state.restoreRevision}
    />
  );
}

/**
 * A document's history below its form, as a page's: read only once staff open it, so that the screen
 * loads no more than the form needs.
 */
export function DocumentHistory(props: DocumentHistoryProps) {
  const t = useAdminT();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="admin-card admin-history" aria-labelledby={`${id}-title`}>
      <h2 className="admin-card__title" id={`${id}-title`}>
        {t('admin.history.title')}
      </h2>
      <p className="admin-field__hint">{t(`${props.texts}.lead`)}</p>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={`${id}-revisions`}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'admin.history.hide' : 'admin.history.show')}
      </button>
      <div id={`${id}-revisions`} hidden={!open}>
        {open ? <Revisions {...props} /> : null}
      </div>
    </section>
  );
}
