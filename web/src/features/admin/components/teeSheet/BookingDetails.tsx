import type { SheetBooking } from '../../../../../../common/api/teeSheet';
import { emailHref, phoneHref } from '../../../../lib/contactLinks';
import { useAdminT } from '../../i18n';
import { formatEuro } from '../../lib/money';

/** Plus handicaps are negative in data and shown with a + (docs/product.md, Handicap stroke table). */
const handicapText = (handicap: number) => (handicap < 0 ? `+${-handicap}` : String(handicap));

/** A booking's contact, price and payment: what staff need on the phone or at the desk (its arrival: BookingActions). */
export function BookingDetails({ booking }: { booking: SheetBooking }) {
  const t = useAdminT();
  return (
    <dl className="admin-fields tee-sheet__details">
      <div className="admin-fields__row">
        <dt>{t('admin.teeSheet.contact')}</dt>
        <dd className="admin-booking__contact">
          {booking.telephone ? <a href={phoneHref(booking.telephone)}>{booking.telephone}</a> : null}
          {booking.email ? <a href={emailHref(booking.email)}>{booking.email}</a> : null}
          {!booking.telephone && !booking.email ? t('admin.teeSheet.noContact') : null}
        </dd>
      </div>
      {booking.handicap === null ? null : (
        <div className="admin-fields__row">
          <dt>{t('admin.teeSheet.handicap')}</dt>
          <dd className="tabular-nums">{handicapText(booking.handicap)}</dd>
        </div>
      )}
      <div className="admin-fields__row">
        <dt>{t('admin.teeSheet.price')}</dt>
        <dd className="tabular-nums">{formatEuro(booking.price)}</dd>
      </div>
      <div className="admin-fields__row">
        <dt>{t('admin.teeSheet.payment')}</dt>
        <dd>{t(`admin.teeSheet.payment.${booking.paymentState ?? 'desk'}`)}</dd>
      </div>
    </dl>
  );
}
