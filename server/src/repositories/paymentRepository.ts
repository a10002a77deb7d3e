import { and, asc, eq, lt, sql } from 'drizzle-orm';
import {
  outcomeMayBecome,
  type PaymentOutcome,
  type PaymentRowState,
  paymentRowMayBecome,
} from '../../../common/rules/bookingStates';
import { reservationPayments, reservationRefunds, reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';

/**
 * Every payment the club created with the provider, one row each (table reservation_payments): the
 * booking it is for, the provider's last word on it, and what became of its money. The booking's
 * payment_id names only its current payment; this table keeps the others traceable until final.
 */
export type PaymentRow = typeof reservationPayments.$inferSelect;

/** A payment created for a booking becomes its current payment, in one transaction. */
export async function recordPayment(
  tx: DbOrTx,
  payment: { id: string; reservationId: string; amountCents: number },
): Promise<void> {
  await tx
    .insert(reservationPayments)
    .values({ ...payment, state: 'open' })
    .onConflictDoNothing();
  await tx
    .update(reservations)
    .set({ paymentId: payment.id })
    .where(eq(reservations.id, payment.reservationId));
}

export async function findPayment(tx: DbOrTx, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(reservationPayments).where(eq(reservationPayments.id, id));
  return row ?? null;
}

/** The payment's row, locked until the transaction ends: two reports of one payment go one by one. */
export async function lockPayment(tx: DbOrTx, id: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(reservationPayments)
    .where(eq(reservationPayments.id, id))
    .for('update');
  return row ?? null;
}

/** Records the provider's word on a payment, only as its machine allows (paymentRowMayBecome). */
export async function setPaymentState(
  tx: DbOrTx,
  id: string,
  from: PaymentRowState,
  to: PaymentRowState,
): Promise<void> {
  if (!paymentRowMayBecome(from, to)) throw new Error(`a payment cannot go from ${from} to ${to}`);
  const now = new Date();
  await tx
    .update(reservationPayments)
    .set({ state: to, updatedAt: now, ...(to === 'paid' ? { paidAt: now } : {}) })
    .where(and(eq(reservationPayments.id, id), eq(reservationPayments.state, from)));
}

/**
 * Moves the outcome only from the one given, and only as its machine allows (outcomeMayBecome): answers
 * whether this writer made the move. A refund adds to what was refunded of the payment before: a player's
 * change to a cheaper time refunds part of it and keeps it (docs/product.md, Change online). Each refund
 * is also a row of reservation_refunds, in the same transaction: the payments export lists them one by one.
 */
export async function moveOutcome(
  tx: DbOrTx,
  id: string,
  from: PaymentOutcome | null,
  to: PaymentOutcome,
  refund?: { refundId: string; cents: number },
): Promise<boolean> {
  if (!outcomeMayBecome(from, to)) throw new Error(`a payment's outcome cannot go from ${from} to ${to}`);
  const moved = await tx
    .update(reservationPayments)
    .set({
      outcome: to,
      updatedAt: new Date(),
      ...(refund
        ? {
            refundId: refund.refundId,
            refundedCents: sql`coalesce(${reservationPayments.refundedCents}, 0) + ${refund.cents}`,
          }
        : {}),
    })
    .where(
      and(
        eq(reservationPayments.id, id),
        from === null ? sql`${reservationPayments.outcome} is null` : eq(reservationPayments.outcome, from),
      ),
    )
    .returning({ reservationId: reservationPayments.reservationId });
  const [row] = moved;
  if (row && refund) {
    await tx.insert(reservationRefunds).values({
      id: refund.refundId,
      paymentId: id,
      reservationId: row.reservationId,
      amountCents: refund.cents,
    });
  }
  return row !== undefined;
}

/**
 * Payments still open at the provider that nobody asked about since `before`: the sweep asks again, the
 * longest-waiting first, until each is final.
 */
export async function listOpenPayments(tx: DbOrTx, before: Date, limit = 100): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(reservationPayments)
    .where(and(eq(reservationPayments.state, 'open'), lt(reservationPayments.updatedAt, before)))
    .orderBy(asc(reservationPayments.updatedAt))
    .limit(limit);
}

/** The sweep asked about it now: the others come first next time. */
export async function markAsked(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(reservationPayments).set({ updatedAt: new Date() }).where(eq(reservationPayments.id, id));
}
