import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import {
  type BookingCreated,
  type BookingCreatePayload,
  bookingCreated,
} from '../../../../../common/api/reservations';
import { api } from '../../../lib/api';

/** POST /reservations/website: creates the booking and answers with the payment page to send the player to. */
export function createReservation(payload: BookingCreatePayload): Promise<BookingCreated> {
  return api.post(apiPaths.createReservation.path(), payload, bookingCreated);
}

export function useCreateReservation() {
  return useMutation({
    mutationFn: createReservation,
    onError: (error) => console.info('The reservation could not be created:', error.message),
  });
}
