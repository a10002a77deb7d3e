import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { type NoShowStandingAnswer, noShowStanding } from '../../../../../common/api/noShows';
import {
  type ArrivalInput,
  type CancelInput,
  type ChangedBooking,
  changedBooking,
  type DeskBookingInput,
  type MoveInput,
  type SheetBooking,
  type SheetTimeConflict,
  sheetBooking,
  sheetTimeConflict,
  type TeeSheetBlock,
  type TeeSheetBlockInput,
  type TeeSheetConflict,
  type TeeSheetDay,
  teeSheetBlock,
  teeSheetConflict,
  teeSheetDay,
} from '../../../../../common/api/teeSheet';
import { ApiError, api, apiRequest } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

const SHEET_REFRESH_MS = 30_000;

/** GET /admin/tee-sheet/{yyyy-mm-dd}: every time of the day with its room, blocks and bookings. */
export function getTeeSheetDay(date: string, signal?: AbortSignal): Promise<TeeSheetDay> {
  return api.get(adminApiPaths.teeSheetDay.path({ date }), teeSheetDay, signal);
}

export function useTeeSheetDay(date: string, enabled = true) {
  return useQuery({
    queryKey: adminKeys.teeSheetDay(date),
    enabled,
    queryFn: ({ signal }) => getTeeSheetDay(date, signal),
    staleTime: 0,
    // The live topic tee-sheet reloads it at once on staff changes; online bookings are not announced
    // on it, so an open sheet also reads its day again every half minute while shown.
    refetchInterval: SHEET_REFRESH_MS,
  });
}

/** After a change to the sheet: every day loaded is read again, and the audit log. */
function useTeeSheetMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.teeSheet });
      await refreshAfterChange(queryClient);
    },
  });
}

/** POST /admin/tee-sheet/bookings → 201; 409 when the time is blocked, past or has no room for the party. */
export const useDeskBooking = () =>
  useTeeSheetMutation(
    (input: DeskBookingInput): Promise<SheetBooking> =>
      api.post(adminApiPaths.teeSheetBookings.path(), input, sheetBooking),
  );

/** POST /admin/tee-sheet/blocks → 201; 409 with the bookings holding those times unless `force`. */
export const useCreateBlock = () =>
  useTeeSheetMutation(
    (input: TeeSheetBlockInput): Promise<TeeSheetBlock> =>
      api.post(adminApiPaths.teeSheetBlocks.path(), input, teeSheetBlock),
  );

/** DELETE /admin/tee-sheet/blocks/{id} → 204. */
export const useDeleteBlock = () =>
  useTeeSheetMutation(async (id: number) => {
    await apiRequest(adminApiPaths.teeSheetBlock.path({ id: String(id) }), z.unknown(), {
      method: 'DELETE',
    });
  });

/** The bookings a refused block lists (its 409), or null for any other failure. */
export function blockConflict(error: unknown): TeeSheetConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = teeSheetConflict.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** POST /admin/reservations/{id}/arrival: the starter's record (expected, checked in, no-show). */
export const useArrival = () =>
  useTeeSheetMutation(
    ({ id, state }: { id: string; state: ArrivalInput['state'] }): Promise<ChangedBooking> =>
      api.post(adminApiPaths.reservationArrival.path({ id }), { state }, changedBooking),
  );

/** POST /admin/reservations/{id}/cancel: frees its places; `refund` refunds a paid online booking first. */
export const useCancelBooking = () =>
  useTeeSheetMutation(
    ({ id, ...input }: CancelInput & { id: string }): Promise<ChangedBooking> =>
      api.post(adminApiPaths.cancelReservation.path({ id }), input, changedBooking),
  );

/** POST /admin/reservations/{id}/move → 200; 409 with the nearest times of that date with room. */
export const useMoveBooking = () =>
  useTeeSheetMutation(
    ({ id, ...input }: MoveInput & { id: string }): Promise<ChangedBooking> =>
      api.post(adminApiPaths.moveReservation.path({ id }), input, changedBooking),
  );

/**
 * The nearest times with room that a refused move or confirmation offers (its 409), or null when the
 * failure offers none.
 */
export function nearestTimes(error: unknown): SheetTimeConflict['times'] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = sheetTimeConflict.safeParse(error.body);
  return parsed.success && parsed.data.times && parsed.data.times.length > 0 ? parsed.data.times : null;
}

/**
 * POST /admin/reservations/{id}/lift-no-show-stop: the booking's address may book online again; its no-shows
 * up to now no longer count (docs/product.md, No-shows that count). 409 when it is not stopped.
 */
export const useLiftNoShowStop = () =>
  useTeeSheetMutation(
    (id: string): Promise<NoShowStandingAnswer> =>
      api.post(adminApiPaths.liftNoShowStop.path({ id }), undefined, noShowStanding),
  );
