import { describe, expect, it } from 'vitest';
import { type ChangeAtPayment, changeMoney, changeMoneyArrives, mustBePaidFirst } from './bookingChange';

const paidOnline = { source: 'online', paymentState: 'paid', priceCents: 10_000 } as const;
const FULL = { refundPercent: 100 };

describe('the player’s own change (docs/product.md, Change online)', () => {
  it('refunds the difference of a paid online booking to a lower price, and asks for it to a higher one', () => {
    expect(changeMoney(paidOnline, 7_500, FULL)).toEqual({ kind: 'refund', cents: 2_500 });
    expect(changeMoney(paidOnline, 12_000, FULL)).toEqual({ kind: 'pay', cents: 2_000 });
    expect(changeMoney(paidOnline, 10_000, FULL)).toEqual({ kind: 'none' });
  });

  it('refunds only the club’s share of the difference, as a cancel does: no change refunds more', () => {
    expect(changeMoney(paidOnline, 2_500, { refundPercent: 50 })).toEqual({ kind: 'refund', cents: 3_750 });
    expect(changeMoney(paidOnline, 2_500, { refundPercent: 0 })).toEqual({ kind: 'none' });
  });

  it('moves no money for a booking paid at the desk', () => {
    for (const source of ['desk', 'request'] as const) {
      expect(changeMoney({ source, paymentState: null, priceCents: 10_000 }, 20_000, FULL)).toEqual({
        kind: 'none',
      });
      expect(mustBePaidFirst({ source, paymentState: null })).toBe(false);
    }
  });

  it('changes an online booking only once it is paid', () => {
    for (const paymentState of ['open', 'failed', 'canceled', 'expired'] as const)
      expect(mustBePaidFirst({ source: 'online', paymentState })).toBe(true);
    expect(mustBePaidFirst(paidOnline)).toBe(false);
  });
});

describe('money at a change’s checkout', () => {
  const waiting: ChangeAtPayment = {
    hold: { canceled: false, holds: true, paymentState: 'open', paymentId: 'tr_1' },
    booking: { canceled: false, paymentState: 'paid' },
  };

  it('completes the change while the hold holds the new time and the booking stands paid', () => {
    expect(changeMoneyArrives(waiting, 'tr_1')).toBe('complete');
  });

  it('is settled once', () => {
    expect(changeMoneyArrives({ ...waiting, hold: { ...waiting.hold, paymentState: 'paid' } }, 'tr_1')).toBe(
      'already-kept',
    );
  });

  it('refunds money for a lapsed, released or replaced hold, or a booking that no longer stands', () => {
    expect(changeMoneyArrives({ ...waiting, hold: { ...waiting.hold, holds: false } }, 'tr_1')).toBe(
      'refund',
    );
    expect(
      changeMoneyArrives(
        { ...waiting, hold: { ...waiting.hold, paymentState: 'expired', holds: false } },
        'tr_1',
      ),
    ).toBe('refund');
    expect(changeMoneyArrives({ ...waiting, hold: { ...waiting.hold, canceled: true } }, 'tr_1')).toBe(
      'refund',
    );
    expect(
      changeMoneyArrives({ ...waiting, booking: { canceled: true, paymentState: 'paid' } }, 'tr_1'),
    ).toBe('refund');
    expect(changeMoneyArrives({ ...waiting, booking: null }, 'tr_1')).toBe('refund');
    // Not the hold's own payment.
    expect(changeMoneyArrives(waiting, 'tr_2')).toBe('refund');
  });
});
