import { useQuery } from '@tanstack/react-query';
import { type ContentKey, type WebsiteContent, websiteContent } from '../../../../../common/api/content';
import { apiPaths } from '../../../../../common/api/paths';
import { api } from '../../../lib/api';

export const websiteContentQueryKey = (key: ContentKey) => ['website-content', key] as const;

/** GET /websitecontent/{key} */
export function getWebsiteContent(key: ContentKey, signal?: AbortSignal): Promise<WebsiteContent> {
  return api.get(apiPaths.websiteContent(key), websiteContent, signal);
}

export function useWebsiteContent(key: ContentKey) {
  return useQuery({
    queryKey: websiteContentQueryKey(key),
    queryFn: ({ signal }) => getWebsiteContent(key, signal),
  });
}
