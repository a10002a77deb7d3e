import { z } from 'zod';

/**
 * No-shows that count (docs/product.md): a booking's address's no-shows, and the refusal of an online
 * booking with an address whose online booking is stopped.
 */

/** Where a booking's e-mail address stands, as staff see it on the tee sheet. */
export const noShowStanding = z.object({
  /** Its no-shows within the rule's months before now, those up to staff's last lift left out. */
  count: z.number().int(),
  /** Those months (the club's rule, selfService.noShows.withinMonths). */
  withinMonths: z.number().int(),
  /** Until when online booking with the address is stopped (ISO 8601); null when it is not. */
  stoppedUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type NoShowStandingAnswer = z.infer<typeof noShowStanding>;

/**
 * The 403 of POST /reservations/website and …/retry for an address whose online booking is stopped: the
 * message, in the request's language, gives the club's telephone. `reason` tells it from the cross-site
 * token's 403, whose message is not for visitors.
 */
export const bookingStopped = z.object({
  message: z.string(),
  reason: z.literal('no-show-stop'),
});
export type BookingStopped = z.infer<typeof bookingStopped>;

/**
 * The 403 answers of those routes: the stop's, or the cross-site token's ({ message } alone), which the
 * response schema must let through as well.
 */
export const bookingForbidden = bookingStopped.extend({ reason: bookingStopped.shape.reason.optional() });

/** A refused booking's body is the stop's (a plain check: the booking form need not run a schema for it). */
export const isBookingStopped = (body: unknown): body is BookingStopped =>
  typeof body === 'object' &&
  body !== null &&
  (body as Partial<BookingStopped>).reason === 'no-show-stop' &&
  typeof (body as Partial<BookingStopped>).message === 'string';
