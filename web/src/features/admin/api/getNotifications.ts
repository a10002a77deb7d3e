import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type AdminNotification, adminNotification } from '../../../../../common/api/admin';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './adminApiPaths';

/** GET /admin/notifications: all of them, shown now or not, in their position order. */
export function getNotifications(signal?: AbortSignal): Promise<AdminNotification[]> {
  return api.get(adminApiPaths.notifications, z.array(adminNotification), signal);
}

export function useNotifications() {
  return useQuery({
    queryKey: adminKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 0,
  });
}
