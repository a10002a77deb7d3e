import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Canceler } from '../../../common/api/reservations';
import { formatTime, isoDate } from '../../../common/rules/clubTime';
import type { Db } from '../db/client';
import { reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import type { PaymentProvider } from '../payments/provider';
import { moveOutcome } from '../repositories/paymentRepository';
import type { ReservationRow } from '../repositories/reservationRepository';

/**
 * A cancel with a refund, by staff or by the player (docs/decisions/0019-refund-before-cancel.md): the
 * refund is asked of the provider first, outside any transaction, under a claim on the row; then the row
 * is canceled in a transaction that records the refund. Each caller words the refusals its own way.
 */

/** The refund id while the provider is being asked: a second cancel of the row waits its turn. */
export const PENDING_REFUND = 'pending';

export type CancelRefusal =
  | 'not-found'
  | 'canceled'
  /** Another cancel holds the refund claim. */
  | 'being-canceled'
  | 'not-paid-online'
  | 'payments-off'
  /** The provider refused or failed: nothing changed. */
  | 'provider-refused';

export class CancelRefused extends Error {
  constructor(readonly reason: CancelRefusal) {
    super(`cancel refused: ${reason}`);
  }
}

/** A refund the provider made for a booking about to be canceled. */
export interface CancelRefund {
  refundId: string;
  cents: number;
  paymentId: string;
}

/**
 * Refunds `cents` of a paid online booking's payment (all of it, or the club's share), before it is
 * canceled. The provider is called outside any transaction (the test provider writes to the database, and
 * PGlite has one connection); a claim on the row (refund_id 'pending', set once) keeps two cancels from
 * refunding it twice, and is released should the provider refuse, so that nothing changes.
 */
export async function refundBeforeCancel(
  db: Db,
  payments: PaymentProvider | null,
  id: string,
  cents: (row: ReservationRow) => number,
): Promise<CancelRefund> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new CancelRefused('not-found');
  if (row.canceledAt) throw new CancelRefused('canceled');
  if (row.source !== 'online' || row.paymentState !== 'paid' || !row.paymentId)
    throw new CancelRefused('not-paid-online');
  if (!payments) throw new CancelRefused('payments-off');
  const amount = cents(row);
  const claimed = await db
    .update(reservations)
    .set({ refundId: PENDING_REFUND })
    .where(and(eq(reservations.id, id), isNull(reservations.refundId), isNull(reservations.canceledAt)))
    .returning({ id: reservations.id });
  if (claimed.length === 0) {
    const [now] = await db
      .select({ canceledAt: reservations.canceledAt })
      .from(reservations)
      .where(eq(reservations.id, id));
    throw new CancelRefused(now?.canceledAt ? 'canceled' : 'being-canceled');
  }
  const paymentId = row.paymentId;
  // The payment's own record (reservation_payments) follows its machine: kept, refunding, refunded.
  await moveOutcome(db, paymentId, 'kept', 'refunding');
  try {
    const description = `Refund green fee ${isoDate(row)} ${formatTime(row.hour, row.minute)}`;
    const { refundId } = await payments.refund(paymentId, amount, description);
    return { refundId, cents: amount, paymentId };
  } catch {
    await db.transaction(async (tx) => {
      await tx.update(reservations).set({ refundId: null }).where(eq(reservations.id, id));
      await moveOutcome(tx, paymentId, 'refunding', 'kept');
    });
    throw new CancelRefused('provider-refused');
  }
}

/**
 * Cancels the row in the caller's transaction: its players no longer hold the time, and it stays for the
 * accounts, with who canceled it and the refund made first. The payment's row is locked before the
 * booking's, in the order the payment flow locks them. A booking canceled meanwhile by a cancel without a
 * refund still records this one's refund (the money went back), and is answered as canceled by it.
 */
export async function cancelRow(
  tx: DbOrTx,
  id: string,
  change: {
    now: Date;
    by: Canceler;
    refund: CancelRefund | null;
    /** Run on the locked row before it changes: a caller's own reason to refuse (it throws). */
    check?: (before: ReservationRow) => void;
  },
): Promise<{ before: ReservationRow; updated: ReservationRow }> {
  const { now, by, refund } = change;
  if (refund)
    await moveOutcome(tx, refund.paymentId, 'refunding', 'refunded', {
      refundId: refund.refundId,
      cents: refund.cents,
    });
  const [before] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  if (!before) throw new CancelRefused('not-found');
  if (before.canceledAt && !refund) throw new CancelRefused('canceled');
  change.check?.(before);
  const [updated] = await tx
    .update(reservations)
    .set({
      ...(before.canceledAt ? {} : { canceledAt: now, canceledBy: by, holdsSlot: false, clientHash: null }),
      ...(refund
        ? {
            refundedCents: sql`coalesce(${reservations.refundedCents}, 0) + ${refund.cents}`,
            refundId: refund.refundId,
          }
        : {}),
    })
    .where(eq(reservations.id, id))
    .returning();
  if (!updated) throw new CancelRefused('not-found');
  return { before, updated };
}
