import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import {
  type AdminOpeningHours,
  adminOpeningHours,
  type OpeningException,
  type OpeningHours,
  openingExceptionCreated,
} from '../../../../../common/api/openingHours';
import { api, apiRequest } from '../../../lib/api';
import { refreshAfterChange } from './refreshAfterChange';

/** Under 'admin', so signing out forgets it with the rest. */
export const openingHoursAdminKey = ['admin', 'opening-hours'] as const;

/** GET /admin/opening-hours: the seasons of each place and every exceptional day. */
export function getAdminOpeningHours(signal?: AbortSignal): Promise<AdminOpeningHours> {
  return api.get(adminApiPaths.openingHours.path(), adminOpeningHours, signal);
}

export function useAdminOpeningHours() {
  return useQuery({ queryKey: openingHoursAdminKey, queryFn: ({ signal }) => getAdminOpeningHours(signal) });
}

/** Each change reloads the screen's data, the audit log, and the public pages this tab loaded. */
function useOpeningHoursMutation<T, R>(send: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: openingHoursAdminKey }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

/** PUT /admin/opening-hours → 204. */
export const useSaveOpeningHours = () =>
  useOpeningHoursMutation((hours: OpeningHours) =>
    apiRequest(adminApiPaths.openingHours.path(), z.unknown(), { method: 'PUT', body: hours }),
  );

/** POST /admin/opening-hours/exceptions → 201 {id}. */
export const useAddOpeningException = () =>
  useOpeningHoursMutation((day: OpeningException) =>
    api.post(adminApiPaths.openingHourExceptions.path(), day, openingExceptionCreated),
  );

/** DELETE /admin/opening-hours/exceptions/{id} → 204; 404 when it is gone already. */
export const useRemoveOpeningException = () =>
  useOpeningHoursMutation((id: number) =>
    apiRequest(adminApiPaths.openingHourException.path({ id }), z.unknown(), { method: 'DELETE' }),
  );
