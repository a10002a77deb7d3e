import { useQuery } from '@tanstack/react-query';
import type { CourseStatusInfo } from '../../../../../common/api/content';
import { getWebsiteContent } from '../../content/api/getWebsiteContent';

/**
 * The content of course-status-info is a JSON string, which the server checked against the contract's
 * schema when staff saved it (server/src/routes/api/v1/admin.ts); one that is no JSON throws.
 */
export async function parseCourseStatusInfo(content: string): Promise<CourseStatusInfo> {
  return JSON.parse(content) as CourseStatusInfo;
}

export async function getCourseStatusInfo(signal?: AbortSignal): Promise<CourseStatusInfo> {
  const { content } = await getWebsiteContent('course-status-info', signal);
  return parseCourseStatusInfo(content);
}

/** The server renders the home page with this query answered (server/src/routes/api/v1/websiteContent.ts). */
export const courseStatusInfoQueryKey = () => ['website-content', 'course-status-info', 'info'] as const;

export function useCourseStatusInfo() {
  return useQuery({
    queryKey: courseStatusInfoQueryKey(),
    queryFn: ({ signal }) => getCourseStatusInfo(signal),
  });
}
