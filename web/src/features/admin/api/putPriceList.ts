import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import type { PriceListBody } from '../../../../../common/api/priceLists';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

/** PUT /admin/price-lists/{id}: the whole list again; 404 when it is gone, 409 on another list's date. */
export async function putPriceList(id: number, body: PriceListBody): Promise<void> {
  await apiRequest(adminApiPaths.priceList.path({ id }), z.unknown(), { method: 'PUT', body });
}

export function useUpdatePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PriceListBody }) => putPriceList(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.priceLists }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
