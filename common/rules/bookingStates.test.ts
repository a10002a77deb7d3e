import { describe, expect, it } from 'vitest';
import {
  type BookingEvent,
  type BookingPaymentState,
  bookingTransitions,
  holdsPlaces,
  moneyArrives,
  nextBookingState,
  outcomeMayBecome,
  paymentRowMayBecome,
} from './bookingStates';

const states: BookingPaymentState[] = ['open', 'paid', 'failed', 'canceled', 'expired'];
const events: BookingEvent[] = [
  'payment-failed',
  'payment-canceled',
  'payment-expired',
  'hold-lapsed',
  'payment-not-created',
  'retry',
  'paid',
];

describe('the payment state of a booking (docs/product.md, Booking lifecycle)', () => {
  it('ends an open booking by the provider, by the lapse of its hold, or by payment', () => {
    expect(nextBookingState('open', 'payment-failed')).toBe('failed');
    expect(nextBookingState('open', 'payment-canceled')).toBe('canceled');
    expect(nextBookingState('open', 'payment-expired')).toBe('expired');
    expect(nextBookingState('open', 'hold-lapsed')).toBe('expired');
    expect(nextBookingState('open', 'payment-not-created')).toBe('failed');
    expect(nextBookingState('open', 'paid')).toBe('paid');
    expect(nextBookingState('open', 'retry')).toBeNull();
  });

  it('lets a booking that ended unpaid be tried again or reinstated by a late payment, nothing else', () => {
    for (const state of ['failed', 'canceled', 'expired'] as const) {
      expect(nextBookingState(state, 'retry')).toBe('open');
      expect(nextBookingState(state, 'paid')).toBe('paid');
      expect(nextBookingState(state, 'payment-failed')).toBeNull();
      expect(nextBookingState(state, 'hold-lapsed')).toBeNull();
    }
  });

  it('never moves a paid booking', () => {
    for (const event of events) expect(nextBookingState('paid', event)).toBeNull();
  });

  it('names only known states as targets', () => {
    for (const state of states)
      for (const next of Object.values(bookingTransitions[state])) expect(states).toContain(next);
  });
});

describe('a payment row', () => {
  it('ends an open payment once; money reported after an unpaid end is still taken; paid is final', () => {
    expect(paymentRowMayBecome('open', 'failed')).toBe(true);
    expect(paymentRowMayBecome('expired', 'paid')).toBe(true);
    expect(paymentRowMayBecome('failed', 'expired')).toBe(false);
    expect(paymentRowMayBecome('paid', 'failed')).toBe(false);
    expect(paymentRowMayBecome('paid', 'open')).toBe(false);
  });

  it('keeps or refunds its money, and never un-refunds it', () => {
    expect(outcomeMayBecome(null, 'kept')).toBe(true);
    expect(outcomeMayBecome(null, 'refunding')).toBe(true);
    expect(outcomeMayBecome('kept', 'refunding')).toBe(true);
    expect(outcomeMayBecome('refunding', 'refunded')).toBe(true);
    expect(outcomeMayBecome('refund-failed', 'refunding')).toBe(true);
    expect(outcomeMayBecome('refunded', 'kept')).toBe(false);
    expect(outcomeMayBecome('refunded', 'refunding')).toBe(false);
    expect(outcomeMayBecome(null, 'refunded')).toBe(false);
  });
});

describe('money arriving', () => {
  const booking = (over: Partial<Parameters<typeof moneyArrives>[0]>) => ({
    canceled: false,
    paymentState: 'open' as BookingPaymentState | null,
    paymentId: 'tr_current',
    ...over,
  });

  it('pays a booking that staff did not cancel and that is not paid, whichever of its payments it is', () => {
    expect(moneyArrives(booking({}), 'tr_current')).toBe('keep');
    expect(moneyArrives(booking({}), 'tr_older')).toBe('keep');
    expect(moneyArrives(booking({ paymentState: 'expired', paymentId: null }), 'tr_older')).toBe('keep');
  });

  it('refunds money for a booking staff canceled, or one already paid by another payment', () => {
    expect(moneyArrives(booking({ canceled: true }), 'tr_current')).toBe('refund');
    expect(moneyArrives(booking({ paymentState: 'paid' }), 'tr_second')).toBe('refund');
    expect(moneyArrives(booking({ paymentState: null, paymentId: null }), 'tr_x')).toBe('refund');
  });

  it('knows the same payment reported twice', () => {
    expect(moneyArrives(booking({ paymentState: 'paid' }), 'tr_current')).toBe('already-kept');
  });
});

describe('holdsPlaces', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const later = new Date('2026-06-01T10:05:00Z');
  const earlier = new Date('2026-06-01T09:55:00Z');
  it('counts paid, desk and running holds; not released or lapsed ones', () => {
    expect(holdsPlaces({ holdsSlot: true, paymentState: 'paid', holdExpiresAt: null }, now)).toBe(true);
    expect(holdsPlaces({ holdsSlot: true, paymentState: null, holdExpiresAt: null }, now)).toBe(true);
    expect(holdsPlaces({ holdsSlot: true, paymentState: 'open', holdExpiresAt: later }, now)).toBe(true);
    expect(holdsPlaces({ holdsSlot: true, paymentState: 'open', holdExpiresAt: earlier }, now)).toBe(false);
    expect(holdsPlaces({ holdsSlot: false, paymentState: 'paid', holdExpiresAt: null }, now)).toBe(false);
  });
});
