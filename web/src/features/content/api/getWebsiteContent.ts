import { useQuery } from '@tanstack/react-query';
import type { ContentKey, WebsiteContent } from '../../../../../common/api/content';
import { apiPaths } from '../../../../../common/api/paths';
import { api } from '../../../lib/api';

export const websiteContentQueryKey = (key: ContentKey) => ['website-content', key] as const;

// Loaded with the first answer: the schemas and zod stay out of the first screen's JavaScript.
const loadWebsiteContentSchema = () =>
  import('../../../../../common/api/content').then((module) => module.websiteContent);

/** GET /websitecontent/{key} */
export function getWebsiteContent(key: ContentKey, signal?: AbortSignal): Promise<WebsiteContent> {
  return api.get(apiPaths.websiteContent(key), loadWebsiteContentSchema, signal);
}

export function useWebsiteContent(key: ContentKey) {
  return useQuery({
    queryKey: websiteContentQueryKey(key),
    queryFn: ({ signal }) => getWebsiteContent(key, signal),
  });
}
