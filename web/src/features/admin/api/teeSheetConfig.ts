import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { type TeeSheetConflict, teeSheetConfigSchema } from '../../../../../common/api/teeSheet';
import type { TeeSheetConfig } from '../../../../../common/rules/teeSheet';
import { api, apiRequest } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';
import { blockConflict } from './teeSheet';

/** GET /admin/tee-sheet/config: the seasons' first and last times, interval, capacity, members-only times. */
export function useTeeSheetConfig() {
  return useQuery({
    queryKey: adminKeys.teeSheetConfig,
    queryFn: ({ signal }) => api.get(adminApiPaths.teeSheetConfig.path(), teeSheetConfigSchema, signal),
    // The form edits its own copy of what it loaded: it is read afresh each time the screen opens (nothing
    // kept once the screen is gone), and not behind the form's back, where a failed read would hide it.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** PUT /admin/tee-sheet/config → 200 with what was saved; 409 with the bookings it would orphan. */
export function useSaveTeeSheetConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: TeeSheetConfig) =>
      apiRequest(adminApiPaths.teeSheetConfig.path(), teeSheetConfigSchema, { method: 'PUT', body: config }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.teeSheetConfig, saved),
    onSettled: async () => {
      // Every day loaded has other times now.
      await queryClient.invalidateQueries({ queryKey: adminKeys.teeSheet });
      await refreshAfterChange(queryClient);
    },
  });
}

/** The bookings a refused change lists (its 409): the same answer as a refused block's. */
export const configConflict: (error: unknown) => TeeSheetConflict | null = blockConflict;
