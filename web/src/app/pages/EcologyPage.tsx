import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { VLINDER_ANCHOR, VlinderDashboard } from '../../features/dashboard/components/VlinderDashboard';
import { PlanTimeline } from '../../features/species/components/PlanTimeline';
import { SpeciesList } from '../../features/species/components/SpeciesList';
import { SPECIES_ANCHOR } from '../../features/species/species';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/club.css';

export function EcologyPage() {
  const t = useT();
  return (
    <Page title={t('ecology.title')} lead={t('ecology.intro')}>
      <div className="club-layout">
        <div className="club-layout club-layout--split">
          <div className="club-layout__main">
            <section className="club-section" aria-labelledby="ecology-2003">
              <h2 id="ecology-2003">{t('ecology.plan2003.title')}</h2>
              <p>{t('ecology.plan2003.text1')}</p>
              <p>{t('ecology.plan2003.text2')}</p>
            </section>
            <section className="club-section" aria-labelledby="ecology-2020">
              <h2 id="ecology-2020">{t('ecology.plan2020.title')}</h2>
              <p>{t('ecology.plan2020.text1')}</p>
              <ul>
                <li>{t('ecology.plan2020.point1')}</li>
                <li>{t('ecology.plan2020.point2')}</li>
                <li>{t('ecology.plan2020.point3')}</li>
              </ul>
            </section>
            <section className="club-section" aria-labelledby="ecology-round">
              <h2 id="ecology-round">{t('ecology.round.title')}</h2>
              <p>{t('ecology.round.text')}</p>
            </section>
          </div>
          <div className="club-layout__aside">
            <PlanTimeline />
          </div>
        </div>
        <section id={SPECIES_ANCHOR} className="club-section" aria-labelledby="ecology-species">
          <h2 id="ecology-species">{t('ecology.species.title')}</h2>
          <p className="club-measure">{t('ecology.species.intro')}</p>
          <SpeciesList />
        </section>
        <section id={VLINDER_ANCHOR} className="club-section" aria-labelledby="ecology-dashboard">
          <h2 id="ecology-dashboard">{t('ecology.dashboard.title')}</h2>
          <p className="club-measure">{t('ecology.dashboard.text')}</p>
          <VlinderDashboard />
        </section>
        <LinkCards
          label={t('club.onwardLinks')}
          cards={[
            {
              to: paths.biodiversity,
              title: t('biodiversity.title'),
              description: t('ecology.links.biodiversity'),
            },
            { to: paths.holes, title: t('holes.title'), description: t('ecology.links.holes') },
          ]}
        />
      </div>
    </Page>
  );
}
