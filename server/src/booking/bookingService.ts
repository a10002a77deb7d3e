import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { API_BASE, apiPaths } from '../../../common/api/paths';
import type { PaymentState, Reservation } from '../../../common/api/reservations';
import { club } from '../../../common/config/club';
import type { Language } from '../../../common/i18n/languages';
import { isoDate } from '../../../common/rules/clubTime';
import { messages } from '../../../common/validation/messages';
import type { Db } from '../db/client';
import { reservations } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { mailLanguage } from '../mail/mailLanguage';
import { enqueueMails } from '../mail/outbox';
import { CHECKOUT_TEXTS } from '../payments/checkoutTexts';
import type { PaymentProvider } from '../payments/provider';
import type {
  HoldGuard,
  NewReservation,
  ReservationRepository,
  ReservationRow,
} from '../repositories/reservationRepository';
import { bookingConfirmationMail, bookingPageUrl, clubAddress } from './confirmationMail';

export interface BookingServiceOptions {
  db: Db;
  log: FastifyBaseLogger;
  reservations: ReservationRepository;
  payments: PaymentProvider;
  publicUrl: string;
  clubEmail: string;
  kickOutbox: () => void;
  /** A booking's payment went through: open tee sheets show it at once (docs/product.md, Tee sheet). */
  onConfirmed?: () => Promise<void>;
}

/** A provider cannot reach a webhook on this machine's own name; the sweep covers those payments. */
const reachableWebhook = (publicUrl: string) =>
  /^https?:\/\/(localhost|127\.|\[::1\])/.test(publicUrl)
    ? undefined
    : `${publicUrl}${API_BASE}${apiPaths.paymentWebhook.path()}`;

/**
 * The life of an online booking: held while the player pays, confirmed (with a mail and a calendar
 * file) when the payment is paid, released when it fails, is cancelled or expires.
 */
