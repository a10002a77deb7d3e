import type { BookingPaymentState } from './bookingStates';
import { type CalendarDate, clubLocalToUtc, clubNow } from './clubTime';
import type { SelfServiceRules } from './teeSheet';

/**
 * The player's own cancel (docs/product.md, Cancel online): until when, and how much comes back. The one
 * rule, read by POST /reservations/{id}/cancel, by GET /reservations/{id} (cancelableUntil, refundOnCancel)
 * and by the booking's page.
 */

/** A booking's tee time, in club time. */
export interface TeeTime extends CalendarDate {
  hour: number;
  minute: number;
}

/** What the rule reads of a booking. */
export interface CancelableBooking extends TeeTime {
  source: 'online' | 'request' | 'desk';
  /** Online bookings only; desk and request bookings are paid at the desk. */
  paymentState: BookingPaymentState | null;
  priceCents: number;
  /** Canceled already (by the club or the player). */
  canceled: boolean;
}

const HOUR_MS = 60 * 60_000;

/**
 * The club's deadline: the tee time (Europe/Brussels) less `cancelDeadlineHours` hours of real time, so
 * never after the tee time itself.
 */
export const cancelDeadline = (time: TeeTime, rules: Pick<SelfServiceRules, 'cancelDeadlineHours'>): Date =>
  new Date(clubLocalToUtc(time, time.hour, time.minute).getTime() - rules.cancelDeadlineHours * HOUR_MS);

/** What a paid online booking paid; nothing for any other (a desk or request booking pays at the desk). */
export const paidOnlineCents = (
  booking: Pick<CancelableBooking, 'source' | 'paymentState' | 'priceCents'>,
) => (booking.source === 'online' && booking.paymentState === 'paid' ? booking.priceCents : 0);

/** The club's share of what was paid, refunded on a cancel in time: refundPercent of it, to the cent. */
export const refundFor = (paidCents: number, rules: Pick<SelfServiceRules, 'refundPercent'>): number =>
  Math.round((paidCents * rules.refundPercent) / 100);

/** What a cancel by the player would do now: until when it is allowed, and the refund in cents. */
export interface CancelTerms {
  until: Date;
  refundCents: number;
}

/**
 * The terms of a cancel at `now`, or null when the player can no longer cancel online: canceled already,
 * or the deadline reached (the deadline itself is too late).
 */
export function cancelTerms(
  booking: CancelableBooking,
  rules: SelfServiceRules,
  now: Date,
): CancelTerms | null {
  if (booking.canceled) return null;
  const until = cancelDeadline(booking, rules);
  if (now.getTime() >= until.getTime()) return null;
  return { until, refundCents: refundFor(paidOnlineCents(booking), rules) };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as ISO 8601 in club time with its offset, to the second ("yyyy-mm-ddThh:mm:ss+02:00" in summer). The
 * page shows the club's clock without converting it.
 */
export function clubIsoString(instant: Date): string {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const { date, minutes } = clubNow(new Date(seconds));
  const second = new Date(seconds).getUTCSeconds();
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, second);
  const offset = Math.round((wall - seconds) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:${pad2(second)}${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}
