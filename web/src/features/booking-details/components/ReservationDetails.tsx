import { useId } from 'react';
import type { Reservation } from '../../../../../common/api/reservations';
import { type MessageKey, useLocale, useT } from '../../../lib/i18n';
import { BookingContact, BookingNotes } from '../../booking/components/BookingNotes';
import { formatPrice, titleCase } from '../lib/formatReservation';
import { CanceledByClub } from './CanceledByClub';
import { CancelReservationButton } from './CancelReservationButton';
import { isReleased, PaymentStateHead } from './PaymentStateHead';

const typeKeys: Record<string, MessageKey> = { greenfee: 'bookingView.type.greenfee' };

/**
 * One reservation as docs/product.md, Booking Details displays it: the round first, then who booked it and
 * what it costs. A booking whose payment failed, was canceled or expired does not look like a booking: no
 * ticket colours, no big date, no cancel button, but what happened and the two ways on. Nor does one the
 * club canceled, whatever its payment state: it says so, what was refunded, and whom to ask.
 */
export function ReservationDetails({ reservation: r }: { reservation: Reservation }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
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
            <CanceledByClub reservation={r} canceled={canceled} titleId={titleId} />
          ) : (
            <PaymentStateHead reservation={r} titleId={titleId} />
          )}
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
          {bookingEnded ? null : <CancelReservationButton />}
        </div>
      </section>
      {/* The notes on booking and paying would read as if it still stood ("definitive once it is paid"). */}
      {canceled ? null : <BookingNotes online />}
      <BookingContact />
    </div>
  );
}
