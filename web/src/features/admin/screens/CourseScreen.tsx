import { useAdminCourse } from '../api/course';
import { AdminScreen } from '../components/AdminScreen';
import { CourseForm } from '../components/course/CourseForm';
import { QueryGate } from '../components/QueryGate';
import { useAdminT } from '../i18n';
import '../../../styles/admin-course.css';

/**
 * The course (docs/product.md, Course data): the tees with their ratings, and the 18 holes with their texts
 * in four languages, lengths and media. The holes pages, the course map, the stroke table and the score
 * card follow a save at once.
 */
export function CourseScreen() {
  const t = useAdminT();
  const course = useAdminCourse();
  return (
    <AdminScreen title={t('admin.nav.course')} lead={t('admin.course.lead')}>
      <QueryGate query={course}>
        {(data) => <CourseForm initial={data} reload={async () => (await course.refetch()).data} />}
      </QueryGate>
    </AdminScreen>
  );
}
