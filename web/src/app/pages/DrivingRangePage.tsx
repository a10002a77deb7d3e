import { clubToday } from '../../../../common/rules/clubTime';
import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { OpeningHours } from '../../features/opening-hours/components/OpeningHours';
import { PaymentCards } from '../../features/payment-cards/components/PaymentCards';
import { PriceList } from '../../features/prices/components/PriceList';
import { PricesFailed, PricesLoading } from '../../features/prices/components/PriceListStatus';
import { formatEuro } from '../../features/prices/format';
import { usePriceListOn } from '../../features/prices/usePriceListOn';
import { useLocale, useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/info-pages.css';

export function DrivingRangePage() {
  const t = useT();
  const locale = useLocale();
  const query = usePriceListOn(clubToday());
  const range = query.data?.list.products.drivingRange;
  return (
    <Page title={t('drivingRange.title')} lead={t('drivingRange.intro')}>
      <div className="editorial info-layout">
        <div className="info-layout__main">
          <section className="info-section" aria-labelledby="range-fee">
            <h2 id="range-fee">{t('drivingRange.feeTitle')}</h2>
            {range ? (
              <PriceList
                caption={range.label}
                itemLabel={t('drivingRange.item')}
                priceLabel={t('drivingRange.priceColumn', { hours: range.minutes / 60 })}
                rows={[
                  {
                    id: 'adult',
                    label: t('drivingRange.adults', { age: range.juniorUnderAge }),
                    price: formatEuro(range.adultPrice, locale),
                  },
                  {
                    id: 'junior',
                    label: t('drivingRange.juniors', { age: range.juniorUnderAge }),
                    price: formatEuro(range.juniorPrice, locale),
                  },
                ]}
              />
            ) : query.isError ? (
              <PricesFailed />
            ) : (
              <PricesLoading lines={3} />
            )}
          </section>

          <section className="info-section" aria-labelledby="range-conditions">
            <h2 id="range-conditions">{t('drivingRange.conditionsTitle')}</h2>
            <ul className="info-list">
              {range?.note ? <li>{range.note}</li> : null}
              <li>{t('drivingRange.condition.balls')}</li>
              <li>{t('drivingRange.condition.tees')}</li>
              <li>{t('drivingRange.condition.safety')}</li>
              <li>{t('drivingRange.condition.juniors')}</li>
            </ul>
          </section>

          <div className="info-staff">
            <section className="info-staff__item" aria-labelledby="range-caddymaster">
              <h2 id="range-caddymaster">{t('drivingRange.caddymasterTitle')}</h2>
              <p>{t('drivingRange.caddymaster')}</p>
            </section>
            <section className="info-staff__item" aria-labelledby="range-greenkeeper">
              <h2 id="range-greenkeeper">{t('drivingRange.greenkeeperTitle')}</h2>
              <p>{t('drivingRange.greenkeeper')}</p>
            </section>
          </div>
        </div>

        <div className="info-aside">
          <section className="info-section" aria-labelledby="range-hours">
            <h2 id="range-hours">{t('drivingRange.hoursTitle')}</h2>
            <OpeningHours facility="drivingRange" />
          </section>
          <section className="info-section" aria-labelledby="range-contact">
            <h2 id="range-contact">{t('drivingRange.contactTitle')}</h2>
            <p>{t('drivingRange.contact')}</p>
            <ContactDetails />
          </section>
          <section className="info-section" aria-labelledby="range-cards">
            <h2 id="range-cards">{t('paymentCards.title')}</h2>
            <p>{t('paymentCards.intro')}</p>
            <PaymentCards label={t('paymentCards.title')} />
          </section>
        </div>
      </div>

      <LinkCards
        label={t('drivingRange.more')}
        cards={[
          { to: paths.greenfees, title: t('greenfees.title'), description: t('drivingRange.card.greenfees') },
          { to: paths.booking, title: t('nav.booking'), description: t('drivingRange.card.booking') },
        ]}
      />
    </Page>
  );
}
