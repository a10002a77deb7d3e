import type { StaleVersionAnswer } from '../../../../../../common/api/documents';
import { type AdminMessageKey, useAdminT } from '../../i18n';
import { formatDateTime } from '../../lib/dateTime';
import { type StaleTexts, StaleVersionAlert } from './StaleVersionAlert';
import type { DocumentAnswer } from './useDocumentForm';

export interface DocumentNotesTexts {
  /** Said while nobody has saved the document since the site was installed. */
  seeded: AdminMessageKey;
  /** Who saved it last, and when ({who}, {when}). */
  lastChange: AdminMessageKey;
  stale: StaleTexts;
}

interface DocumentNotesProps {
  /** The document form's state (useDocumentForm). */
  state: {
    saved: DocumentAnswer;
    stale: StaleVersionAnswer | null;
    reloading: boolean;
    loadTheirs: () => void;
  };
  texts: DocumentNotesTexts;
}

/** What a document's form says above its fields: who saved it last, and a save refused as stale. */
export function DocumentNotes({ state, texts }: DocumentNotesProps) {
  const t = useAdminT();
  const { saved, stale } = state;
  return (
    <>
      <p className="admin-hint">
        {saved.updatedBy === 'seed'
          ? t(texts.seeded)
          : t(texts.lastChange, { who: saved.updatedBy, when: formatDateTime(saved.updatedAt) })}
      </p>
      {stale ? (
        <StaleVersionAlert
          stale={stale}
          texts={texts.stale}
          busy={state.reloading}
          onReload={state.loadTheirs}
        />
      ) : null}
    </>
  );
}
