import { useId } from 'react';
import type { Reservation } from '../../../../../common/api/reservations';
import { type MessageKey, useLocale, useT } from '../../../lib/i18n';
import { BookingContact, BookingNotes } from '../../booking/components/BookingNotes';
import { useCancelOwnReservation } from '../api/cancelOwnReservation';
import { useChangeOwnReservation } from '../api/changeOwnReservation';
import { formatPrice, titleCase } from '../lib/formatReservation';
import { CanceledHead } from './CanceledHead';
import { CancelClosed, CancelReservationButton } from './CancelReservationButton';
import { ChangedNotice } from './ChangedNotice';
import { ChangeReservation } from './ChangeReservation';
import { isReleased, PaymentStateHead } from './PaymentStateHead';

const typeKeys: Record<string, MessageKey> = { greenfee: 'bookingView.type.greenfee' };

/**
 * One reservation as docs/product.md, Booking Details displays it: the round first, then who booked it and
 * what it costs. A booking whose payment failed, was canceled or expired does not look like a booking: no
 * ticket colours, no big date, no cancel button, but what happened and the two ways on. Nor does one the
 * club or the player canceled, whatever its payment state: it says so, what was refunded, and whom to ask.
 * One that stands can be canceled or changed here until the club's deadline (cancelableUntil), and says
 * whom to call after it.
 */
export function ReservationDetails({ reservation: r }: { reservation: Reservation }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  // Here rather than in the button, which is gone once the booking shows canceled.
  const cancel = useCancelOwnReservation(r.id);
  const change = useChangeOwnReservation(r.id);
  const changedAtOnce = change.isSuccess && change.data.answer.paymentUrl === undefined;
  const typeKey = typeKeys[r.type];
  const type = typeKey ? t(typeKey) : (titleCase(r.type) ?? r.type);

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

  const canceled = r.canceled ?? null;
  const bookingEnded = canceled !== null || isReleased(r.paymentState);
  const endedClass = canceled
    ? ' reservation--released reservation--canceled'
    : bookingEnded
      ? ' reservation--released'
      : '';

  return (
    <div className="booking-layout">
      <section className={`reservation booking-layout__main${endedClass}`} aria-labelledby={titleId}>
        <div className="reservation__head">
          {canceled ? (
            <CanceledHead
              reservation={r}
              canceled={canceled}
              titleId={titleId}
              justCanceled={cancel.isSuccess && canceled.by === 'player'}
            />
          ) : (
            <PaymentStateHead reservation={r} titleId={titleId} />
          )}
          {changedAtOnce && !bookingEnded ? (
            <ChangedNotice reservation={r} before={change.data.before} />
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
          {bookingEnded ? null : r.cancelableUntil ? (
            <>
              <CancelReservationButton reservation={r} cancelableUntil={r.cancelableUntil} cancel={cancel} />
              <ChangeReservation reservation={r} change={change} />
            </>
          ) : (
            <CancelClosed />
          )}
        </div>
      </section>
      {/* The notes on booking and paying would read as if it still stood ("definitive once it is paid"). */}
      {canceled ? null : <BookingNotes online />}
      <BookingContact />
    </div>
  );
}
