import { Link } from 'react-router';
import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';

export function PrivacyPage() {
  const t = useT();
  return (
    <Page title={t('privacy.title')}>
      <p>
        <Link to={paths.home}>{t('privacy.backHome')}</Link>
      </p>
      <p className="page__intro">{t('privacy.intro')}</p>
    </Page>
  );
}
