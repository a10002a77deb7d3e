import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function DrivingRangePage() {
  const t = useT();
  return (
    <Page title={t('drivingRange.title')}>
      <p className="page__intro">{t('drivingRange.intro')}</p>
    </Page>
  );
}
