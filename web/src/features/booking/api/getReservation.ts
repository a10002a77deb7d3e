import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import { type Reservation, reservation } from '../../../../../common/api/reservations';
import { api } from '../../../lib/api';

export const reservationQueryKey = (id: string) => ['reservation', id] as const;

/** GET /reservations/{id} */
export function getReservation(id: string, signal?: AbortSignal): Promise<Reservation> {
  return api.get(apiPaths.reservation.path({ id: id }), reservation, signal);
}

/** While a payment is open, the page looks again now and then: the webhook may settle it any moment. */
export const OPEN_PAYMENT_REFRESH_MS = 5_000;

export function useReservation(id: string) {
  return useQuery({
    queryKey: reservationQueryKey(id),
    queryFn: ({ signal }) => getReservation(id, signal),
    enabled: id !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.paymentState === 'open' ? OPEN_PAYMENT_REFRESH_MS : false),
  });
}
