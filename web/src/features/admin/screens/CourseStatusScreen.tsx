import { useContent } from '../api/getContent';
import { AdminScreen } from '../components/AdminScreen';
import { CourseStatusForm } from '../components/CourseStatusForm';
import { OutboxWarning } from '../components/OutboxWarning';
import { QueryGate } from '../components/QueryGate';
import { useAdminT } from '../i18n';
import { defaultCourseStatus, draftFrom, readCourseStatusInfo } from '../lib/courseStatusForm';

/**
 * The admin's home, the greenkeeper's screen: six switches and the condition text, saved in one tap;
 * above them a warning while mails are stuck.
 */
export function CourseStatusScreen() {
  const t = useAdminT();
  const info = useContent('course-status-info');
  const condition = useContent('course-status');
  return (
    <AdminScreen title={t('admin.nav.status')} lead={t('admin.status.lead')}>
      <OutboxWarning />
      <QueryGate query={info}>
        {(infoText) => (
          <QueryGate query={condition}>
            {(conditionText) => {
              const saved = readCourseStatusInfo(infoText);
              return (
                <CourseStatusForm
                  initial={draftFrom(saved ?? defaultCourseStatus, conditionText)}
                  unreadable={infoText !== '' && !saved}
                />
              );
            }}
          </QueryGate>
        )}
      </QueryGate>
    </AdminScreen>
  );
}
