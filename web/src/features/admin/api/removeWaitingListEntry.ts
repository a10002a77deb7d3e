import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

/**
 * DELETE /admin/waiting-list/{id}: the entry leaves the list, and an offer still open is withdrawn (its places
 * come free on the sheet).
 */
export async function removeWaitingListEntry(id: string): Promise<void> {
  await apiRequest(adminApiPaths.waitingListEntry.path({ id }), z.unknown(), { method: 'DELETE' });
}

export function useRemoveWaitingListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWaitingListEntry,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.teeSheet });
      await refreshAfterChange(queryClient);
    },
  });
}
