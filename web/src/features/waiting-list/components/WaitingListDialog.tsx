import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WaitingListJoinBody } from '../../../../../common/api/waitingList';
import { useT } from '../../../lib/i18n';
import type { WaitingListPrefill } from '../lib/joinForm';
import { WaitingListJoined } from './WaitingListJoined';
import { WaitingListJoinForm } from './WaitingListJoinForm';

interface WaitingListDialogProps {
  id: string;
  prefill: WaitingListPrefill;
  onClose: () => void;
}

/**
 * The waiting list's form in a modal dialog over the booking form, which keeps everything typed: a form may
 * not stand inside another, so the dialog lives at the end of the body (a portal). The browser moves the
 * focus into it, keeps it there and closes it on Escape; closed, the focus goes back to the button that
 * opened it. After a 201 it says what was joined.
 */
export default function WaitingListDialog({ id, prefill, onClose }: WaitingListDialogProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [joined, setJoined] = useState<WaitingListJoinBody | null>(null);

  // Once: a dialog taken out of the page leaves the top layer by itself, so unmounting needs no close().
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return createPortal(
    <dialog ref={ref} id={id} className="waiting-list-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="waiting-list-dialog__head">
        <h2 className="waiting-list-dialog__title" id={titleId}>
          {t('waitingList.join.title')}
        </h2>
        <button
          type="button"
          className="waiting-list-dialog__close"
          aria-label={t('waitingList.join.close')}
          onClick={() => ref.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="waiting-list-dialog__body">
        {joined ? (
          <WaitingListJoined entry={joined} onBack={() => ref.current?.close()} />
        ) : (
          <>
            <p className="waiting-list-dialog__intro">{t('waitingList.join.intro')}</p>
            <WaitingListJoinForm prefill={prefill} onJoined={setJoined} />
          </>
        )}
      </div>
    </dialog>,
    document.body,
  );
}
