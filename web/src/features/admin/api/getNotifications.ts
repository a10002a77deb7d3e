import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type AdminNotification, adminNotification } from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';

/** GET /admin/notifications: all of them, shown now or not, in their position order. */
export function getNotifications(signal?: AbortSignal): Promise<AdminNotification[]> {
  return api.get(adminApiPaths.notifications.path(), z.array(adminNotification), signal);
}

export function useNotifications() {
  return useQuery({
    queryKey: adminKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 0,
  });
}
