import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function BookingDetailsPage() {
  const t = useT();
  return (
    <Page title={t('bookingDetails.title')}>
      <p className="page__intro">{t('bookingDetails.intro')}</p>
    </Page>
  );
}
