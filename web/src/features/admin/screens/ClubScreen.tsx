import { AdminScreen } from '../components/AdminScreen';
import { useAdminT } from '../i18n';

/** The Club details screen (issue 38): being built. */
export function ClubScreen() {
  const t = useAdminT();
  return <AdminScreen title={t('admin.nav.club')}>{null}</AdminScreen>;
}
