import { z } from 'zod';

/**
 * GET /booking/mode: mail (the request form of docs/product.md, Booking; the default) or online (booking with
 * payment). The server decides (BOOKING_MODE), so the same build serves both.
 */
export const bookingModes = ['mail', 'online'] as const;
export type BookingMode = (typeof bookingModes)[number];
export const bookingModeResponse = z.object({
  mode: z.enum(bookingModes),
  /** Online payments go to Mollie's test mode (PAYMENTS_TEST_MODE=true): pages show a banner saying so. */
  testPayments: z.boolean().default(false),
});
