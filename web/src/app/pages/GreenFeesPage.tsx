import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function GreenFeesPage() {
  const t = useT();
  return (
    <Page title={t('greenfees.title')}>
      <p className="page__intro">{t('greenfees.intro')}</p>
    </Page>
  );
}
