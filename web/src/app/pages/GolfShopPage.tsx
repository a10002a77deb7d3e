import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { club } from '../../config/club';
import { BrandBadges } from '../../features/brands/components/BrandBadges';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { OpeningHours } from '../../features/opening-hours/components/OpeningHours';
import { PaymentCards } from '../../features/payment-cards/components/PaymentCards';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/info-pages.css';

export function GolfShopPage() {
  const t = useT();
  const { street, postalCode, city } = club.address;
  return (
    <Page title={t('golfshop.title')} lead={t('golfshop.intro')}>
      <div className="editorial info-layout">
        <div className="info-layout__main">
          <section className="info-section" aria-labelledby="shop-brands">
            <h2 id="shop-brands">{t('golfshop.brandsTitle')}</h2>
            <BrandBadges label={t('golfshop.brandsLabel')} />
            <p className="info-note">{t('golfshop.brandsNote')}</p>
          </section>

          <section className="info-section" aria-labelledby="shop-cards">
            <h2 id="shop-cards">{t('paymentCards.title')}</h2>
            <p>{t('paymentCards.intro')}</p>
            <PaymentCards label={t('paymentCards.title')} />
          </section>
        </div>

        <div className="info-aside">
          <section className="info-section" aria-labelledby="shop-hours">
            <h2 id="shop-hours">{t('golfshop.hoursTitle')}</h2>
            <OpeningHours facility="shop" timeStyle="h" />
          </section>
          <section className="info-section" aria-labelledby="shop-contact">
            <h2 id="shop-contact">{t('golfshop.contactTitle')}</h2>
            <p>{t('golfshop.contactIntro')}</p>
            <ContactDetails>
              <div className="contact-details__item">
                <dt>{t('golfshop.address')}</dt>
                <dd>
                  {street}
                  <br />
                  {postalCode} {city}, {t('club.country')}
                </dd>
              </div>
            </ContactDetails>
          </section>
        </div>
      </div>

      <LinkCards
        label={t('golfshop.more')}
        cards={[
          { to: paths.diningBar, title: t('diningBar.title'), description: t('golfshop.card.diningBar') },
          { to: paths.overview, title: t('overview.title'), description: t('golfshop.card.overview') },
        ]}
      />
    </Page>
  );
}
