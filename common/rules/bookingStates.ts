/**
 * The lifecycles of an online booking's payment state and of each payment the club created for it
 * (docs/product.md, Booking lifecycle; docs/decisions/0030). Each state and each allowed transition is
 * written here once; every writer on the server asks these tables before it writes.
 */

/** The payment state of an online booking (a desk or request booking has none). */
export type BookingPaymentState = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

/** Why a booking's payment state changes. */
export type BookingEvent =
  /** The provider says the booking's current payment failed, was canceled or expired. */
  | 'payment-failed'
  | 'payment-canceled'
  | 'payment-expired'
  /** The hold lapsed while the payment is still open at the provider: the places are released. */
  | 'hold-lapsed'
  /** The provider could not even create a payment. */
  | 'payment-not-created'
  /** The player pays again (POST /reservations/{id}/retry). */
  | 'retry'
  /** Money arrived for the booking and is kept for it. */
  | 'paid';

export const bookingTransitions: Readonly<
  Record<BookingPaymentState, Partial<Record<BookingEvent, BookingPaymentState>>>
> = {
  open: {
    'payment-failed': 'failed',
    'payment-canceled': 'canceled',
    'payment-expired': 'expired',
    'hold-lapsed': 'expired',
    'payment-not-created': 'failed',
    paid: 'paid',
  },
  // A booking whose payment ended unpaid may be paid again, or be reinstated by a late payment.
  failed: { retry: 'open', paid: 'paid' },
  canceled: { retry: 'open', paid: 'paid' },
  expired: { retry: 'open', paid: 'paid' },
  // Final: a second payment for a paid booking is refunded (moneyArrives), never kept.
  paid: {},
};

/** The state a booking moves to on an event, or null when the event is not allowed in its state. */
export const nextBookingState = (
  state: BookingPaymentState,
  event: BookingEvent,
): BookingPaymentState | null => bookingTransitions[state][event] ?? null;

/** The booking event of a provider's final word on the booking's current payment. */
export const bookingEventOf = (state: 'failed' | 'canceled' | 'expired'): BookingEvent =>
  state === 'failed' ? 'payment-failed' : state === 'canceled' ? 'payment-canceled' : 'payment-expired';

/** A payment row's state: the provider's last word on it. */
export type PaymentRowState = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

/**
 * An open payment ends once. Money is never refused: should the provider report paid after it reported
 * the payment failed, canceled or expired, the payment is paid (and the money handled by moneyArrives).
 * A paid payment never becomes unpaid.
 */
export const paymentRowTransitions: Readonly<Record<PaymentRowState, readonly PaymentRowState[]>> = {
  open: ['paid', 'failed', 'canceled', 'expired'],
  failed: ['paid'],
  canceled: ['paid'],
  expired: ['paid'],
  paid: [],
};

export const paymentRowMayBecome = (from: PaymentRowState, to: PaymentRowState): boolean =>
  paymentRowTransitions[from].includes(to);

/** What became of the money of a paid payment. */
export type PaymentOutcome = 'kept' | 'refunding' | 'refunded' | 'refund-failed';

/**
 * null is a payment not (yet) paid. Kept money is refunded when staff cancel with a refund; should the
 * provider refuse a refund staff asked for, nothing changed and the money is kept again; an automatic
 * refund the provider refused is 'refund-failed', for staff to refund by hand, and may be asked for again.
 */
export const outcomeTransitions: Readonly<Record<'none' | PaymentOutcome, readonly PaymentOutcome[]>> = {
  none: ['kept', 'refunding'],
  kept: ['refunding'],
  refunding: ['refunded', 'refund-failed', 'kept'],
  'refund-failed': ['refunding'],
  refunded: [],
};

export const outcomeMayBecome = (from: PaymentOutcome | null, to: PaymentOutcome): boolean =>
  outcomeTransitions[from ?? 'none'].includes(to);

/** What the club knows about a booking when money arrives for it. */
export interface BookingAtPayment {
  /** Staff canceled it. */
  canceled: boolean;
  /** Its payment state (null for desk and request bookings, which are paid at the desk). */
  paymentState: BookingPaymentState | null;
  /** The payment it is paid with, when paid. */
  paymentId: string | null;
}

/**
 * Money arriving (docs/product.md, Booking lifecycle): a paid payment for a booking that staff have not
 * canceled and that is not already paid becomes that booking's payment ('keep'; the booking is reinstated
 * through the single claim when its hold had lapsed). A payment for a booking staff canceled, already paid
 * by another payment, or without an online payment state, is refunded in full. The same payment reported
 * twice is 'already' settled.
 */
export function moneyArrives(
  booking: BookingAtPayment,
  paymentId: string,
): 'keep' | 'refund' | 'already-kept' {
  if (booking.paymentState === 'paid' && booking.paymentId === paymentId) return 'already-kept';
  if (booking.canceled || booking.paymentState === null) return 'refund';
  return nextBookingState(booking.paymentState, 'paid') === null ? 'refund' : 'keep';
}

/** Does a booking hold its players on the sheet? The one definition (SQL twin: holdsItsPlayers). */
export function holdsPlaces(
  row: { holdsSlot: boolean; paymentState: BookingPaymentState | null; holdExpiresAt: Date | null },
  now: Date,
): boolean {
  return (
    row.holdsSlot &&
    (row.paymentState === 'paid' || row.holdExpiresAt === null || row.holdExpiresAt.getTime() > now.getTime())
  );
}