export function createBookingService(opts: BookingServiceOptions) {
  const { db, log } = opts;

  /**
   * Asks the provider for a payment of a booking that holds its time; should it fail, the hold is
   * released and the answer is 502.
   */
  async function startPayment(
    held: Reservation,
    language: Language,
  ): Promise<{ id: string; paymentUrl: string }> {
    try {
      const payment = await opts.payments.createPayment({
        reservationId: held.id,
        amountCents: Math.round(held.price * 100),
        description: CHECKOUT_TEXTS[language].description(
          isoDate(held),
          `${String(held.hour).padStart(2, '0')}:${String(held.minute).padStart(2, '0')}`,
          held.adults + held.juniors,
        ),
        redirectUrl: bookingPageUrl(opts.publicUrl, held.id, language),
        webhookUrl: reachableWebhook(opts.publicUrl) ?? '',
      });
      await opts.reservations.setPaymentId(held.id, payment.paymentId);
      return { id: held.id, paymentUrl: payment.checkoutUrl };
    } catch (error) {
      log.error({ err: error, reservationId: held.id }, 'payment could not be created; releasing the hold');
      await db
        .update(reservations)
        .set({ paymentState: 'failed', holdsSlot: false, clientHash: null })
        .where(eq(reservations.id, held.id));
      throw new HttpError(502, messages.createBookingFailed);
    }
  }

  /**
   * Holds the time, then asks the provider for a payment: a booking the hold limits refuse (the guard)
   * never reaches the provider.
   */
  async function book(
    booking: NewReservation,
    guard?: HoldGuard,
  ): Promise<{ id: string; paymentUrl: string }> {
    const created = await opts.reservations.create(booking, guard);
    return startPayment(created, mailLanguage(booking.locale));
  }

  /**
   * A new payment for a booking whose payment failed, was canceled or expired (docs/product.md, Booking
   * Details): its time is held again if it is still free, then paid as a new booking is. The player
   * returns to the same booking's page, in the language it was made in.
   */
  async function retry(
    id: string,
    guard: HoldGuard,
    language: Language,
  ): Promise<{ id: string; paymentUrl: string }> {
    const { reservation, locale } = await opts.reservations.reopen(id, guard, language);
    return startPayment(reservation, mailLanguage(locale));
  }

  /**
   * Moves a booking to the payment's state; each transition happens once, whoever reports it first.
   * The hold ends with it, and so does the need for the client's hash, which is cleared.
   */
  async function applyState(reservationId: string, state: PaymentState): Promise<void> {
    if (state === 'open') return;
    // Read before the transaction: on PGlite the transaction holds the one connection, and a cache miss
    // inside it (after any change to the sheet) would wait for that connection forever.
    const config = await opts.reservations.teeSheetConfig();
    const confirmed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, reservationId))
        .for('update');
      if (!row || row.paymentState === state || row.paymentState === 'paid') return null;
      if (state !== 'paid') {
        await tx
          .update(reservations)
          .set({ paymentState: state, holdsSlot: false, clientHash: null })
          .where(eq(reservations.id, row.id));
        return null;
      }
      await tx
        .update(reservations)
        .set({
          paymentState: 'paid',
          holdsSlot: true,
          holdExpiresAt: null,
          confirmationQueuedAt: new Date(),
          clientHash: null,
        })
        .where(and(eq(reservations.id, row.id), isNull(reservations.confirmationQueuedAt)));
      const paid = { ...row, paymentState: 'paid' as const };
      const mails = [
        bookingConfirmationMail(
          paid,
          { name: club.name, address: clubAddress, email: opts.clubEmail },
          opts.publicUrl,
        ),
      ];
      const players = await playersOnTime(tx, row);
      if (players > config.playersPerTime) mails.push(overbookedMail(row, players));
      await enqueueMails(tx, mails);
      return paid;
    });
    if (!confirmed) return;
    opts.kickOutbox();
    // The booking is stored and its mail queued: a failed notice only delays the sheet's next reload.
    await opts
      .onConfirmed?.()
      .catch((error) => log.warn({ err: error }, 'could not announce a paid booking'));
  }

  async function playersOnTime(tx: Parameters<Parameters<Db['transaction']>[0]>[0], row: ReservationRow) {
    const [result] = await tx
      .select({ n: sql<number>`coalesce(sum(${reservations.adults} + ${reservations.juniors}), 0)::int` })
      .from(reservations)
      .where(
        and(
          eq(reservations.type, row.type),
          eq(reservations.year, row.year),
          eq(reservations.month, row.month),
          eq(reservations.day, row.day),
          eq(reservations.hour, row.hour),
          eq(reservations.minute, row.minute),
          eq(reservations.holdsSlot, true),
          sql`(${reservations.paymentState} = 'paid' or ${reservations.holdExpiresAt} > now())`,
        ),
      );
    return Number(result?.n ?? 0);
  }

  /** A payment that arrives after its hold lapsed and the time filled up: the club must sort it out. */
  function overbookedMail(row: ReservationRow, players: number) {
    return {
      to: opts.clubEmail,
      subject: `Overbooked tee time ${isoDate(row)} ${row.hour}:${String(row.minute).padStart(2, '0')}`,
      text: `A payment arrived after its hold had lapsed, and the time now has ${players} players.\nBooking ${row.id}: ${row.firstname} ${row.lastname}, ${row.email}, ${row.telephone}.\nPlease contact the player to move the tee time or refund.`,
    };
  }

  /** Asks the provider for the state of a payment (the webhook carries only its id). */
  async function syncPayment(paymentId: string): Promise<boolean> {
    const row = await opts.reservations.findByPaymentId(paymentId);
    if (!row) return false;
    await applyState(row.id, await opts.payments.getPaymentState(paymentId));
    return true;
  }

  /** Reconciles bookings whose webhook never came: a hold that has lapsed is settled or released. */
  async function sweep(): Promise<number> {
    const lapsed = await opts.reservations.listLapsedHolds();
    for (const row of lapsed) {
      try {
        const state = row.paymentId ? await opts.payments.getPaymentState(row.paymentId) : 'expired';
        await applyState(row.id, state === 'open' ? 'expired' : state);
      } catch (error) {
        log.warn({ err: error, reservationId: row.id }, 'could not reconcile a lapsed booking; will retry');
      }
    }
    return lapsed.length;
  }

  return { book, retry, applyState, syncPayment, sweep };
}
export type BookingService = ReturnType<typeof createBookingService>;
