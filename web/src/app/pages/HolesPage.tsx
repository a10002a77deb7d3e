import { useParams } from 'react-router';
import { Page } from '../../components/layout/Page';
import { useT } from '../../lib/i18n';
import { parseHoleParam } from '../routes';

/** /holes and /holes/hole-{n}-page. */
export function HolesPage() {
  const t = useT();
  const hole = parseHoleParam(useParams().hole);
  return (
    <Page title={t('holes.title')}>
      <p className="page__intro">{t('holes.intro')}</p>
      {hole ? <p>{t('holes.current', { hole })}</p> : null}
    </Page>
  );
}
