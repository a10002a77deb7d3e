import type { SheetBooking } from '../../../../../../common/api/teeSheet';
import { useLiftNoShowStop } from '../../api/teeSheet';
import { useAdminT } from '../../i18n';
import { formatDateTime } from '../../lib/dateTime';
import { ErrorAlert } from '../ErrorAlert';
import { errorText } from '../errorText';

interface NoShowStopProps {
  booking: SheetBooking;
  /** The stop was lifted: what to tell staff. */
  onDone: (text: string) => void;
}

/**
 * The no-shows of a booking's e-mail address (docs/product.md, No-shows that count): how many within the
 * club's months, and while its online booking is stopped, until when, with the lift. Nothing for an address
 * without no-shows, or a booking without an address.
 */
export function NoShowStop({ booking, onDone }: NoShowStopProps) {
  const t = useAdminT();
  const lift = useLiftNoShowStop();
  const standing = booking.noShows;
  if (!standing || (standing.count === 0 && standing.stoppedUntil === null)) return null;
  const name = `${booking.firstname} ${booking.lastname}`;
  const count = t('admin.teeSheet.noShowCount', {
    count: standing.count,
    months: standing.withinMonths,
  });
  if (standing.stoppedUntil === null) return <p className="admin-hint tee-booking__no-shows">{count}</p>;

  // mutateAsync, as the other actions of a booking: the live refetch may replace this row before the answer.
  const liftStop = () =>
    lift
      .mutateAsync(booking.id)
      .then(() => onDone(t('admin.teeSheet.stopLifted', { name })))
      .catch(() => undefined);

  return (
    <div className="admin-alert admin-alert--warning tee-booking__no-shows">
      <p>{count}</p>
      <p>
        {t('admin.teeSheet.stoppedUntil', {
          until: formatDateTime(standing.stoppedUntil),
        })}
      </p>
      {lift.isError ? (
        <ErrorAlert>{t('admin.teeSheet.failed', { message: errorText(lift.error, t) })}</ErrorAlert>
      ) : null}
      <button type="button" className="button button--secondary" disabled={lift.isPending} onClick={liftStop}>
        {lift.isPending ? t('admin.teeSheet.liftingStop') : t('admin.teeSheet.liftStop')}
        <span className="visually-hidden">: {name}</span>
      </button>
    </div>
  );
}
