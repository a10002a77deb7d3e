import { useQuery } from '@tanstack/react-query';
import type { WebsiteNotification } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';
import { apiRead } from '../../../lib/api';

/** GET /notifications/website: the notifications shown now, in their order. */
export function getWebsiteNotifications(signal?: AbortSignal): Promise<WebsiteNotification[]> {
  // A public read of the first screen (lib/api.ts apiRead).
  return apiRead(apiPaths.websiteNotifications.path(), signal);
}

export function useWebsiteNotifications() {
  return useQuery({
    queryKey: ['notifications', 'website'] as const,
    queryFn: ({ signal }) => getWebsiteNotifications(signal),
  });
}
