import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type BookingRequest, bookingRequest } from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';

/** GET /admin/requests: table and green-fee requests, newest first, with their status. */
export function getRequests(signal?: AbortSignal): Promise<BookingRequest[]> {
  return api.get(adminApiPaths.requests.path(), z.array(bookingRequest), signal);
}

/** New requests come in all day: the inbox looks again every minute while it is open. */
export function useRequests() {
  return useQuery({
    queryKey: adminKeys.requests,
    queryFn: ({ signal }) => getRequests(signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
