import { useQuery } from '@tanstack/react-query';
import type { CourseStatusInfo } from '../../../../../common/api/content';
import { getWebsiteContent } from '../../content/api/getWebsiteContent';

/**
 * The content of course-status-info is a JSON string; an invalid one throws. The schema (and zod) load
 * with the first answer, not with the page.
 */
export async function parseCourseStatusInfo(content: string): Promise<CourseStatusInfo> {
  const { courseStatusInfo } = await import('../../../../../common/api/content');
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
