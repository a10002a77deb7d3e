import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function HistoryPage() {
  const t = useT();
  return (
    <Page title={t('history.title')}>
      <p className="page__intro">{t('history.intro')}</p>
    </Page>
  );
}
