import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import {
  type Reservation,
  type ReservationChangeAnswer,
  type ReservationChangeBody,
  type ReservationChangeConflict,
  reservationChangeAnswer,
  reservationChangeConflict,
} from '../../../../../common/api/reservations';
import { ApiError, api } from '../../../lib/api';
import { reservationQueryKey } from '../../booking/api/getReservation';

/**
 * POST /reservations/{id}/change: the player moves their booking to another free time or changes the party,
 * until the club's deadline (docs/product.md, Booking Details). 200 `{ paymentUrl }` when the new price is
 * higher (the difference is paid there), `{}` when the change is made at once; 409 with the nearest free
 * times of that day when the time is full, or with only a message (naming the club's telephone) once the
 * deadline has passed; 400 with the server's message (the day's handicap limit). The schemas are the
 * booking's module, which this page has loaded already to read the booking.
 */
export function changeOwnReservation(
  id: string,
  body: ReservationChangeBody,
): Promise<ReservationChangeAnswer> {
  return api.post(apiPaths.changeOwnReservation.path({ id }), body, reservationChangeAnswer);
}

/** A 409 that offers the nearest free times of that day (none: not a full time, but the deadline). */
export function changeConflictOf(error: unknown): ReservationChangeConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = reservationChangeConflict.safeParse(error.body);
  return parsed.success && parsed.data.nearest.length > 0 ? parsed.data : null;
}

/** A change the server took: its answer, and the booking as it was before (what any refund is counted from). */
export interface ChangeDone {
  answer: ReservationChangeAnswer;
  before: Reservation | undefined;
}

export type ChangeMutation = UseMutationResult<ChangeDone, Error, ReservationChangeBody>;

/**
 * Changes the booking of `id`. A change made at once is read back from the server before the mutation
 * counts as done, so that the page shows the new time together with the word that it changed; one that
 * goes to a checkout leaves the page as it is. A full time asks the free times again.
 */
export function useChangeOwnReservation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReservationChangeBody): Promise<ChangeDone> => {
      const before = queryClient.getQueryData<Reservation>(reservationQueryKey(id));
      return { answer: await changeOwnReservation(id, body), before };
    },
    onSuccess: async ({ answer }) => {
      if (answer.paymentUrl) return;
      void queryClient.invalidateQueries({ queryKey: ['free-slots'] });
      await queryClient.invalidateQueries({ queryKey: reservationQueryKey(id) });
    },
    onError: (error) => {
      console.info('The reservation could not be changed:', error.message);
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['free-slots'] });
      }
    },
  });
}
