import { BrandBadges } from '../../features/brands/components/BrandBadges';
import { useClubDetails } from '../../features/club/api/getClubDetails';
import { ContentBlocks, type Widgets } from '../../features/content-pages/components/ContentBlocks';
import {
  type BlockSection,
  ContentLinks,
  ContentSection,
  contentParts,
  holdsWidget,
} from '../../features/content-pages/components/ContentSections';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { OpeningHours } from '../../features/opening-hours/components/OpeningHours';
import { PaymentCards } from '../../features/payment-cards/components/PaymentCards';
import { useT } from '../../lib/i18n';
import { ContentPage } from '../layout/ContentPage';
import '../../styles/info-pages.css';

/** The practical facts stand beside the text on a desktop: the sections that show the hours or the contact. */
const isAside = (section: BlockSection) =>
  holdsWidget(section, 'shop-hours') || holdsWidget(section, 'shop-contact');

/** The shop is at the clubhouse: the club's address, as staff saved it (nothing until it has loaded). */
function ShopAddress() {
  const t = useT();
  const club = useClubDetails().data;
  if (!club) return null;
  const { street, postalCode, city } = club.address;
  return (
    <div className="contact-details__item">
      <dt>{t('golfshop.address')}</dt>
      <dd>
        {street}
        <br />
        {postalCode} {city}, {club.countryName}
      </dd>
    </div>
  );
}

function useShopWidgets(): Widgets {
  const t = useT();
  return {
    brands: <BrandBadges label={t('golfshop.brandsLabel')} />,
    'payment-cards': <PaymentCards label={t('paymentCards.title')} />,
    'shop-hours': <OpeningHours facility="shop" timeStyle="h" />,
    'shop-contact': (
      <ContactDetails>
        <ShopAddress />
      </ContactDetails>
    ),
  };
}

/** The golf shop (its texts are the club's: server/src/content/seed/pages/golfshop.ts). */
export function GolfShopPage() {
  const widgets = useShopWidgets();
  return (
    <ContentPage pageKey="golfshop">
      {(page) => {
        const { opening, sections, links } = contentParts(page.blocks);
        const aside = sections.filter(isAside);
        const section = (item: BlockSection) => (
          <ContentSection
            key={item.heading.id}
            section={item}
            idPrefix="shop"
            className="info-section"
            widgets={widgets}
          />
        );
        return (
          <>
            <div className="editorial info-layout">
              <div className="info-layout__main">
                {opening.length > 0 ? (
                  <ContentBlocks blocks={opening} widgets={widgets} idPrefix="shop" />
                ) : null}
                {sections.filter((item) => !isAside(item)).map(section)}
              </div>
              {aside.length > 0 ? <div className="info-aside">{aside.map(section)}</div> : null}
            </div>
            <ContentLinks blocks={links} />
          </>
        );
      }}
    </ContentPage>
  );
}
