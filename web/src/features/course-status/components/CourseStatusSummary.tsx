import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useCourseStatusInfo } from '../api/getCourseStatusInfo';
import { COURSE_STATUS_ANCHOR } from './CourseStatusPanel';
import { StatusIcon } from './StatusIcon';

/**
 * Open or closed at a glance, for the top of the home page, linking to the full panel. It shares the
 * panel's query, and shows nothing while loading or when the status is not known.
 */
export function CourseStatusSummary() {
  const t = useT();
  const { data } = useCourseStatusInfo();
  if (!data) return null;
  const open = data.courseStatus;
  return (
    <Link
      className={`status-summary status-summary--${open ? 'positive' : 'negative'}`}
      to={{ hash: COURSE_STATUS_ANCHOR }}
    >
      <StatusIcon tone={open ? 'positive' : 'negative'} />
      <span className="status-summary__text">
        <strong className="status-summary__value">
          {open ? t('courseStatus.summaryOpen') : t('courseStatus.summaryClosed')}
        </strong>{' '}
        <span className="status-summary__details">
          {t('courseStatus.summaryDetails')} <span aria-hidden="true">↓</span>
        </span>
      </span>
    </Link>
  );
}
