import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function BookingPage() {
  const t = useT();
  return (
    <Page title={t('booking.title')}>
      <p className="page__intro">{t('booking.intro')}</p>
    </Page>
  );
}
