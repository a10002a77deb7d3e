import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import {
  type Reservation,
  type ReservationCancelAnswer,
  reservationCancelAnswer,
} from '../../../../../common/api/reservations';
import { api } from '../../../lib/api';
import { reservationQueryKey } from '../../booking/api/getReservation';

/**
 * POST /reservations/{id}/cancel (no body): the player cancels their booking, until the club's deadline
 * (docs/product.md, Booking Details). 200 with the payment's state and the refund made; 409 with the
 * server's message (it names the club's telephone) once the deadline has passed or when it is already
 * canceled. The answer's schema is the booking's module, which this page has loaded already to read the
 * booking (getReservation.ts): nothing to gain by loading it later.
 */
export function cancelOwnReservation(id: string): Promise<ReservationCancelAnswer> {
  return api.post(apiPaths.cancelOwnReservation.path({ id }), undefined, reservationCancelAnswer);
}

/** The booking as the server will read it back: canceled by the player now, with the refund made. */
export const canceledByPlayer = (
  r: Reservation,
  answer: ReservationCancelAnswer,
  at: Date = new Date(),
): Reservation => {
  const { cancelableUntil: _until, refundOnCancel: _refund, ...rest } = r;
  return {
    ...rest,
    ...(answer.paymentState ? { paymentState: answer.paymentState } : {}),
    canceled: { by: 'player', at: at.toISOString(), refund: answer.refund },
  };
};

/**
 * Cancels the booking of `id`. On success the page shows it canceled at once, then reads it back from the
 * server. A refusal leaves the page as it is, the server's message beside the button (which keeps the
 * focus); the booking is read again when the window is next focused, as always.
 */
export function useCancelOwnReservation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOwnReservation(id),
    onSuccess: (answer) => {
      queryClient.setQueryData<Reservation>(reservationQueryKey(id), (r) =>
        r ? canceledByPlayer(r, answer) : r,
      );
      void queryClient.invalidateQueries({ queryKey: reservationQueryKey(id) });
    },
    onError: (error) => console.info('The reservation could not be canceled:', error.message),
  });
}
