import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useCourseStatusInfo } from '../api/getCourseStatusInfo';
import { COURSE_STATUS_ANCHOR } from './CourseStatusPanel';
import { StatusIcon } from './StatusIcon';

/**
 * Open or closed at a glance, for the top of the home page, linking to the full panel. It shares the
 * panel's query, keeps its room while loading (so the actions below it do not jump), and shows nothing
 * when the status is not known.
 */
export function CourseStatusSummary() {
  const t = useT();
  const { data, isPending } = useCourseStatusInfo();
  if (!data) return isPending ? <SummaryPlaceholder /> : null;
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

/** The summary's size without its words: the prerendered page and the first paint keep its place. */
function SummaryPlaceholder() {
  return (
    <span className="status-summary status-summary--pending" aria-hidden="true">
      <StatusIcon tone="positive" />
      <span className="status-summary__text">
        <strong className="status-summary__value">{'\u00a0'}</strong>
        <span className="status-summary__details">{'\u00a0'}</span>
      </span>
    </span>
  );
}
