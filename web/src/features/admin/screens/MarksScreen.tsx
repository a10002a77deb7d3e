import { useAdminMarks } from '../api/marks';
import { AdminScreen } from '../components/AdminScreen';
import { MarksForm } from '../components/marks/MarksForm';
import { QueryGate } from '../components/QueryGate';
import { useAdminT } from '../i18n';
import '../../../styles/admin-marks.css';

/**
 * The award marks of the home page and the brand marks of the golf shop (docs/product.md, Award and brand
 * marks): each a picture of the media library, a name and an optional link, in order. A save publishes
 * both lists at once, with a revision; the pages follow.
 */
export function MarksScreen() {
  const t = useAdminT();
  const marks = useAdminMarks();
  return (
    <AdminScreen title={t('admin.nav.marks')} lead={t('admin.marks.lead')}>
      <QueryGate query={marks}>
        {(data) => <MarksForm initial={data} reload={async () => (await marks.refetch()).data} />}
      </QueryGate>
    </AdminScreen>
  );
}
