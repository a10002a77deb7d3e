import { emailHref, phoneHref } from '../../../lib/contactLinks';
import { useReservations } from '../api/getReservations';
import { AdminScreen } from '../components/AdminScreen';
import { QueryGate } from '../components/QueryGate';
import { RefreshButton } from '../components/RefreshButton';
import { useAdminT } from '../i18n';
import { formatDateTime, formatPlayDate } from '../lib/dateTime';
import { formatEuro } from '../lib/money';

const titleCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** The online green-fee bookings: when, who, how many, the price and the payment. */
export function BookingsScreen() {
  const t = useAdminT();
  const reservations = useReservations();
  return (
    <AdminScreen
      title={t('admin.nav.bookings')}
      lead={t('admin.bookings.lead')}
      actions={<RefreshButton query={reservations} />}
    >
      <QueryGate query={reservations}>
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">{t('admin.bookings.empty')}</p>
          ) : (
            <ul className="admin-list">
              {list.map((r) => (
                <li key={r.id}>
                  <article className="admin-card admin-booking">
                    <h2 className="admin-card__title">
                      <span className="admin-booking__when">
                        {formatPlayDate(r.date)} · {r.time}
                      </span>{' '}
                      <span className="admin-booking__who">
                        {r.firstname} {r.lastname}
                      </span>
                    </h2>
                    <dl className="admin-fields">
                      <div className="admin-fields__row">
                        <dt>{t('admin.requests.field.persons')}</dt>
                        <dd>{t('admin.bookings.party', { adults: r.adults, juniors: r.juniors })}</dd>
                      </div>
                      <div className="admin-fields__row">
                        <dt>{t('admin.bookings.price')}</dt>
                        <dd className="tabular-nums">{formatEuro(r.price)}</dd>
                      </div>
                      <div className="admin-fields__row">
                        <dt>{t('admin.bookings.payment')}</dt>
                        <dd>
                          <span className={`admin-badge admin-badge--payment-${r.paymentState ?? 'unknown'}`}>
                            {r.paymentState ? titleCase(r.paymentState) : t('admin.bookings.paymentUnknown')}
                          </span>
                        </dd>
                      </div>
                      <div className="admin-fields__row">
                        <dt>{t('admin.bookings.contact')}</dt>
                        <dd className="admin-booking__contact">
                          {/* A desk booking may come without an e-mail or a telephone: no empty link. */}
                          {r.email ? <a href={emailHref(r.email)}>{r.email}</a> : null}
                          {r.telephone ? <a href={phoneHref(r.telephone)}>{r.telephone}</a> : null}
                        </dd>
                      </div>
                    </dl>
                    <p className="admin-card__detail">
                      {t('admin.bookings.booked', { time: formatDateTime(r.createdAt) })}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </AdminScreen>
  );
}
