import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminReservation } from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';

export type AdminReservation = z.infer<typeof adminReservation>;

/** GET /admin/reservations: the online bookings. */
export function getReservations(signal?: AbortSignal): Promise<AdminReservation[]> {
  return api.get(adminApiPaths.reservations.path(), z.array(adminReservation), signal);
}

export function useReservations() {
  return useQuery({
    queryKey: adminKeys.reservations,
    queryFn: ({ signal }) => getReservations(signal),
    staleTime: 0,
  });
}
