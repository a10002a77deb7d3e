import { AdminScreen } from '../components/AdminScreen';
import { useAdminT } from '../i18n';

/** The Pages screen (issue 38): being built. */
export function PagesScreen() {
  const t = useAdminT();
  return <AdminScreen title={t('admin.nav.pages')}>{null}</AdminScreen>;
}
