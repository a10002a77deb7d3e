import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminNotification,
  adminNotification,
  type NotificationInput,
} from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

/** POST /admin/notifications → 201 with the saved (sanitized) notification. */
export function postNotification(input: NotificationInput): Promise<AdminNotification> {
  return api.post(adminApiPaths.notifications.path(), input, adminNotification);
}

export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.notifications }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
