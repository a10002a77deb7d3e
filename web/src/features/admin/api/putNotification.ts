import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminNotification,
  adminNotification,
  type NotificationInput,
} from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

/** PUT /admin/notifications/{id} → the saved notification; 404 when it is gone. */
export function putNotification(id: number, input: NotificationInput): Promise<AdminNotification> {
  return apiRequest(adminApiPaths.notification.path({ id: id }), adminNotification, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: NotificationInput }) => putNotification(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.notifications }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
