import { useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { type PriceListsResponse, priceListsResponse } from '../../../../../common/api/priceLists';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';

/** GET /admin/price-lists: every list, whole, in any order (the screen sorts them by date). */
export function getPriceLists(signal?: AbortSignal): Promise<PriceListsResponse> {
  return api.get(adminApiPaths.priceLists.path(), priceListsResponse, signal);
}

export function usePriceLists() {
  return useQuery({ queryKey: adminKeys.priceLists, queryFn: ({ signal }) => getPriceLists(signal) });
}
