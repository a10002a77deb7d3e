import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function EcologyPage() {
  const t = useT();
  return (
    <Page title={t('ecology.title')}>
      <p className="page__intro">{t('ecology.intro')}</p>
    </Page>
  );
}
