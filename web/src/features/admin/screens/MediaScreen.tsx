import { AdminScreen } from '../components/AdminScreen';
import { useAdminT } from '../i18n';

/** The Media library screen (issue 38): being built. */
export function MediaScreen() {
  const t = useAdminT();
  return <AdminScreen title={t('admin.nav.media')}>{null}</AdminScreen>;
}
