import { eq, sql } from 'drizzle-orm';
import { holdsPlaces, moneyArrives, paymentRowMayBecome } from '../../../common/rules/bookingStates';
import { formatTime, isoDate } from '../../../common/rules/clubTime';
import { auditLog, reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { enqueueMails, type OutgoingMail } from '../mail/outbox';
import {
  lockPayment,
  moveOutcome,
  type PaymentRow,
  setPaymentState,
} from '../repositories/paymentRepository';
import type { ReservationRow } from '../repositories/reservationRepository';
import type { BookingServiceOptions } from './bookingService';
import { changeArrival, HoldMovedMeanwhile } from './changeHold';
import { claimTeeTime } from './claimTeeTime';
import { bookingConfirmationMail, type MailClub, mailClubOf } from './confirmationMail';
import { partnerCopyMails } from './partnerCopyMail';
import {
  overbookedMail,
  type RefundReason,
  refundedToClubMail,
  refundedToPlayerMail,
  refundFailedMail,
} from './paymentMails';

/** What settling money needs: the booking service's own dependencies (bookingService.ts). */
export type MoneyArrivingOptions = BookingServiceOptions;

/** The audit log's actor for what the payment flow does on its own. */
const PAYMENTS_ACTOR = 'payments';

/** The booking was moved while a payment for it was being settled: settle it again at its new time. */
class MovedMeanwhile extends Error {}

/** What money arriving came to, decided under the locks, acted on after them. */
type Arrival =
  | { kind: 'none' }
  | { kind: 'kept'; row: ReservationRow; reinstated: boolean }
  | { kind: 'refund'; row: ReservationRow; reason: RefundReason };

const sameTime = (a: ReservationRow, b: ReservationRow) =>
  a.type === b.type &&
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute;

/**
 * Money arriving for a booking (docs/product.md, Booking lifecycle; the rule: moneyArrives in
 * common/rules/bookingStates.ts): kept for it, reinstating it through the single claim when its hold had
 * lapsed, or refunded in full, with staff and the player told.
 */
export function createMoneyArriving(opts: MoneyArrivingOptions) {
  const { db, log } = opts;

  /**
   * Under the time's lock (claimTeeTime) and then the payment's and the booking's: what the money of a
   * paid payment becomes (common/rules/bookingStates.ts, moneyArrives). Kept, it makes the booking paid
   * with it, holding its time again if the hold had lapsed; otherwise it is marked for a full refund.
   */
  async function decideArrival(
    tx: DbOrTx,
    paymentId: string,
    seen: ReservationRow,
    mailClub: MailClub,
  ): Promise<Arrival> {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return { kind: 'none' };
    if (payment.state !== 'paid') {
      if (!paymentRowMayBecome(payment.state, 'paid')) return { kind: 'none' };
      await setPaymentState(tx, paymentId, payment.state, 'paid');
    }
    // Its money was already kept or sent back: a report told twice changes nothing.
    if (payment.outcome !== null) return { kind: 'none' };
    const [row] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, payment.reservationId))
      .for('update');
    if (!row) return { kind: 'none' };
    if (!sameTime(row, seen)) throw new MovedMeanwhile();
    const decision = moneyArrives(
      { canceled: row.canceledAt !== null, paymentState: row.paymentState, paymentId: row.paymentId },
      paymentId,
    );
    if (decision === 'already-kept') {
      await moveOutcome(tx, paymentId, null, 'kept');
      return { kind: 'none' };
    }
    if (decision === 'refund') {
      await moveOutcome(tx, paymentId, null, 'refunding');
      const reason: RefundReason =
        row.paymentState === 'paid' && !row.canceledAt ? 'already-paid' : 'canceled';
      await tx.insert(auditLog).values({
        actor: PAYMENTS_ACTOR,
        action: 'payment.refund.start',
        target: `booking ${row.id} payment ${paymentId}: paid after ${reason === 'canceled' ? 'cancel' : 'another payment'}`,
      });
      return { kind: 'refund', row, reason };
    }
    const reinstated = !holdsPlaces(row, new Date());
    const [paid] = await tx
      .update(reservations)
      .set({
        paymentState: 'paid',
        paymentId,
        holdsSlot: true,
        holdExpiresAt: null,
        confirmationQueuedAt: new Date(),
        clientHash: null,
      })
      .where(eq(reservations.id, row.id))
      .returning();
    if (!paid) return { kind: 'none' };
    await moveOutcome(tx, paymentId, null, 'kept');
    // The partners who gave an e-mail get a copy, one per address (docs/product.md, Playing partners).
    const mails: OutgoingMail[] = [
      bookingConfirmationMail(paid, mailClub, opts.publicUrl),
      ...partnerCopyMails(paid, mailClub),
    ];
    await enqueueMails(tx, mails);
    if (reinstated)
      await tx.insert(auditLog).values({
        actor: PAYMENTS_ACTOR,
        action: 'payment.reinstate',
        target: `booking ${row.id} payment ${paymentId}: paid after its hold lapsed`,
      });
    return { kind: 'kept', row: paid, reinstated };
  }

  /** Money arrived: kept for its booking (reinstated through the single claim) or refunded in full. */
  async function paymentPaid(payment: PaymentRow): Promise<void> {
    // Read before the transaction: on PGlite the transaction holds the one connection, and a cache miss
    // inside it (after any change to the sheet) would wait for that connection forever.
    const config = await opts.reservations.teeSheetConfig();
    const mailClub = mailClubOf(await opts.clubDetails());
    let arrival: Arrival = { kind: 'none' };
    for (let attempt = 0; ; attempt++) {
      const seen = await opts.reservations.findRow(payment.reservationId);
      if (!seen) return;
      try {
        arrival = await db.transaction(async (tx) => {
          // The difference of a player's change to a dearer time: it completes the change (changeHold.ts).
          if (seen.changeOf)
            return changeArrival(tx, {
              payment,
              seen,
              config,
              teeSheet: opts.reservations,
              mailClub,
              publicUrl: opts.publicUrl,
              clubEmail: opts.clubEmail,
              now: new Date(),
            });
          const claim = await claimTeeTime(
            tx,
            opts.reservations,
            { time: seen, party: seen.adults + seen.juniors, rowId: seen.id },
            { config, membersOnlyAllowed: true, allowOverbook: true },
            (tx) => decideArrival(tx, payment.id, seen, mailClub),
          );
          const arrived = claim.written;
          if (arrived.kind === 'kept' && claim.overbooked)
            await enqueueMails(tx, [overbookedMail(opts.clubEmail, arrived.row, claim.players)]);
          return arrived;
        });
        break;
      } catch (error) {
        const moved = error instanceof MovedMeanwhile || error instanceof HoldMovedMeanwhile;
        if (!moved || attempt >= 2) throw error;
      }
    }
    if (arrival.kind === 'kept') {
      opts.kickOutbox();
      // The booking is stored and its mail queued: a failed notice only delays the sheet's next reload.
      await opts
        .onConfirmed?.()
        .catch((error) => log.warn({ err: error }, 'could not announce a paid booking'));
    }
    if (arrival.kind === 'refund') await refundArrived(payment, arrival.row, arrival.reason);
  }

  /**
   * Refunds money the booking cannot take, outside any transaction (the provider is slow, and the test
   * provider writes to the database: PGlite has one connection). Staff are told either way (audit log and
   * a mail to the club); the player gets one mail once the refund is made.
   */
  async function refundArrived(payment: PaymentRow, row: ReservationRow, reason: RefundReason) {
    const cents = payment.amountCents;
    // Before the transaction, as in paymentPaid.
    const club = await opts.clubDetails();
    const description = `Refund green fee ${isoDate(row)} ${formatTime(row.hour, row.minute)}`;
    let refundId: string | null = null;
    try {
      refundId = (await opts.payments.refund(payment.id, cents, description)).refundId;
    } catch (error) {
      log.error({ err: error, reservationId: row.id }, 'a late payment could not be refunded');
    }
    await db.transaction(async (tx) => {
      if (refundId === null) {
        if (!(await moveOutcome(tx, payment.id, 'refunding', 'refund-failed'))) return;
        await tx.insert(auditLog).values({
          actor: PAYMENTS_ACTOR,
          action: 'payment.refund.failed',
          target: `booking ${row.id} payment ${payment.id}`,
        });
        await enqueueMails(tx, [refundFailedMail(opts.clubEmail, row, payment.id, cents, reason)]);
        return;
      }
      if (!(await moveOutcome(tx, payment.id, 'refunding', 'refunded', { refundId, cents }))) return;
      // A booking staff canceled says all that was refunded of it, a cancel's refund and this one; so
      // does a change's hold that lapsed.
      if (reason === 'canceled' || reason === 'change-lapsed')
        await tx
          .update(reservations)
          .set({
            refundedCents: sql`coalesce(${reservations.refundedCents}, 0) + ${cents}`,
            refundId: sql`coalesce(${reservations.refundId}, ${refundId})`,
          })
          .where(eq(reservations.id, row.id));
      await tx.insert(auditLog).values({
        actor: PAYMENTS_ACTOR,
        action: 'payment.refund',
        target: `booking ${row.id} payment ${payment.id} refunded ${refundId}`,
      });
      const player = refundedToPlayerMail(club, row, payment.id, cents, reason);
      await enqueueMails(tx, [
        refundedToClubMail(opts.clubEmail, row, payment.id, cents, reason),
        ...(player ? [player] : []),
      ]);
    });
    opts.kickOutbox();
  }
  return paymentPaid;
}
