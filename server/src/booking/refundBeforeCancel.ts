import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Canceler } from '../../../common/api/reservations';
import { formatTime, isoDate } from '../../../common/rules/clubTime';
import type { Db } from '../db/client';
import { auditLog, reservationPayments, reservations } from '../db/schema';
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

/** What the provider refunded of one payment. */
export interface RefundPart {
  paymentId: string;
  refundId: string;
  cents: number;
  /** Nothing is left of the payment once refunded: its outcome ends `refunded`. */
  drained: boolean;
}

/**
 * A refund the provider made for a booking about to be canceled or changed: all it refunded, and the first
 * refund's ids. A booking changed to a dearer time keeps two payments (docs/product.md, Change online), so
 * one refund may take a part of each (`parts`); any other takes its one payment.
 */
export interface CancelRefund {
  refundId: string;
  cents: number;
  paymentId: string;
  parts: RefundPart[];
}

/** A payment kept for a booking, and what is left of it to refund. */
interface KeptPayment {
  id: string;
  leftCents: number;
}

/**
 * The payments a paid online booking keeps, newest first: its own, and the difference paid for each of its
 * changes to a dearer time (the change's hold row keeps that payment: reservations.change_of). Its own
 * payment is asked of the provider even without a record of its own (as before the records existed).
 */
async function keptPayments(tx: DbOrTx, row: ReservationRow): Promise<KeptPayment[]> {
  const holds = tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.changeOf, row.id));
  const changes = await tx
    .select()
    .from(reservationPayments)
    .where(and(eq(reservationPayments.outcome, 'kept'), inArray(reservationPayments.reservationId, holds)))
    .orderBy(desc(reservationPayments.createdAt));
  const [own] = row.paymentId
    ? await tx.select().from(reservationPayments).where(eq(reservationPayments.id, row.paymentId))
    : [];
  const left = (p: { amountCents: number; refundedCents: number | null }) =>
    p.amountCents - (p.refundedCents ?? 0);
  return [
    ...changes.map((p) => ({ id: p.id, leftCents: left(p) })),
    ...(row.paymentId ? [{ id: row.paymentId, leftCents: own ? left(own) : Number.POSITIVE_INFINITY }] : []),
  ].filter((p) => p.leftCents > 0);
}

/**
 * Which payments a refund of `cents` takes: one that holds all of it, the newest first; otherwise a part of
 * each, newest first. A booking with one payment always takes that one.
 */
function refundPlan(kept: KeptPayment[], cents: number): { payment: KeptPayment; cents: number }[] {
  const whole = kept.find((p) => p.leftCents >= cents);
  if (whole || kept.length <= 1) {
    const payment = whole ?? kept[0];
    return payment ? [{ payment, cents }] : [];
  }
  const plan: { payment: KeptPayment; cents: number }[] = [];
  let rest = cents;
  for (const payment of kept) {
    if (rest <= 0) break;
    const part = Math.min(rest, payment.leftCents);
    plan.push({ payment, cents: part });
    rest -= part;
  }
  return plan;
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
  // Claimed only at the price the amount was reckoned from: a player's change that repriced the booking
  // meanwhile (and released its own claim) makes this refund wait its turn.
  const claimed = await db
    .update(reservations)
    .set({ refundId: PENDING_REFUND })
    .where(
      and(
        eq(reservations.id, id),
        isNull(reservations.refundId),
        isNull(reservations.canceledAt),
        eq(reservations.priceCents, row.priceCents),
      ),
    )
    .returning({ id: reservations.id });
  if (claimed.length === 0) {
    const [now] = await db
      .select({ canceledAt: reservations.canceledAt })
      .from(reservations)
      .where(eq(reservations.id, id));
    throw new CancelRefused(now?.canceledAt ? 'canceled' : 'being-canceled');
  }
  const plan = refundPlan(await keptPayments(db, row), amount);
  const description = `Refund green fee ${isoDate(row)} ${formatTime(row.hour, row.minute)}`;
  const parts: RefundPart[] = [];
  for (const { payment, cents: part } of plan) {
    // The payment's own record (reservation_payments) follows its machine: kept, refunding, refunded.
    await moveOutcome(db, payment.id, 'kept', 'refunding');
    try {
      const { refundId } = await payments.refund(payment.id, part, description);
      parts.push({ paymentId: payment.id, refundId, cents: part, drained: part >= payment.leftCents });
    } catch {
      if (parts.length > 0) {
        // Part of the money went back already: that stands, and the rest stays kept, for staff to refund.
        await db.transaction(async (tx) => {
          await moveOutcome(tx, payment.id, 'refunding', 'kept');
          await tx.insert(auditLog).values({
            actor: 'payments',
            action: 'payment.refund.failed',
            target: `booking ${id} payment ${payment.id}: EUR ${(part / 100).toFixed(2)} not refunded`,
          });
        });
        break;
      }
      await db.transaction(async (tx) => {
        await tx.update(reservations).set({ refundId: null }).where(eq(reservations.id, id));
        await moveOutcome(tx, payment.id, 'refunding', 'kept');
      });
      throw new CancelRefused('provider-refused');
    }
  }
  const [first] = parts;
  if (!first) {
    // Nothing left to refund (never for a booking paid in full): release the claim.
    await db.update(reservations).set({ refundId: null }).where(eq(reservations.id, id));
    throw new CancelRefused('provider-refused');
  }
  return {
    refundId: first.refundId,
    paymentId: first.paymentId,
    cents: parts.reduce((sum, p) => sum + p.cents, 0),
    parts,
  };
}

/** The booking is no longer at the price a change's refund was reckoned from: plan the change again. */
export class RepricedMeanwhile extends Error {}

/**
 * The player's change to a cheaper time (docs/product.md, Change online): the difference is refunded as a
 * cancel's share is, under the same claim, so a double click refunds once; `recordChangeRefund` records it
 * in the change's transaction and releases the claim, since the booking stands. The difference was
 * reckoned from `planned`'s price: a booking repriced since is refused (RepricedMeanwhile), as is a claim
 * made after it was (the claim's price condition).
 */
export const refundBeforeChange = (
  db: Db,
  payments: PaymentProvider | null,
  planned: Pick<ReservationRow, 'id' | 'priceCents'>,
  cents: number,
) =>
  refundBeforeCancel(db, payments, planned.id, (row) => {
    if (row.priceCents !== planned.priceCents) throw new RepricedMeanwhile();
    return cents;
  });

/**
 * Records a change's refund in the caller's transaction, before the booking's row is locked (the payment
 * flow's order): each payment refunded keeps the rest of its money for the booking, or is done when
 * nothing is left of it. The caller adds the refund to the row and releases the claim
 * (`changeRefundColumns`).
 */
export async function recordChangeRefund(tx: DbOrTx, refund: CancelRefund): Promise<void> {
  for (const part of refund.parts)
    await moveOutcome(tx, part.paymentId, 'refunding', part.drained ? 'refunded' : 'kept', {
      refundId: part.refundId,
      cents: part.cents,
    });
}

/** The booking's columns after a change's refund: what was refunded grows, and the claim is released. */
export const changeRefundColumns = (refund: CancelRefund) => ({
  refundedCents: sql<number>`coalesce(${reservations.refundedCents}, 0) + ${refund.cents}`,
  refundId: null,
});

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
  for (const part of refund?.parts ?? [])
    await moveOutcome(tx, part.paymentId, 'refunding', 'refunded', {
      refundId: part.refundId,
      cents: part.cents,
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
