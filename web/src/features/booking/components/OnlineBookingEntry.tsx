import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasBookingStart, onlineBookingStart } from '../lib/bookingStart';
import { OnlineBooking } from './OnlineBooking';

/**
 * Online booking on /booking, begun from Booking Details' "Choose another time" when it handed over the
 * date, party and details (bookingStart.ts). Loaded only in the online mode (app/pages/BookingPage.tsx).
 */
export function OnlineBookingEntry() {
  const location = useLocation();
  const historyState: unknown = location.state;
  const handedOver = hasBookingStart(historyState);
  const navigate = useNavigate();
  // The hand-over is taken once: the form keeps it in its draft from then on, so Back from the payment page
  // to this entry shows what the player changed since, not the hand-over again. Here, once the form has
  // begun with it.
  useEffect(() => {
    if (handedOver) {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null },
      );
    }
  }, [handedOver, navigate, location.pathname, location.search, location.hash]);
  return <OnlineBooking start={handedOver ? onlineBookingStart(historyState) : undefined} />;
}
