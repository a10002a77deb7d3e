import type { Reservation, ReservationCanceled } from '../../../../../common/api/reservations';
import { clubToday } from '../../../../../common/rules/clubTime';
import { useLocale, useT } from '../../../lib/i18n';
import { ClubContactLine } from '../../booking/components/ClubContactLine';
import { formatIsoDate } from '../../booking/lib/dates';
import { formatPrice, reservationDate, reservationTime } from '../lib/formatReservation';

/**
 * The head of a booking the club canceled (docs/product.md, Booking Details): whatever its payment state
 * says, it is no booking any more. It says when the club canceled it, what was refunded, or that nothing
 * was, and whom to ask; there is nothing to cancel, pay again or move.
 */
export function CanceledByClub({
  reservation: r,
  canceled,
  titleId,
}: {
  reservation: Reservation;
  canceled: ReservationCanceled;
  titleId: string;
}) {
  const t = useT();
  const locale = useLocale();
  // The day the club canceled it, as the club's calendar has it.
  const canceledOn = formatIsoDate(clubToday(new Date(canceled.at)), locale);
  return (
    <>
      <h2 className="reservation__title" id={titleId}>
        {t('bookingView.canceled.title')}
      </h2>
      <p className="reservation__not-booked">
        {t('bookingView.canceled.text', {
          canceledOn,
          date: reservationDate(r, locale),
          time: reservationTime(r),
        })}
      </p>
      <RefundState reservation={r} canceled={canceled} />
      <p className="reservation__next">
        {t('bookingView.canceled.contact')} <ClubContactLine />
      </p>
    </>
  );
}

/** "Refunded: €250.00"; a paid booking the club kept the money of; or one that was never paid. */
function RefundState({
  reservation: r,
  canceled,
}: {
  reservation: Reservation;
  canceled: ReservationCanceled;
}) {
  const t = useT();
  const locale = useLocale();
  if (canceled.refund) {
    return (
      <div className="reservation__payment reservation__payment--refunded">
        <p className="reservation__state">
          <span className="reservation__state-label">{t('bookingView.canceled.refunded')} </span>
          <strong>{formatPrice(canceled.refund.amount, locale)}</strong>
        </p>
        <p className="reservation__state-text">{t('bookingView.canceled.refundedText')}</p>
      </div>
    );
  }
  const paid = r.paymentState === 'paid';
  return (
    <div className={`reservation__payment reservation__payment--${paid ? 'not-refunded' : 'unpaid'}`}>
      <p className="reservation__state">
        {paid ? (
          <strong>{t('bookingView.canceled.notRefunded', { price: formatPrice(r.price, locale) })}</strong>
        ) : (
          t('bookingView.canceled.nothingPaid')
        )}
      </p>
    </div>
  );
}
