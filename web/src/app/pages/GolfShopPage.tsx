import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function GolfShopPage() {
  const t = useT();
  return (
    <Page title={t('golfshop.title')}>
      <p className="page__intro">{t('golfshop.intro')}</p>
    </Page>
  );
}
