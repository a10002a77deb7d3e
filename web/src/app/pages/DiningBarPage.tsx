import { Link } from 'react-router';
import { Page } from '../../components/layout/Page';
import { BarHours } from '../../features/menu-card/components/BarHours';
import { LunchMenu } from '../../features/menu-card/components/LunchMenu';
import {
  TABLE_BOOKING_ANCHOR,
  TableBookingCard,
} from '../../features/table-booking/components/TableBookingCard';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/club.css';

export function DiningBarPage() {
  const t = useT();
  return (
    <Page title={t('diningBar.title')} lead={t('diningBar.intro')}>
      <div className="club-layout club-layout--aside">
        <div className="club-layout__main">
          <p className="club-jump">
            <a className="button" href={`#${TABLE_BOOKING_ANCHOR}`}>
              {t('diningBar.bookTableLink')}
            </a>
          </p>
          <img
            className="club-illustration"
            src="/art/dining-room.svg"
            alt={t('diningBar.image.alt')}
            width={800}
            height={600}
            // The page's largest paint on a phone, in view as it opens.
            fetchPriority="high"
            decoding="async"
          />
          <section className="club-section" aria-labelledby="dining-room-title">
            <h2 id="dining-room-title">{t('diningBar.diningRoom.title')}</h2>
            <p>{t('diningBar.diningRoom.text1')}</p>
            <p>{t('diningBar.diningRoom.text2')}</p>
            <p>
              <Link to={paths.dresscode}>{t('diningBar.diningRoom.dressCodeLink')}</Link>
            </p>
          </section>
          <section className="club-section" aria-labelledby="menu-title">
            <h2 id="menu-title">{t('diningBar.menu.title')}</h2>
            <LunchMenu />
          </section>
          <section className="club-section" aria-labelledby="bar-title">
            <h2 id="bar-title">{t('diningBar.bar.title')}</h2>
            <p>{t('diningBar.bar.text')}</p>
            <BarHours />
          </section>
          <section className="club-section" aria-labelledby="bridge-room-title">
            <h2 id="bridge-room-title">{t('diningBar.bridgeRoom.title')}</h2>
            <p>{t('diningBar.bridgeRoom.text1')}</p>
            <p>{t('diningBar.bridgeRoom.text2')}</p>
          </section>
        </div>
        <div className="club-layout__aside">
          <TableBookingCard />
        </div>
      </div>
    </Page>
  );
}
