import { useContentVersions } from '../api/getContent';
import { AdminScreen } from '../components/AdminScreen';
import { CourseStatusForm } from '../components/CourseStatusForm';
import { OutboxWarning } from '../components/OutboxWarning';
import { PriceListWarnings } from '../components/PriceListWarnings';
import { QueryGate } from '../components/QueryGate';
import { useAdminT } from '../i18n';
import { defaultCourseStatus, draftFrom, readCourseStatusInfo } from '../lib/courseStatusForm';
import { textsFrom } from '../lib/languageTexts';

/**
 * The admin's home, the greenkeeper's screen: six switches, and the winter greens and condition text in
 * each language, saved in one tap; above them a warning while mails are stuck or the price lists are out of date.
 */
export function CourseStatusScreen() {
  const t = useAdminT();
  const info = useContentVersions('course-status-info');
  const condition = useContentVersions('course-status');
  return (
    <AdminScreen title={t('admin.nav.status')} lead={t('admin.status.lead')}>
      <OutboxWarning />
      <PriceListWarnings />
      <QueryGate query={info}>
        {(infoStored) => (
          <QueryGate query={condition}>
            {(conditionStored) => {
              const saved = readCourseStatusInfo(infoStored.content);
              return (
                <CourseStatusForm
                  initial={draftFrom(
                    saved ?? defaultCourseStatus,
                    infoStored.translations,
                    textsFrom(conditionStored.content, conditionStored.translations),
                  )}
                  unreadable={infoStored.content !== '' && !saved}
                />
              );
            }}
          </QueryGate>
        )}
      </QueryGate>
    </AdminScreen>
  );
}
