import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { ClubContactLine } from '../../booking/components/ClubContactLine';

/**
 * docs/product.md, Booking Details: cancelling only asks 'Are you sure you want to cancel your reservation?'
 * and makes no call. So that a visitor who says yes is not left believing it is done, the page then says how
 * to cancel.
 */
export function CancelReservationButton() {
  const t = useT();
  const [confirmed, setConfirmed] = useState(false);
  return (
    <div className="booking-cancel">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          if (window.confirm(t('validation.cancelConfirm'))) setConfirmed(true);
        }}
      >
        {t('bookingView.cancel')}
      </button>
      {confirmed ? (
        <p className="booking-notice" role="status">
          {t('bookingView.cancelNext')} <ClubContactLine />
        </p>
      ) : null}
    </div>
  );
}
