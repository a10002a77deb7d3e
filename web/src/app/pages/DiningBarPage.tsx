import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function DiningBarPage() {
  const t = useT();
  return (
    <Page title={t('diningBar.title')}>
      <p className="page__intro">{t('diningBar.intro')}</p>
    </Page>
  );
}
