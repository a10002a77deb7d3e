import { useQuery } from '@tanstack/react-query';
import type { WebsiteNotification } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';
import { api } from '../../../lib/api';

/** GET /notifications/website: the notifications shown now, in their order. */
export function getWebsiteNotifications(signal?: AbortSignal): Promise<WebsiteNotification[]> {
  return api.get(
    apiPaths.websiteNotifications,
    // Loaded with the answer: the schemas and zod stay out of the first screen's JavaScript.
    () => import('../../../../../common/api/notifications').then((module) => module.websiteNotifications),
    signal,
  );
}

export function useWebsiteNotifications() {
  return useQuery({
    queryKey: ['notifications', 'website'] as const,
    queryFn: ({ signal }) => getWebsiteNotifications(signal),
  });
}
