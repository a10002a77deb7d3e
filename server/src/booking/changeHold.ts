import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { changeMoneyArrives } from '../../../common/rules/bookingChange';
import { holdsPlaces, nextBookingState, paymentRowMayBecome } from '../../../common/rules/bookingStates';
import { type CalendarDate, formatTime, isoDate } from '../../../common/rules/clubTime';
import type { TeeSheetConfig } from '../../../common/rules/teeSheet';
import { auditLog, reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { enqueueMails } from '../mail/outbox';
import {
  lockPayment,
  moveOutcome,
  type PaymentRow,
  setPaymentState,
} from '../repositories/paymentRepository';
import { HOLD_MINUTES, type ReservationRow, type SoldPrice } from '../repositories/reservationRepository';
import { lockTeeTime, type TeeSheetRepository, type TeeTimeRef } from '../repositories/teeSheetRepository';
import { claimTeeTime } from './claimTeeTime';
import type { MailClub } from './confirmationMail';
import { changeOverbookedMail, playerChangedMail } from './playerChangeMails';
import { reminderMarkAfterMove } from './reminders';
import { noMailNote } from './sheetChangeMails';

/**
 * A player's change to a dearer time (docs/product.md, Change online): a row of its own holds the new time
 * while the difference is paid (reservations.change_of names the booking), and the booking keeps its old
 * time until then. Paid, the hold gives its places to the booking, which moves there; unpaid, the hold ends
 * as any unpaid booking, and money that arrives for it later is refunded.
 */

/** The time and party a player changes their booking to. */
export interface ChangeTarget extends CalendarDate {
  hour: number;
  minute: number;
  adults: number;
  juniors: number;
}

/** A row's tee time, as the claim takes it. */
export const teeTimeOf = (row: ReservationRow): TeeTimeRef => ({
  type: row.type,
  year: row.year,
  month: row.month,
  day: row.day,
  hour: row.hour,
  minute: row.minute,
});

const sameTime = (a: ReservationRow, b: ReservationRow) =>
  a.type === b.type && isoDate(a) === isoDate(b) && a.hour === b.hour && a.minute === b.minute;

/** The other players named, no more than the new party has besides the booker (Playing partners). */
export function partnersFor(partners: ReservationRow['partners'], party: number): ReservationRow['partners'] {
  const kept = partners?.slice(0, Math.max(0, party - 1)) ?? [];
  return kept.length > 0 ? kept : null;
}

/**
 * The hold of a change to a dearer time: an online booking of the player's (details copied, no client
 * hash: it counts against no client's open holds), at the new time and party, priced at the difference
 * by the new date's price list, open for HOLD_MINUTES as an online booking is. The caller claims its time.
 */
export async function insertChangeHold(
  tx: DbOrTx,
  booking: ReservationRow,
  target: ChangeTarget,
  price: SoldPrice,
  differenceCents: number,
  now: Date,
): Promise<ReservationRow> {
  const [hold] = await tx
    .insert(reservations)
    .values({
      id: randomUUID(),
      type: booking.type,
      year: target.year,
      month: target.month,
      day: target.day,
      hour: target.hour,
      minute: target.minute,
      firstname: booking.firstname,
      lastname: booking.lastname,
      handicap: booking.handicap,
      email: booking.email,
      telephone: booking.telephone,
      memberNumber: booking.memberNumber,
      federationNumber: booking.federationNumber,
      adults: target.adults,
      juniors: target.juniors,
      priceCents: differenceCents,
      priceListId: price.priceListId,
      paymentState: 'open',
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      locale: booking.locale,
      source: 'online',
      changeOf: booking.id,
    })
    .returning();
  if (!hold) throw new Error('insert returned no row');
  return hold;
}

/**
 * Releases the holds of a booking's earlier changes that still wait for their payment: a new change
 * replaces them (canceled by the player; money paid at their checkouts after all is refunded). The caller
 * holds the booking's lock: the booking's row before its holds', as the payment flow takes them.
 */
export async function releaseChangeHolds(tx: DbOrTx, bookingId: string, now: Date): Promise<number> {
  const released = await tx
    .update(reservations)
    .set({ holdsSlot: false, canceledAt: now, canceledBy: 'player', clientHash: null })
    .where(
      and(
        eq(reservations.changeOf, bookingId),
        isNull(reservations.canceledAt),
        eq(reservations.paymentState, 'open'),
      ),
    )
    .returning({ id: reservations.id });
  return released.length;
}

/** Does the booking have a change waiting for its payment? */
export async function hasWaitingChange(tx: DbOrTx, bookingId: string): Promise<boolean> {
  const [waiting] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.changeOf, bookingId),
        isNull(reservations.canceledAt),
        eq(reservations.paymentState, 'open'),
      ),
    )
    .limit(1);
  return waiting !== undefined;
}

/** The checkout of a change could not be created: its hold ends as a new booking's would. */
export async function releaseUnpaidHold(tx: DbOrTx, holdId: string): Promise<void> {
  const next = nextBookingState('open', 'payment-not-created');
  if (!next) return;
  await tx
    .update(reservations)
    .set({ paymentState: next, holdsSlot: false, clientHash: null })
    .where(and(eq(reservations.id, holdId), eq(reservations.paymentState, 'open')));
}

/** The hold moved between its read and its lock: settle its payment again (moneyArriving retries). */
export class HoldMovedMeanwhile extends Error {}

export interface ChangeArrivalContext {
  /** The payment, and its change's hold, as read before the transaction. */
  payment: PaymentRow;
  seen: ReservationRow;
  config: TeeSheetConfig;
  teeSheet: Pick<TeeSheetRepository, 'blocksOn'>;
  mailClub: MailClub;
  publicUrl: string;
  clubEmail: string;
  now: Date;
}

