import { useT } from '../../../lib/i18n';
import { useLeaveWaitingList } from '../api/leaveWaitingList';
import { LeaveButton, LeftNotice } from './LeaveWaitingList';

/**
 * The page a mail's "leave the waiting list" link opens (docs/product.md, Waiting list): what leaving means
 * and one button; done, the word that the visitor has left the list for that date. Leaving again is fine:
 * the server answers the same.
 */
export function LeaveView({ token }: { token: string }) {
  const t = useT();
  const leave = useLeaveWaitingList(token);
  return (
    <div className="booking-form__section waiting-list-leave-page">
      {leave.isSuccess ? (
        <LeftNotice date={leave.data.date} />
      ) : (
        <>
          <p className="waiting-list-leave__text">{t('waitingListLeave.text')}</p>
          <LeaveButton leave={leave} />
        </>
      )}
    </div>
  );
}
