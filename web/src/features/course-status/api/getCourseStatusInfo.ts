import { useQuery } from '@tanstack/react-query';
import { type CourseStatusInfo, courseStatusInfo } from '../../../../../common/api/content';
import { getWebsiteContent } from '../../content/api/getWebsiteContent';

/** The content of course-status-info is a JSON string; an invalid one throws. */
export function parseCourseStatusInfo(content: string): CourseStatusInfo {
  return courseStatusInfo.parse(JSON.parse(content));
}

export async function getCourseStatusInfo(signal?: AbortSignal): Promise<CourseStatusInfo> {
  const { content } = await getWebsiteContent('course-status-info', signal);
  return parseCourseStatusInfo(content);
}

export function useCourseStatusInfo() {
  return useQuery({
    queryKey: ['website-content', 'course-status-info', 'info'] as const,
    queryFn: ({ signal }) => getCourseStatusInfo(signal),
  });
}
