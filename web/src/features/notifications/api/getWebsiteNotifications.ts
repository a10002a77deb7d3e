import { useQuery } from '@tanstack/react-query';
import type { WebsiteNotification } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';
import { apiRead } from '../../../lib/api';

/** GET /notifications/website: the notifications shown now, in their order. */
export function getWebsiteNotifications(signal?: AbortSignal): Promise<WebsiteNotification[]> {
  // A public read of the first screen (lib/api.ts apiRead).
  return apiRead(apiPaths.websiteNotifications.path(), signal);
}

/** The server renders the home page with this query answered (server/src/routes/api/v1/notifications.ts). */
export const websiteNotificationsQueryKey = () => ['notifications', 'website'] as const;

export function useWebsiteNotifications() {
  return useQuery({
    queryKey: websiteNotificationsQueryKey(),
    queryFn: ({ signal }) => getWebsiteNotifications(signal),
  });
}
