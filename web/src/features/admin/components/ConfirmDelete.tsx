import type { ReactNode } from 'react';

interface ConfirmDeleteProps {
  question: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** The delete is under way: its button waits. */
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/** The second step of a delete on the admin's cards: the question, then delete or keep. */
export function ConfirmDelete({
  question,
  confirmLabel,
  keepLabel,
  busy,
  onConfirm,
  onKeep,
}: ConfirmDeleteProps) {
  return (
    <div className="admin-confirm">
      <p className="admin-confirm__question">{question}</p>
      <div className="admin-form__actions">
        <button
          type="button"
          className="button admin-button--danger-solid"
          disabled={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onKeep}>
          {keepLabel}
        </button>
      </div>
    </div>
  );
}