/** What money for a change came to (the shape of moneyArriving.ts's own decisions). */
export type ChangeArrival =
  | { kind: 'none' }
  | { kind: 'kept'; row: ReservationRow; reinstated: false }
  | { kind: 'refund'; row: ReservationRow; reason: 'change-lapsed' };

const lockRow = async (tx: DbOrTx, id: string) => {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row ?? null;
};

/**
 * Money arrived at a change's checkout (common/rules/bookingChange.ts, changeMoneyArrives), in the caller's
 * transaction. Under the new time's lock, then the payment's, the booking's and the hold's (the order every
 * writer of them takes): either the change completes — the hold stops holding (paid, and marked canceled
 * by the player: it is no round of its own, and keeps its payment for the accounts), and the booking is
 * claimed onto the places it freed and moves there at the new full price — or the money is marked for a
 * full refund, which the caller makes.
 */
export async function changeArrival(tx: DbOrTx, ctx: ChangeArrivalContext): Promise<ChangeArrival> {
  const { seen, now } = ctx;
  const time = teeTimeOf(seen);
  await lockTeeTime(tx, time);
  const payment = await lockPayment(tx, ctx.payment.id);
  if (!payment) return { kind: 'none' };
  if (payment.state !== 'paid') {
    if (!paymentRowMayBecome(payment.state, 'paid')) return { kind: 'none' };
    await setPaymentState(tx, payment.id, payment.state, 'paid');
  }
  // Its money was already kept or sent back: a report told twice changes nothing.
  if (payment.outcome !== null) return { kind: 'none' };
  const booking = seen.changeOf ? await lockRow(tx, seen.changeOf) : null;
  const hold = await lockRow(tx, seen.id);
  if (!hold) return { kind: 'none' };
  if (!sameTime(hold, seen)) throw new HoldMovedMeanwhile();
  const decision = changeMoneyArrives(
    {
      hold: {
        canceled: hold.canceledAt !== null,
        holds: holdsPlaces(hold, now),
        paymentState: hold.paymentState,
        paymentId: hold.paymentId,
      },
      booking: booking ? { canceled: booking.canceledAt !== null, paymentState: booking.paymentState } : null,
    },
    payment.id,
  );
  if (decision === 'already-kept') {
    await moveOutcome(tx, payment.id, null, 'kept');
    return { kind: 'none' };
  }
  if (decision === 'refund' || !booking) {
    await moveOutcome(tx, payment.id, null, 'refunding');
    await tx.insert(auditLog).values({
      actor: 'payments',
      action: 'payment.refund.start',
      target: `booking ${hold.id} payment ${payment.id}: paid after the change it pays for had lapsed or been replaced`,
    });
    return { kind: 'refund', row: hold, reason: 'change-lapsed' };
  }
  await tx
    .update(reservations)
    .set({
      paymentState: 'paid',
      holdsSlot: false,
      holdExpiresAt: null,
      clientHash: null,
      canceledAt: now,
      canceledBy: 'player',
    })
    .where(eq(reservations.id, hold.id));
  await moveOutcome(tx, payment.id, null, 'kept');
  const party = hold.adults + hold.juniors;
  // The hold's places are free now, and the time's lock is held: the claim finds them. Should it find the
  // time blocked or full all the same (staff blocked it, or its capacity shrank), the paid change stands
  // and staff are told, as for a late payment.
  const claim = await claimTeeTime(
    tx,
    ctx.teeSheet,
    { time, party, rowId: booking.id },
    { config: ctx.config, membersOnlyAllowed: true, allowOverbook: true },
    async (tx) => {
      const [moved] = await tx
        .update(reservations)
        .set({
          year: hold.year,
          month: hold.month,
          day: hold.day,
          hour: hold.hour,
          minute: hold.minute,
          adults: hold.adults,
          juniors: hold.juniors,
          priceCents: booking.priceCents + hold.priceCents,
          priceListId: hold.priceListId,
          partners: partnersFor(booking.partners, party),
          reminderQueuedAt: reminderMarkAfterMove(booking, hold, ctx.config.selfService.reminderHours, now),
        })
        .where(eq(reservations.id, booking.id))
        .returning();
      if (!moved) throw new Error(`booking ${booking.id} vanished under its lock`);
      return moved;
    },
  );
  const moved = claim.written;
  const mail = playerChangedMail(
    { club: ctx.mailClub, publicUrl: ctx.publicUrl },
    booking,
    moved,
    { refundedCents: 0, paidCents: hold.priceCents },
    now,
  );
  await enqueueMails(tx, [
    ...(mail ? [mail] : []),
    ...(claim.overbooked ? [changeOverbookedMail(ctx.clubEmail, moved, claim.players)] : []),
  ]);
  await tx.insert(auditLog).values({
    actor: 'player',
    action: 'booking.change',
    target: `booking ${booking.id} ${changeLine(booking, moved)} paid ${payment.id}${noMailNote(mail)}`,
  });
  return { kind: 'kept', row: moved, reinstated: false };
}

const at = (row: ReservationRow) =>
  `${isoDate(row)} ${formatTime(row.hour, row.minute)} ${row.adults}+${row.juniors} EUR ${(row.priceCents / 100).toFixed(2)}`;

/** The audit's words for a change: "2027-07-08 10:00 2+0 EUR 120.00 to 2027-07-09 11:00 3+1 EUR 210.00". */
export const changeLine = (before: ReservationRow, after: ReservationRow) => `${at(before)} to ${at(after)}`;
