import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function GolfBuggiesPage() {
  const t = useT();
  return (
    <Page title={t('golfBuggies.title')}>
      <p className="page__intro">{t('golfBuggies.intro')}</p>
    </Page>
  );
}
