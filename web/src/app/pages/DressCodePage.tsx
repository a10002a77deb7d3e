import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';

export function DressCodePage() {
  const t = useT();
  return (
    <Page title={t('dresscode.title')}>
      <p className="page__intro">{t('dresscode.intro')}</p>
    </Page>
  );
}
