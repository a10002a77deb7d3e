import { Link } from 'react-router';
import { isBookingStopped } from '../../../../../common/api/noShows';
import type { Reservation } from '../../../../../common/api/reservations';
import { isoDate } from '../../../../../common/rules/clubTime';
import { paths } from '../../../app/routes';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useMessageText } from '../../../lib/validationMessages';
import { useRetryReservation } from '../../booking/api/retryReservation';
import { type BookingStart, bookingStartState } from '../../booking/lib/bookingStart';
import { redirectTo } from '../../booking/lib/redirect';

/**
 * The two ways on from a booking whose payment failed, was canceled or expired (docs/product.md, Booking
 * Details): pay again for the same time (POST /reservations/{id}/retry), or go back to the form with the
 * date, the party and the details filled in.
 */
export function ReleasedActions({ reservation: r }: { reservation: Reservation }) {
  const t = useT();
  const messageText = useMessageText();
  const retry = useRetryReservation();
  const start: BookingStart = {
    date: isoDate(r),
    adults: r.adults,
    juniors: r.juniors,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    telephone: r.telephone,
  };
  const busy = retry.isPending || retry.isSuccess;
  const error = retry.error;
  // A refusal with a reason (the time was taken, the hold limits, the day's handicap limit) says it; the
  // limits come in the page's language already, the shared English messages are translated by id.
  // A stopped address (no-shows) is a 403 with the club's telephone, also in the page's language.
  const refusal =
    error instanceof ApiError && ([400, 409, 429].includes(error.status) || isBookingStopped(error.body))
      ? messageText(error.message)
      : null;
  const timeTaken = error instanceof ApiError && error.status === 409;

  return (
    <div className="reservation__actions">
      {error ? (
        <p className="booking-alert" role="alert">
          {refusal ?? t('validation.createBookingFailed')}
        </p>
      ) : null}
      <div className="reservation__buttons">
        {timeTaken ? null : (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => retry.mutate(r.id, { onSuccess: ({ paymentUrl }) => redirectTo(paymentUrl) })}
          >
            {retry.isPending
              ? t('bookingOnline.paying')
              : retry.isSuccess
                ? t('bookingOnline.redirecting')
                : t('bookingView.retry')}
          </button>
        )}
        <Link
          className={timeTaken ? 'button' : 'button button--secondary'}
          to={paths.booking}
          state={bookingStartState(start)}
        >
          {t('bookingView.chooseAnother')}
        </Link>
      </div>
    </div>
  );
}
