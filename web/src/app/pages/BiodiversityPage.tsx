import { Link } from 'react-router';
import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { VLINDER_ANCHOR } from '../../features/dashboard/components/VlinderDashboard';
import { TranslatedGallery } from '../../features/gallery/components/TranslatedGallery';
import { biodiversityGallery } from '../../features/gallery/galleries';
import { SPECIES_ANCHOR } from '../../features/species/species';
import { type MessageKey, useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/club.css';

const habitats: [term: MessageKey, text: MessageKey][] = [
  ['biodiversity.habitats.white.term', 'biodiversity.habitats.white.text'],
  ['biodiversity.habitats.grey.term', 'biodiversity.habitats.grey.text'],
  ['biodiversity.habitats.grassland.term', 'biodiversity.habitats.grassland.text'],
  ['biodiversity.habitats.slacks.term', 'biodiversity.habitats.slacks.text'],
  ['biodiversity.habitats.scrub.term', 'biodiversity.habitats.scrub.text'],
];

export function BiodiversityPage() {
  const t = useT();
  return (
    <Page title={t('biodiversity.title')} lead={t('biodiversity.intro')}>
      <div className="club-layout club-layout--split">
        <div className="club-layout__main">
          <section className="club-section" aria-labelledby="bio-habitats">
            <h2 id="bio-habitats">{t('biodiversity.habitats.title')}</h2>
            <dl className="habitats">
              {habitats.map(([term, text]) => (
                <div key={term} className="habitats__item">
                  <dt>{t(term)}</dt>
                  <dd>{t(text)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="club-section" aria-labelledby="bio-protected">
            <h2 id="bio-protected">{t('biodiversity.protected.title')}</h2>
            <p>{t('biodiversity.protected.text')}</p>
            <p>
              <Link to={{ pathname: paths.ecology, hash: SPECIES_ANCHOR }}>
                {t('biodiversity.protected.link')}
              </Link>
            </p>
          </section>
          <section className="club-section" aria-labelledby="bio-sensor">
            <h2 id="bio-sensor">{t('biodiversity.sensor.title')}</h2>
            <p>{t('biodiversity.sensor.text1')}</p>
            <p>{t('biodiversity.sensor.text2')}</p>
            <p>
              <Link to={{ pathname: paths.ecology, hash: VLINDER_ANCHOR }}>
                {t('biodiversity.sensor.link')}
              </Link>
            </p>
          </section>
        </div>
        <section className="club-layout__aside club-gallery" aria-labelledby="bio-gallery">
          <h2 id="bio-gallery">{t('biodiversity.gallery.title')}</h2>
          <p className="club-gallery__hint">{t('club.galleryHint')}</p>
          <TranslatedGallery entries={biodiversityGallery} />
        </section>
        <LinkCards
          label={t('club.onwardLinks')}
          cards={[
            { to: paths.ecology, title: t('ecology.title'), description: t('biodiversity.links.ecology') },
            { to: paths.holes, title: t('holes.title'), description: t('biodiversity.links.holes') },
          ]}
        />
      </div>
    </Page>
  );
}
