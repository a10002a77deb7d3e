import { useId } from 'react';
import type { PaymentState, Reservation } from '../../../../../common/api/reservations';
import { type MessageKey, useLocale, useT } from '../../../lib/i18n';
import { BookingContact, BookingNotes } from '../../booking/components/BookingNotes';
import { formatPrice, reservationDate, reservationTime, titleCase } from '../lib/formatReservation';
import { CancelReservationButton } from './CancelReservationButton';
import { ReleasedActions } from './ReleasedActions';

const typeKeys: Record<string, MessageKey> = { greenfee: 'bookingView.type.greenfee' };

type Released = Extract<PaymentState, 'failed' | 'canceled' | 'expired'>;

/** Payments that ended unpaid: the booking released its time and is not a booking any more. */
const releasedTitleKeys: Record<Released, MessageKey> = {
  failed: 'bookingView.released.title.failed',
  canceled: 'bookingView.released.title.canceled',
  expired: 'bookingView.released.title.expired',
};
const isReleased = (state: PaymentState | undefined): state is Released =>
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
 * One reservation as docs/product.md, Booking Details displays it: the round first, then who booked it and
 * what it costs. A booking whose payment failed, was canceled or expired does not look like a booking: no
 * ticket colours, no big date, no cancel button, but what happened and the two ways on.
 */
export function ReservationDetails({ reservation: r }: { reservation: Reservation }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const typeKey = typeKeys[r.type];
  const type = typeKey ? t(typeKey) : (titleCase(r.type) ?? r.type);
  const payment = r.paymentState ? t(paymentStateKeys[r.paymentState]) : t('bookingView.paymentUnknown');
  const state = r.paymentState ?? 'unknown';

  const rows: [string, string][] = [
    [t('bookingView.type'), type],
    [t('bookingView.name'), `${r.firstname} ${r.lastname}`],
    [t('bookingView.email'), r.email],
    [t('bookingView.telephone'), r.telephone],
  ];
  if (r.memberNumber) rows.push([t('bookingView.memberNumber'), r.memberNumber]);
  if (r.federationNumber) rows.push([t('bookingView.federationNumber'), r.federationNumber]);
  rows.push(
    [t('bookingView.adults'), String(r.adults)],
    [t('bookingView.juniors'), String(r.juniors)],
    [t('bookingView.price'), formatPrice(r.price, locale)],
  );

  const released = isReleased(r.paymentState) ? r.paymentState : null;
  const date = reservationDate(r, locale);
  const time = reservationTime(r);

  return (
    <div className="booking-layout">
      <section
        className={`reservation booking-layout__main${released ? ' reservation--released' : ''}`}
        aria-labelledby={titleId}
      >
        <div className="reservation__head">
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
          <div className={`reservation__payment reservation__payment--${state}`}>
            <p className="reservation__state">
              <span className="reservation__state-label">{t('bookingView.payment')} </span>
              <strong>{payment}</strong>
            </p>
            {r.paymentState ? (
              <p className="reservation__state-text">{t(stateKeys[r.paymentState])}</p>
            ) : null}
          </div>
          {released ? (
            <>
              <p className="reservation__next">{t('bookingView.released.next')}</p>
              <ReleasedActions reservation={r} />
            </>
          ) : null}
        </div>
        <dl className="booking-summary reservation__facts">
          {rows.map(([label, value]) => (
            <div className="booking-summary__row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="reservation__foot">
          <p className="reservation__reference">
            {t('bookingView.reference')} <span className="reservation__id">{r.id}</span>
          </p>
          {released ? null : <CancelReservationButton />}
        </div>
      </section>
      <BookingNotes online />
      <BookingContact />
    </div>
  );
}
