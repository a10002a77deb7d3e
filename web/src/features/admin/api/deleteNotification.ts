import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

/** DELETE /admin/notifications/{id} → 204; 404 when it was already gone. */
export async function deleteNotification(id: number): Promise<void> {
  await apiRequest(adminApiPaths.notification.path({ id: id }), z.unknown(), { method: 'DELETE' });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.notifications });
      await refreshAfterChange(queryClient);
    },
  });
}
