import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function HandicapStrokeTablePage() {
  const t = useT();
  return (
    <Page title={t('handicapStrokeTable.title')}>
      <p className="page__intro">{t('handicapStrokeTable.intro')}</p>
    </Page>
  );
}
