import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api';
import { useLocale, useT } from '../../../lib/i18n';
import { ClubContactLine } from '../../booking/components/ClubContactLine';
import { formatIsoDate } from '../../booking/lib/dates';
import type { useLeaveWaitingList } from '../api/leaveWaitingList';

export type LeaveMutation = ReturnType<typeof useLeaveWaitingList>;

/** A refusal the server words for the visitor (an unknown link, 429). */
const serverMessage = (error: unknown): string | null =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  typeof (error.body as { message?: unknown } | undefined)?.message === 'string'
    ? error.message
    : null;

/**
 * "Leave the waiting list" (docs/product.md, Waiting list), with an entry's leave token or an offer's: one
 * button, which says so while it asks (focusable, not pressable twice). `confirm`: the question to ask
 * first (an offer's page, where leaving also gives up the places held). A failure shows the server's
 * message, or ours with the golf shop's telephone and e-mail, and takes the focus.
 */
export function LeaveButton({ leave, confirm }: { leave: LeaveMutation; confirm?: string }) {
  const t = useT();
  const alertRef = useRef<HTMLDivElement>(null);
  const busy = leave.isPending || leave.isSuccess;
  useEffect(() => {
    if (leave.isError) alertRef.current?.focus();
  }, [leave.isError]);
  const refusal = serverMessage(leave.error);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy ? true : undefined}
        onClick={() => {
          if (busy) return;
          if (confirm === undefined || window.confirm(confirm)) leave.mutate();
        }}
      >
        {leave.isPending ? t('waitingListLeave.leaving') : t('waitingListLeave.button')}
      </button>
      {leave.isError ? (
        <div className="booking-alert" role="alert" tabIndex={-1} ref={alertRef}>
          {refusal ?? (
            <p>
              {t('waitingListLeave.failed')} <ClubContactLine />
            </p>
          )}
        </div>
      ) : null}
    </>
  );
}

/** "You have left the waiting list for {date}.": announced, and focused where the button was. */
export function LeftNotice({ date }: { date: string }) {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p className="booking-notice waiting-list-status" role="status" tabIndex={-1} ref={ref}>
      {t('waitingListLeave.done', { date: formatIsoDate(date, locale) })}
    </p>
  );
}
