import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { Spinner } from '../../components/ui/Spinner';
import { useBookingMode } from '../../features/booking/api/getBookingMode';
import { BookingContact, BookingNotes } from '../../features/booking/components/BookingNotes';
import { MailBooking } from '../../features/booking/components/MailBooking';
import { OnlineBooking } from '../../features/booking/components/OnlineBooking';
import { TestPaymentsBanner } from '../../features/booking/components/TestPaymentsBanner';
import { hasBookingStart, onlineBookingStart } from '../../features/booking/lib/bookingStart';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/info-pages.css';
import '../../styles/booking.css';

/** Online Greenfee Booking: the mail request form, or (BOOKING_MODE=online) booking with payment. */
export function BookingPage() {
  const t = useT();
  const mode = useBookingMode();
  // Booking Details' "Choose another time" hands over the date, party and details (bookingStart.ts).
  const location = useLocation();
  const historyState: unknown = location.state;
  const handedOver = hasBookingStart(historyState);
  const navigate = useNavigate();
  // The hand-over is taken once: the form keeps it in its draft from then on, so Back from the payment page
  // to this entry shows what the player changed since, not the hand-over again.
  useEffect(() => {
    if (handedOver && mode === 'online') {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null },
      );
    }
  }, [handedOver, mode, navigate, location.pathname, location.search, location.hash]);
  return (
    <Page title={t('booking.title')} lead={mode === 'online' ? t('bookingOnline.lead') : t('booking.intro')}>
      <TestPaymentsBanner />
      <div className="booking-layout">
        <BookingNotes online={mode === 'online'} />
        <div className="booking-layout__main">
          {mode === undefined ? (
            <div className="booking-layout__loading">
              <Spinner label={t('bookingForm.loading')} />
            </div>
          ) : mode === 'online' ? (
            <OnlineBooking start={handedOver ? onlineBookingStart(historyState) : undefined} />
          ) : (
            <MailBooking />
          )}
        </div>
        <BookingContact />
      </div>
      <LinkCards
        label={t('bookingForm.more')}
        cards={[
          { to: paths.greenfees, title: t('greenfees.title'), description: t('bookingForm.card.greenfees') },
          {
            to: paths.golfBuggies,
            title: t('golfBuggies.title'),
            description: t('bookingForm.card.buggies'),
          },
          {
            to: paths.drivingRange,
            title: t('drivingRange.title'),
            description: t('bookingForm.card.range'),
          },
          { to: paths.dresscode, title: t('dresscode.title'), description: t('bookingForm.card.dresscode') },
        ]}
      />
    </Page>
  );
}
