import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

/** DELETE /admin/price-lists/{id} → 204; 409 `{ message, count }` when the list priced bookings. */
export async function deletePriceList(id: number): Promise<void> {
  await apiRequest(adminApiPaths.priceList.path({ id }), z.unknown(), { method: 'DELETE' });
}

export function useDeletePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceList,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.priceLists });
      await refreshAfterChange(queryClient);
    },
  });
}
