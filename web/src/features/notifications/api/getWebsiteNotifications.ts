import { useQuery } from '@tanstack/react-query';
import { type WebsiteNotification, websiteNotifications } from '../../../../../common/api/notifications';
import { apiPaths } from '../../../../../common/api/paths';
import { api } from '../../../lib/api';

/** GET /notifications/website: the notifications shown now, in their order. */
export function getWebsiteNotifications(signal?: AbortSignal): Promise<WebsiteNotification[]> {
  return api.get(apiPaths.websiteNotifications, websiteNotifications, signal);
}

export function useWebsiteNotifications() {
  return useQuery({
    queryKey: ['notifications', 'website'] as const,
    queryFn: ({ signal }) => getWebsiteNotifications(signal),
  });
}
