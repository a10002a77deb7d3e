import type { PaymentState, Reservation } from '../../../../../common/api/reservations';
import { type MessageKey, useLocale, useT } from '../../../lib/i18n';
import { reservationDate, reservationTime } from '../lib/formatReservation';
import { ReleasedActions } from './ReleasedActions';

type Released = Extract<PaymentState, 'failed' | 'canceled' | 'expired'>;

/** Payments that ended unpaid: the booking released its time and is not a booking any more. */
const releasedTitleKeys: Record<Released, MessageKey> = {
  failed: 'bookingView.released.title.failed',
  canceled: 'bookingView.released.title.canceled',
  expired: 'bookingView.released.title.expired',
};
export const isReleased = (state: PaymentState | undefined): state is Released =>
  state !== undefined && state in releasedTitleKeys;

const stateKeys: Record<PaymentState, MessageKey> = {
  open: 'bookingView.state.open',
  paid: 'bookingView.state.paid',
  failed: 'bookingView.state.failed',
  canceled: 'bookingView.state.canceled',
  expired: 'bookingView.state.expired',
};

/** The payment's state in a word, in the page's language: "Paid", "Betaald", "Payé", "Bezahlt". */
const paymentStateKeys: Record<PaymentState, MessageKey> = {
  open: 'bookingView.paymentState.open',
  paid: 'bookingView.paymentState.paid',
  failed: 'bookingView.paymentState.failed',
  canceled: 'bookingView.paymentState.canceled',
  expired: 'bookingView.paymentState.expired',
};

/**
 * The head of a booking the club did not cancel, by its payment state (docs/product.md, Booking Details):
 * open or paid, the date large as on a ticket; failed, canceled or expired, what happened and the two
 * ways on.
 */
export function PaymentStateHead({ reservation: r, titleId }: { reservation: Reservation; titleId: string }) {
  const t = useT();
  const locale = useLocale();
  const payment = r.paymentState ? t(paymentStateKeys[r.paymentState]) : t('bookingView.paymentUnknown');
  const released = isReleased(r.paymentState) ? r.paymentState : null;
  const date = reservationDate(r, locale);
  const time = reservationTime(r);
  return (
    <>
      <h2 className="reservation__title" id={titleId}>
        {released ? t(releasedTitleKeys[released]) : t('bookingView.summaryTitle')}
      </h2>
      {released ? (
        <p className="reservation__not-booked">{t('bookingView.released.notBooked', { date, time })}</p>
      ) : (
        <p className="reservation__when">
          <span className="reservation__date">{date}</span>
          <span className="reservation__time">{time}</span>
        </p>
      )}
      <div className={`reservation__payment reservation__payment--${r.paymentState ?? 'unknown'}`}>
        <p className="reservation__state">
          <span className="reservation__state-label">{t('bookingView.payment')} </span>
          <strong>{payment}</strong>
        </p>
        {r.paymentState ? <p className="reservation__state-text">{t(stateKeys[r.paymentState])}</p> : null}
      </div>
      {released ? (
        <>
          <p className="reservation__next">{t('bookingView.released.next')}</p>
          <ReleasedActions reservation={r} />
        </>
      ) : null}
    </>
  );
}
