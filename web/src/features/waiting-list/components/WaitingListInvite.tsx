import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { useT } from '../../../lib/i18n';
import type { WaitingListPrefill } from '../lib/joinForm';

// The form (react-hook-form, the resolver) loads when the visitor opens it, not with every booking form.
const WaitingListDialog = lazy(() => import('./WaitingListDialog'));

interface WaitingListInviteProps {
  /** The date has no free time for the party: the list is the way on, said plainly. */
  full: boolean;
  /** What the booking form holds, read when the visitor opens the form. */
  prefill: () => WaitingListPrefill;
}

/**
 * The waiting list, under the booking form's tee times (docs/product.md, Waiting list): when the date has
 * no free time, a sentence and a button; otherwise a quiet question for a time that is not listed. Either
 * opens the list's form in a dialog.
 */
export function WaitingListInvite({ full, prefill }: WaitingListInviteProps) {
  const t = useT();
  const dialogId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<WaitingListPrefill | null>(null);
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={full ? 'button button--secondary' : 'waiting-list-invite__link'}
      aria-haspopup="dialog"
      aria-expanded={open !== null}
      aria-controls={open ? dialogId : undefined}
      onClick={() => setOpen(prefill())}
    >
      {t('waitingList.invite.button')}
    </button>
  );
  return (
    <div className={full ? 'waiting-list-invite waiting-list-invite--full' : 'waiting-list-invite'}>
      {full ? (
        <>
          <p className="waiting-list-invite__text">{t('waitingList.invite.full')}</p>
          {button}
        </>
      ) : (
        <p className="waiting-list-invite__text">
          {t('waitingList.invite.quiet')} {button}
        </p>
      )}
      {open ? (
        <Suspense fallback={<Spinner label={t('waitingList.invite.loading')} />}>
          <WaitingListDialog
            id={dialogId}
            prefill={open}
            onClose={() => {
              setOpen(null);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
