import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function CourseOverviewPage() {
  const t = useT();
  return (
    <Page title={t('overview.title')}>
      <p className="page__intro">{t('overview.intro')}</p>
    </Page>
  );
}
