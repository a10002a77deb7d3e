import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { RevisionSummary, RevisionList as Revisions } from '../../../../../../common/api/documents';
import { useAdminT } from '../../i18n';
import { formatDateTime } from '../../lib/dateTime';
import { ConfirmDelete } from '../ConfirmDelete';
import { QueryGate } from '../QueryGate';
import { staffName } from '../staffName';

interface RevisionListProps {
  revisions: UseQueryResult<Revisions>;
  /** The question before restoring revision n: what is published again, and where. */
  question: (n: number) => string;
  /** What a restore replaces besides (a draft, unsaved changes), said after the question; null: nothing. */
  replaces: string | null;
  /** A change is under way: the restore buttons wait. */
  busy: boolean;
  onRestore: (n: number) => void;
}

interface RevisionProps {
  revision: RevisionSummary;
  titleId: string;
  current: boolean;
  confirming: boolean;
  question: string;
  busy: boolean;
  onAsk: () => void;
  onConfirm: () => void;
  onKeep: () => void;
}

function Revision({
  revision,
  titleId,
  current,
  confirming,
  question,
  busy,
  onAsk,
  onConfirm,
  onKeep,
}: RevisionProps) {
  const t = useAdminT();
  const title = t('admin.history.revision', { n: revision.n });
  return (
    <article className="admin-card admin-history__revision" aria-labelledby={titleId}>
      <h3 className="admin-card__title" id={titleId}>
        {title}
        {current ? (
          <span className="admin-badge admin-badge--shown">{t('admin.history.current')}</span>
        ) : null}
      </h3>
      <p className="admin-card__meta">
        {t('admin.history.by', {
          who: staffName(revision.createdBy, t),
          when: formatDateTime(revision.createdAt),
        })}
      </p>
      <p className="admin-history__summary">{revision.summary}</p>
      {revision.restoredFrom !== null ? (
        <p className="admin-card__detail">{t('admin.history.restoredFrom', { n: revision.restoredFrom })}</p>
      ) : null}
      {current ? null : confirming ? (
        <ConfirmDelete
          question={question}
          confirmLabel={t('admin.history.yes')}
          keepLabel={t('admin.history.keep')}
          busy={busy}
          onConfirm={onConfirm}
          onKeep={onKeep}
        />
      ) : (
        <button
          type="button"
          className="button button--secondary admin-button--small"
          aria-label={`${t('admin.history.restore')}: ${title}`}
          onClick={onAsk}
        >
          {t('admin.history.restore')}
        </button>
      )}
    </article>
  );
}

/**
 * What publishing a document recorded, newest first: who published what and when, and which revisions
 * brought back an older one. Any earlier revision can be published again (a new revision), after a question.
 */
export function RevisionList({ revisions, question, replaces, busy, onRestore }: RevisionListProps) {
  const t = useAdminT();
  const id = useId();
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <QueryGate query={revisions}>
      {({ revisions: list }) => {
        const newestFirst = [...list].sort((a, b) => b.n - a.n);
        const latest = newestFirst[0]?.n;
        return newestFirst.length === 0 ? (
          <p className="admin-empty">{t('admin.history.empty')}</p>
        ) : (
          <ol className="admin-list admin-history__list">
            {newestFirst.map((revision) => (
              <li key={revision.n}>
                <Revision
                  revision={revision}
                  titleId={`${id}-revision-${revision.n}`}
                  current={revision.n === latest}
                  confirming={confirming === revision.n}
                  question={replaces ? `${question(revision.n)} ${replaces}` : question(revision.n)}
                  busy={busy}
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
  );
}
