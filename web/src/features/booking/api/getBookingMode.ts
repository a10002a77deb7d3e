import { useQuery } from '@tanstack/react-query';
import type { BookingMode } from '../../../../../common/api/booking';
import { apiPaths } from '../../../../../common/api/paths';
import { api } from '../../../lib/api';

export type { BookingMode };

export interface BookingSettings {
  mode: BookingMode;
  /** Payments go to Mollie's test mode: the pages that take or show payments say so. */
  testPayments: boolean;
}

/** The mode's query; the server renders /privacy and /booking with it (server/src/routes/api/v1/payments.ts). */
export const bookingModeQueryKey = () => ['booking-mode'] as const;

export function getBookingSettings(signal?: AbortSignal): Promise<BookingSettings> {
  // The schema (and zod) come with the answer: the pages rendered with the mode never load them.
  return api.get(
    apiPaths.bookingMode.path(),
    () => import('../../../../../common/api/booking').then((module) => module.bookingModeResponse),
    signal,
  );
}

/** GET /booking/mode, asked once per visit. */
function useBookingSettings() {
  return useQuery({
    queryKey: bookingModeQueryKey(),
    queryFn: ({ signal }) => getBookingSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The mode, or undefined while asking; a failed call means mail, the default (docs/product.md, Booking). */
export function useBookingMode(): BookingMode | undefined {
  const query = useBookingSettings();
  if (query.isError) return 'mail';
  return query.data?.mode;
}

/** Whether online payments are test payments; false while asking and when the call fails. */
export function useTestPayments(): boolean {
  return useBookingSettings().data?.testPayments ?? false;
}
