import { useState } from 'react';
import type { RevisionSummary } from '../../../../../../common/api/documents';
import type { PageKey } from '../../../../../../common/api/pages';
import { usePageRevisions } from '../../api/pages';
import { useAdminT } from '../../i18n';
import { formatDateTime } from '../../lib/dateTime';
import { ConfirmDelete } from '../ConfirmDelete';
import { QueryGate } from '../QueryGate';
import { staffName } from './staffName';

interface PageHistoryProps {
  pageKey: PageKey;
  /** A restore is under way: its buttons wait. */
  busy: boolean;
  /** The page holds a draft (saved or not) that a restore replaces. */
  hasDraft: boolean;
  onRestore: (n: number) => void;
}

function Revision({
  revision,
  current,
  confirming,
  busy,
  hasDraft,
  onAsk,
  onConfirm,
  onKeep,
}: {
  revision: RevisionSummary;
  current: boolean;
  confirming: boolean;
  busy: boolean;
  hasDraft: boolean;
  onAsk: () => void;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const t = useAdminT();
  const title = t('admin.pages.history.revision', { n: revision.n });
  return (
    <article className="admin-card page-history__revision" aria-labelledby={`revision-${revision.n}`}>
      <h3 className="admin-card__title" id={`revision-${revision.n}`}>
        {title}
        {current ? (
          <span className="admin-badge admin-badge--shown">{t('admin.pages.history.current')}</span>
        ) : null}
      </h3>
      <p className="admin-card__meta">
        {t('admin.pages.history.by', {
          who: staffName(revision.createdBy, t),
          when: formatDateTime(revision.createdAt),
        })}
      </p>
      <p className="page-history__summary">{revision.summary}</p>
      {revision.restoredFrom !== null ? (
        <p className="admin-card__detail">
          {t('admin.pages.history.restoredFrom', { n: revision.restoredFrom })}
        </p>
      ) : null}
      {current ? null : confirming ? (
        <ConfirmDelete
          question={
            <>
              {t('admin.pages.history.question', { n: revision.n })}
              {hasDraft ? <> {t('admin.pages.history.draftLost')}</> : null}
            </>
          }
          confirmLabel={t('admin.pages.history.yes')}
          keepLabel={t('admin.pages.history.keep')}
          busy={busy}
          onConfirm={onConfirm}
          onKeep={onKeep}
        />
      ) : (
        <button
          type="button"
          className="button button--secondary admin-button--small"
          aria-label={`${t('admin.pages.history.restore')}: ${title}`}
          onClick={onAsk}
        >
          {t('admin.pages.history.restore')}
        </button>
      )}
    </article>
  );
}

/**
 * What publishing recorded, newest first: who published what and when, and which revisions brought back
 * an older one. Any earlier revision can be published again (a new revision), after a question.
 */
export function PageHistory({ pageKey, busy, hasDraft, onRestore }: PageHistoryProps) {
  const t = useAdminT();
  const revisions = usePageRevisions(pageKey);
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <section className="page-history" aria-labelledby="page-history-title">
      <h2 id="page-history-title" className="page-editor-section-title">
        {t('admin.pages.history.title')}
      </h2>
      <p className="admin-field__hint">{t('admin.pages.history.lead')}</p>
      <QueryGate query={revisions}>
        {({ revisions: list }) => {
          const newestFirst = [...list].sort((a, b) => b.n - a.n);
          const latest = newestFirst[0]?.n;
          return newestFirst.length === 0 ? (
            <p className="admin-empty">{t('admin.pages.history.empty')}</p>
          ) : (
            <ol className="admin-list page-history__list">
              {newestFirst.map((revision) => (
                <li key={revision.n}>
                  <Revision
                    revision={revision}
                    current={revision.n === latest}
                    confirming={confirming === revision.n}
                    busy={busy}
                    hasDraft={hasDraft}
                    onAsk={() => setConfirming(revision.n)}
                    onConfirm={() => {
                      setConfirming(null);
                      onRestore(revision.n);
                    }}
                    onKeep={() => setConfirming(null)}
                  />
                </li>
              ))}
            </ol>
          );
        }}
      </QueryGate>
    </section>
  );
}
