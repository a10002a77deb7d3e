import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import {
  type PriceListBody,
  type PriceListCreated,
  priceListCreated,
} from '../../../../../common/api/priceLists';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

/** POST /admin/price-lists → 201 {id}; 409 when a list already takes effect on that date. */
export function postPriceList(body: PriceListBody): Promise<PriceListCreated> {
  return api.post(adminApiPaths.priceLists.path(), body, priceListCreated);
}

export function useCreatePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPriceList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.priceLists }),
    // The public pages this tab loaded read prices too.
    onSettled: () => refreshAfterChange(queryClient),
  });
}
