import type { BookingPaymentState } from './bookingStates';
import { refundFor } from './selfService';
import type { SelfServiceRules } from './teeSheet';

/**
 * The player's own change of a booking (docs/product.md, Change online): what it does with the money, and
 * what money paid at a change's checkout becomes. The deadline is the cancel's (selfService.ts,
 * cancelTerms); the new time follows the rules of a new booking.
 */

/** What the rule reads of a booking. */
export interface ChangeableBooking {
  source: 'online' | 'request' | 'desk';
  /** Online bookings only; desk and request bookings are paid at the desk. */
  paymentState: BookingPaymentState | null;
  priceCents: number;
}

export type ChangeMoney =
  /** Nothing moves: a booking not paid online (paid at the desk at its new price), or the same price. */
  | { kind: 'none' }
  /**
   * A paid online booking at a lower price: the club's share of the difference is refunded, as a cancel
   * refunds its share of the whole (a smaller party is a partial cancel; no change refunds more than that).
   */
  | { kind: 'refund'; cents: number }
  /** A paid online booking at a higher price: the difference is paid at a checkout of its own. */
  | { kind: 'pay'; cents: number };

/**
 * An online booking whose payment is not made (open, failed, canceled, expired) cannot be changed: money
 * may still arrive at its checkout for the old price. Desk and request bookings always can.
 */
export const mustBePaidFirst = (booking: Pick<ChangeableBooking, 'source' | 'paymentState'>): boolean =>
  booking.source === 'online' && booking.paymentState !== 'paid';

/** What a change to `newPriceCents` does with the money of the booking, under the club's refund rule. */
export function changeMoney(
  booking: ChangeableBooking,
  newPriceCents: number,
  rules: Pick<SelfServiceRules, 'refundPercent'>,
): ChangeMoney {
  if (booking.source !== 'online' || booking.paymentState !== 'paid') return { kind: 'none' };
  const difference = newPriceCents - booking.priceCents;
  if (difference > 0) return { kind: 'pay', cents: difference };
  const refund = difference < 0 ? refundFor(-difference, rules) : 0;
  return refund > 0 ? { kind: 'refund', cents: refund } : { kind: 'none' };
}

/** What the club knows when money arrives at the checkout of a change to a dearer time. */
export interface ChangeAtPayment {
  /** The row that holds the new time while the difference is paid (reservations.change_of). */
  hold: {
    canceled: boolean;
    /** It still holds its places (holdsPlaces): not lapsed, not released. */
    holds: boolean;
    paymentState: BookingPaymentState | null;
    paymentId: string | null;
  };
  /** The booking it changes; null when there is none. */
  booking: { canceled: boolean; paymentState: BookingPaymentState | null } | null;
}

/**
 * Money for a change (docs/product.md, Change online): it completes the change while the hold still holds
 * the new time for this payment and the booking stands paid; otherwise (the hold lapsed, was released or
 * replaced by another change, the booking was canceled) it is refunded in full and the booking stays as it
 * was. The same payment reported twice is already settled.
 */
export function changeMoneyArrives(
  at: ChangeAtPayment,
  paymentId: string,
): 'complete' | 'refund' | 'already-kept' {
  if (at.hold.paymentState === 'paid' && at.hold.paymentId === paymentId) return 'already-kept';
  if (at.hold.paymentId !== paymentId) return 'refund';
  if (at.hold.canceled || !at.hold.holds || at.hold.paymentState !== 'open') return 'refund';
  if (!at.booking || at.booking.canceled || at.booking.paymentState !== 'paid') return 'refund';
  return 'complete';
}
