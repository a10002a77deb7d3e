import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function BiodiversityPage() {
  const t = useT();
  return (
    <Page title={t('biodiversity.title')}>
      <p className="page__intro">{t('biodiversity.intro')}</p>
    </Page>
  );
}
