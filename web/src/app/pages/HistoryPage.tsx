import { Link } from 'react-router';
import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { TranslatedGallery } from '../../features/gallery/components/TranslatedGallery';
import { historyGallery } from '../../features/gallery/galleries';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/club.css';

export function HistoryPage() {
  const t = useT();
  return (
    <Page title={t('history.title')} lead={t('history.intro')}>
      <div className="club-layout club-layout--split">
        <div className="club-layout__main">
          <section className="club-section" aria-labelledby="history-origins">
            <h2 id="history-origins">{t('history.origins.title')}</h2>
            <p>{t('history.origins.text1')}</p>
            <p>{t('history.origins.text2')}</p>
          </section>
          <section className="club-section" aria-labelledby="history-royal">
            <h2 id="history-royal">{t('history.royal.title')}</h2>
            <p>{t('history.royal.text')}</p>
          </section>
          <section className="club-section" aria-labelledby="history-rebuilding">
            <h2 id="history-rebuilding">{t('history.rebuilding.title')}</h2>
            <p>{t('history.rebuilding.text')}</p>
          </section>
          <section className="club-section" aria-labelledby="history-today">
            <h2 id="history-today">{t('history.today.title')}</h2>
            <p>{t('history.today.text')}</p>
            <p>
              <Link to={paths.ecology}>{t('history.today.ecologyLink')}</Link>
            </p>
          </section>
        </div>
        <section className="club-layout__aside club-gallery" aria-labelledby="history-gallery">
          <h2 id="history-gallery">{t('history.gallery.title')}</h2>
          <p className="club-gallery__hint">{t('club.galleryHint')}</p>
          <TranslatedGallery entries={historyGallery} />
        </section>
        <LinkCards
          label={t('club.onwardLinks')}
          cards={[
            { to: paths.bod, title: t('bod.title'), description: t('history.links.bod') },
            { to: paths.diningBar, title: t('diningBar.title'), description: t('history.links.diningBar') },
          ]}
        />
      </div>
    </Page>
  );
}
