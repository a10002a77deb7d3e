import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import { type BookingCreated, bookingCreated } from '../../../../../common/api/reservations';
import { api } from '../../../lib/api';

/**
 * POST /reservations/{id}/retry: holds the time of a booking whose payment ended unpaid again, and answers
 * the new payment page to send the player to.
 */
export function retryReservation(id: string): Promise<BookingCreated> {
  return api.post(apiPaths.retryReservation.path({ id }), undefined, bookingCreated);
}

export function useRetryReservation() {
  return useMutation({
    mutationFn: retryReservation,
    onError: (error) => console.info('The payment could not be tried again:', error.message),
  });
}
