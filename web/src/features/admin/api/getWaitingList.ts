import { useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { type AdminWaitingListDay, adminWaitingListDay } from '../../../../../common/api/waitingList';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';

/** GET /admin/waiting-list?date=yyyy-mm-dd: the date's entries, in the order they are offered. */
export function getWaitingList(date: string, signal?: AbortSignal): Promise<AdminWaitingListDay> {
  const query = new URLSearchParams({ date });
  return api.get(`${adminApiPaths.waitingList.path()}?${query}`, adminWaitingListDay, signal);
}

/**
 * Read with the day's sheet: the live topic tee-sheet reloads it (its key sits under the sheet's), and, as a
 * visitor joining online is not announced there, every half minute while shown, as the sheet is.
 */
export function useWaitingList(date: string) {
  return useQuery({
    queryKey: adminKeys.waitingList(date),
    queryFn: ({ signal }) => getWaitingList(date, signal),
    staleTime: 0,
    refetchInterval: 30_000,
  });
}
