import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { Spinner } from '../../../components/ui/Spinner';
import { useT } from '../../../lib/i18n';
import { useReservation } from '../../booking/api/getReservation';
import { ClubContactLine } from '../../booking/components/ClubContactLine';
import { ReservationDetails } from './ReservationDetails';

/**
 * The reservation of the route's id: loading, the details, or the verbatim not-found message
 * (docs/product.md, Booking Details).
 */
export function ReservationView({ id }: { id: string }) {
  const t = useT();
  const query = useReservation(id);
  if (query.isPending && id !== '') return <Spinner label={t('bookingView.loading')} />;
  if (!query.data) {
    return (
      <div className="reservation-missing">
        <p className="booking-notice reservation-missing__message">{t('validation.bookingNotFound')}</p>
        <p>
          {t('bookingView.notFoundHelp')} <ClubContactLine />
        </p>
        <Link className="button" to={paths.booking}>
          {t('bookingView.bookAgain')}
        </Link>
      </div>
    );
  }
  return <ReservationDetails reservation={query.data} />;
}
