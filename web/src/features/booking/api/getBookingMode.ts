import { useQuery } from '@tanstack/react-query';
import { type BookingMode, bookingModeResponse } from '../../../../../common/api/booking';
import { apiPaths } from '../../../../../common/api/paths';
import { api } from '../../../lib/api';

export type { BookingMode };

export async function getBookingMode(signal?: AbortSignal): Promise<BookingMode> {
  const { mode } = await api.get(apiPaths.bookingMode.path(), bookingModeResponse, signal);
  return mode;
}

/** The mode, or undefined while asking; a failed call means mail, the default (docs/product.md, Booking). */
export function useBookingMode(): BookingMode | undefined {
  const query = useQuery({
    queryKey: ['booking-mode'] as const,
    queryFn: ({ signal }) => getBookingMode(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (query.isError) return 'mail';
  return query.data;
}
