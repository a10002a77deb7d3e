import { useWebsiteContent } from '../../content/api/getWebsiteContent';
import { useCourseStatusInfo } from '../api/getCourseStatusInfo';
import { CourseStatusPanel } from './CourseStatusPanel';

/** The course status panel fed from the API: course-status-info and the course-status text. */
export function LiveCourseStatusPanel() {
  const statusInfo = useCourseStatusInfo();
  const statusText = useWebsiteContent('course-status');
  const condition = statusText.data?.content.trim();
  return <CourseStatusPanel info={statusInfo.data} isLoading={statusInfo.isPending} condition={condition} />;
}
