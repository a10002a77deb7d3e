import { useEffect, useRef } from 'react';
import type { Reservation } from '../../../../../common/api/reservations';
import { useLocale, useT } from '../../../lib/i18n';
import { formatPrice } from '../lib/formatReservation';

/** Half a cent: prices are euros with cents at most, so a smaller difference is none. */
const HALF_CENT = 0.005;

/**
 * Said at the top of the booking once the player's change was made at once (no checkout): that it is
 * changed (the head above shows the new time, read back from the server), and what a cheaper change of a
 * paid booking refunds: the old price less the new. It takes the focus the change form had.
 */
export function ChangedNotice({
  reservation: r,
  before,
}: {
  reservation: Reservation;
  before: Reservation | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const refund = before?.paymentState === 'paid' ? before.price - r.price : 0;
  return (
    <div className="booking-changed" role="status" tabIndex={-1} ref={ref}>
      <p className="booking-changed__title">{t('bookingView.changed')}</p>
      {refund >= HALF_CENT ? (
        <p className="booking-changed__refund">
          {t('bookingView.changed.refund', { amount: formatPrice(refund, locale) })}
        </p>
      ) : null}
    </div>
  );
}
