import { Link } from 'react-router';
import { BOOKING_HORIZON_DAYS } from '../../../../../common/rules/bookingHorizon';
import { clubToday } from '../../../../../common/rules/clubTime';
import { priceListWarnings } from '../../../../../common/rules/priceListWarnings';
import { adminPath } from '../adminPaths';
import { usePriceLists } from '../api/getPriceLists';
import { useAdminT } from '../i18n';
import { formatPlayDate } from '../lib/dateTime';

/**
 * On the admin's home: a warning while the list in force is more than a year old, or while bookings are
 * open for dates that only such a list prices (common/rules/priceListWarnings.ts), with the way to Prices.
 */
export function PriceListWarnings() {
  const t = useAdminT();
  const lists = usePriceLists();
  if (!lists.data) return null;
  const warnings = priceListWarnings(lists.data, clubToday());
  if (warnings.length === 0) return null;
  return (
    <div className="admin-alert admin-alert--warning" role="alert">
      {warnings.map((warning) => (
        <p key={warning.kind}>
          {warning.kind === 'stale'
            ? t('admin.priceWarnings.stale', {
                name: warning.list.name.en,
                from: formatPlayDate(warning.list.effectiveFrom),
              })
            : t('admin.priceWarnings.horizon', {
                days: BOOKING_HORIZON_DAYS,
                day: formatPlayDate(warning.date),
                name: warning.list.name.en,
                from: formatPlayDate(warning.list.effectiveFrom),
              })}{' '}
          <Link to={adminPath('prices')}>{t('admin.priceWarnings.open')}</Link>
        </p>
      ))}
    </div>
  );
}
