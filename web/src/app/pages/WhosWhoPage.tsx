import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { LiveBoard } from '../../features/board/components/LiveBoard';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/club.css';

export function WhosWhoPage() {
  const t = useT();
  return (
    <Page title={t('bod.title')} lead={t('bod.intro')}>
      <div className="club-layout">
        <LiveBoard />
        <LinkCards
          label={t('club.onwardLinks')}
          cards={[
            { to: paths.golfBuggies, title: t('golfBuggies.title'), description: t('bod.links.golfBuggies') },
            { to: paths.holes, title: t('holes.title'), description: t('bod.links.holes') },
          ]}
        />
      </div>
    </Page>
  );
}
