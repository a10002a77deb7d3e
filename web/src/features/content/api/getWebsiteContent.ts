import { useQuery } from '@tanstack/react-query';
import type { ContentKey, WebsiteContent } from '../../../../../common/api/content';
import { apiPaths } from '../../../../../common/api/paths';
import { apiRead } from '../../../lib/api';

export const websiteContentQueryKey = (key: ContentKey) => ['website-content', key] as const;

/** GET /websitecontent/{key}: a public read of the first screen (lib/api.ts apiRead). */
export function getWebsiteContent(key: ContentKey, signal?: AbortSignal): Promise<WebsiteContent> {
  return apiRead(apiPaths.websiteContent.path({ key: key }), signal);
}

export function useWebsiteContent(key: ContentKey) {
  return useQuery({
    queryKey: websiteContentQueryKey(key),
    queryFn: ({ signal }) => getWebsiteContent(key, signal),
  });
}
