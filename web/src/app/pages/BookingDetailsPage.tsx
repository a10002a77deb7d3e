import { useParams } from 'react-router';
import { ForgetDraftWhenPaid } from '../../features/booking/components/ForgetDraftWhenPaid';
import { TestPaymentsBanner } from '../../features/booking/components/TestPaymentsBanner';
import { ReservationView } from '../../features/booking-details/components/ReservationView';
import { useT } from '../../lib/i18n';
import { Page } from '../layout/Page';
import { RoundLinkCards } from './RoundLinkCards';
import '../../styles/info-pages.css';
import '../../styles/booking.css';

/** Booking Details (/bookings/{id}): the reservation read by id. */
export function BookingDetailsPage() {
  const t = useT();
  const { id = '' } = useParams();
  return (
    <Page title={t('bookingDetails.title')} lead={t('bookingDetails.intro')}>
      <TestPaymentsBanner />
      <ReservationView id={id} />
      <ForgetDraftWhenPaid id={id} />
      <RoundLinkCards />
    </Page>
  );
}
