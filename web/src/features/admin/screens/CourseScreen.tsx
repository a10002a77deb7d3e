import { AdminScreen } from '../components/AdminScreen';
import { useAdminT } from '../i18n';

/** The Course screen (issue 38): being built. */
export function CourseScreen() {
  const t = useAdminT();
  return <AdminScreen title={t('admin.nav.course')}>{null}</AdminScreen>;
}
