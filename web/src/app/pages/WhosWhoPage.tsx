import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function WhosWhoPage() {
  const t = useT();
  return (
    <Page title={t('bod.title')}>
      <p className="page__intro">{t('bod.intro')}</p>
    </Page>
  );
}
