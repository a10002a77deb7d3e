import { useEffect, useRef } from 'react';
import type { Canceler, Reservation, ReservationCanceled } from '../../../../../common/api/reservations';
import { clubToday } from '../../../../../common/rules/clubTime';
import { type MessageKey, useLocale, useT } from '../../../lib/i18n';
import { ClubContactLine } from '../../booking/components/ClubContactLine';
import { formatIsoDate } from '../../booking/lib/dates';
import { formatPrice, reservationDate, reservationTime } from '../lib/formatReservation';

/** The title and sentence of each canceler (docs/product.md, Booking Details). */
const canceledTexts: Record<Canceler, { title: MessageKey; text: MessageKey }> = {
  club: { title: 'bookingView.canceled.title', text: 'bookingView.canceled.text' },
  player: { title: 'bookingView.canceledByYou.title', text: 'bookingView.canceledByYou.text' },
};

/**
 * The head of a canceled booking (docs/product.md, Booking Details), by the club or by the player: whatever
 * its payment state says, it is no booking any more. It says who canceled it and when, what was refunded,
 * or that nothing was, and whom to ask; there is nothing to cancel, pay again or move. Right after the
 * player canceled it on this page (`justCanceled`), the title takes the focus the Cancel button had, and the
 * sentence is announced.
 */
export function CanceledHead({
  reservation: r,
  canceled,
  titleId,
  justCanceled = false,
}: {
  reservation: Reservation;
  canceled: ReservationCanceled;
  titleId: string;
  justCanceled?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justCanceled) titleRef.current?.focus();
  }, [justCanceled]);
  // The day it was canceled, as the club's calendar has it.
  const canceledOn = formatIsoDate(clubToday(new Date(canceled.at)), locale);
  const texts = canceledTexts[canceled.by];
  return (
    <>
      <h2 className="reservation__title" id={titleId} ref={titleRef} tabIndex={justCanceled ? -1 : undefined}>
        {t(texts.title)}
      </h2>
      <p className="reservation__not-booked" role={justCanceled ? 'status' : undefined}>
        {t(texts.text, {
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

/** "Refunded: €250.00"; a paid booking whose money was kept; or one that was never paid. */
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
