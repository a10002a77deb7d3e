import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ClubDetails } from '../../../common/api/club';
import { API_BASE, apiPaths } from '../../../common/api/paths';
import type { PaymentState, Reservation } from '../../../common/api/reservations';
import type { Language } from '../../../common/i18n/languages';
import {
  type BookingEvent,
  bookingEventOf,
  nextBookingState,
  paymentRowMayBecome,
} from '../../../common/rules/bookingStates';
import { formatTime, isoDate } from '../../../common/rules/clubTime';
import { messages } from '../../../common/validation/messages';
import type { Db } from '../db/client';
import { reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { HttpError } from '../lib/httpError';
import { mailLanguage } from '../mail/mailLanguage';
import { CHECKOUT_TEXTS } from '../payments/checkoutTexts';
import type { PaymentProvider } from '../payments/provider';
import {
  findPayment,
  listOpenPayments,
  lockPayment,
  markAsked,
  recordPayment,
  setPaymentState,
} from '../repositories/paymentRepository';
import type {
  FromOffer,
  HoldGuard,
  NewReservation,
  ReservationRepository,
  ReservationRow,
} from '../repositories/reservationRepository';
import { bookingPageUrl } from './confirmationMail';
import { createMoneyArriving } from './moneyArriving';
import { createNoShowStops } from './noShowStops';

export interface BookingServiceOptions {
  db: Db;
  log: FastifyBaseLogger;
  reservations: ReservationRepository;
  payments: PaymentProvider;
  publicUrl: string;
  /** The club's mailbox (CLUB_EMAIL): staff's notices of an overbooked time or a refund go there. */
  clubEmail: string;
  /** The details staff published (app.clubDetails.get), read for every mail; players reply to its e-mail. */
  clubDetails: () => Promise<ClubDetails>;
  kickOutbox: () => void;
  /** A booking's payment went through: open tee sheets show it at once (docs/product.md, Tee sheet). */
  onConfirmed?: () => Promise<void>;
}

/** A payment still open at the provider is asked about again this long after it was last asked. */
export const PAYMENT_ASK_MINUTES = 5;

/** A provider cannot reach a webhook on this machine's own name; the sweep covers those payments. */
export const reachableWebhook = (publicUrl: string) =>
  /^https?:\/\/(localhost|127\.|\[::1\])/.test(publicUrl)
    ? undefined
    : `${publicUrl}${API_BASE}${apiPaths.paymentWebhook.path()}`;

/**
 * The life of an online booking and of each of its payments (docs/product.md, Booking lifecycle; the
 * states and transitions in common/rules/bookingStates.ts): held while the player pays, confirmed (with a
 * mail and a calendar file) when paid, released when the payment fails, is canceled or expires, or the
 * hold lapses; money that arrives for a booking that cannot take it is refunded.
 */
export function createBookingService(opts: BookingServiceOptions) {
  const { db, log } = opts;
  const paymentPaid = createMoneyArriving(opts);
  // An address with too many no-shows books by telephone for a while (docs/product.md, No-shows that count).
  const noShows = createNoShowStops({
    db,
    teeSheetConfig: () => opts.reservations.teeSheetConfig(),
    clubTelephone: async () => (await opts.clubDetails()).phone,
  });

  /**
   * Moves a booking's payment state by an event of its machine, under the row's lock; an event its
   * state does not allow changes nothing (answers null). Whenever the booking leaves `open` unpaid, its
   * hold ends, and with it the need for the client's hash.
   */
  async function moveBooking(
    tx: DbOrTx,
    id: string,
    event: BookingEvent,
    onlyIf?: (row: ReservationRow) => boolean,
  ) {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!row?.paymentState || (onlyIf && !onlyIf(row))) return null;
    const next = nextBookingState(row.paymentState, event);
    if (!next || next === 'paid' || next === 'open') return null;
    const [moved] = await tx
      .update(reservations)
      .set({ paymentState: next, holdsSlot: false, clientHash: null })
      .where(eq(reservations.id, id))
      .returning();
    return moved ?? null;
  }

  /**
   * Asks the provider for a payment of a booking that holds its time and records it (reservation_payments,
   * and the booking's current payment); should the provider fail, the hold is released and the answer is 502.
   */
  async function startPayment(
    held: Reservation,
    language: Language,
  ): Promise<{ id: string; paymentUrl: string }> {
    const amountCents = Math.round(held.price * 100);
    let payment: { paymentId: string; checkoutUrl: string };
    try {
      payment = await opts.payments.createPayment({
        reservationId: held.id,
        amountCents,
        description: CHECKOUT_TEXTS[language].description(
          isoDate(held),
          formatTime(held.hour, held.minute),
          held.adults + held.juniors,
        ),
        redirectUrl: bookingPageUrl(opts.publicUrl, held.id, language),
        webhookUrl: reachableWebhook(opts.publicUrl) ?? '',
      });
    } catch (error) {
      log.error({ err: error, reservationId: held.id }, 'payment could not be created; releasing the hold');
      await db.transaction((tx) => moveBooking(tx, held.id, 'payment-not-created'));
      throw new HttpError(502, messages.createBookingFailed);
    }
    await db.transaction((tx) =>
      recordPayment(tx, { id: payment.paymentId, reservationId: held.id, amountCents }),
    );
    return { id: held.id, paymentUrl: payment.checkoutUrl };
  }

  /**
   * Holds the time, then asks the provider for a payment: a booking the hold limits refuse (the guard), or
   * one with an address whose online booking is stopped after no-shows, never reaches the provider.
   */
  async function book(
    booking: NewReservation,
    guard?: HoldGuard,
  ): Promise<{ id: string; paymentUrl: string }> {
    await noShows.refuseStopped(booking.email, mailLanguage(booking.locale));
    const created = await opts.reservations.create(booking, guard);
    return startPayment(created, mailLanguage(booking.locale));
  }

  /**
   * A waiting-list offer taken in the online mode (booking/waitingListAccept.ts): booked on the offer's
   * places and paid exactly as a new booking is, the no-show stop included.
   */
  async function bookFromOffer(
    booking: NewReservation,
    guard: HoldGuard,
    offer: FromOffer,
  ): Promise<{ id: string; paymentUrl: string }> {
    await noShows.refuseStopped(booking.email, mailLanguage(booking.locale));
    const created = await opts.reservations.create(booking, guard, new Date(), offer);
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
    // A new payment holds the time again: a booking of its own, which a stop refuses as well.
    const before = await opts.reservations.findRow(id);
    if (before?.email) await noShows.refuseStopped(before.email, language);
    const { reservation, locale } = await opts.reservations.reopen(id, guard, language);
    return startPayment(reservation, mailLanguage(locale));
  }

  /**
   * The provider's word on a payment that did not pay: the payment row records it, and the booking moves
   * only if it is the booking's current payment and the booking's state allows the event.
   */
  async function paymentEnded(paymentId: string, state: 'failed' | 'canceled' | 'expired') {
    await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, paymentId);
      if (!payment || !paymentRowMayBecome(payment.state, state)) return;
      await setPaymentState(tx, paymentId, payment.state, state);
      await moveBooking(
        tx,
        payment.reservationId,
        bookingEventOf(state),
        (row) => row.paymentId === paymentId,
      );
    });
  }

  /** The provider's word on a payment (the webhook carries only its id; the sweep asks on its own). */
  async function settle(paymentId: string, state: PaymentState): Promise<boolean> {
    const payment = await findPayment(db, paymentId);
    if (!payment) return false;
    if (state === 'paid') await paymentPaid(payment);
    else if (state !== 'open') await paymentEnded(paymentId, state);
    return true;
  }

  /**
   * Moves a booking by the provider's word on its current payment, as a report for that payment would;
   * a booking without one can only end unpaid.
   */
  async function applyState(reservationId: string, state: PaymentState): Promise<void> {
    if (state === 'open') return;
    const row = await opts.reservations.findRow(reservationId);
    if (!row) return;
    if (row.paymentId && (await settle(row.paymentId, state))) return;
    if (state !== 'paid') await db.transaction((tx) => moveBooking(tx, reservationId, bookingEventOf(state)));
  }

  /** Asks the provider for the state of a payment (the webhook carries only its id). */
  async function syncPayment(paymentId: string): Promise<boolean> {
    if (!(await findPayment(db, paymentId))) return false;
    return settle(paymentId, await opts.payments.getPaymentState(paymentId));
  }

  /**
   * Reconciles what no webhook reported (docs/product.md, Booking lifecycle). A booking whose hold lapsed
   * is settled by its payment's state, or, with the payment still open, released (`hold-lapsed`): the
   * payment stays open and is asked about again every few minutes until final, and money that arrives
   * then is handled as any late payment. Payments that are still open are asked about in turn.
   */
  async function sweep(): Promise<number> {
    const now = new Date();
    const lapsed = await opts.reservations.listLapsedHolds(now);
    for (const row of lapsed) {
      try {
        const state = row.paymentId ? await opts.payments.getPaymentState(row.paymentId) : 'open';
        if (row.paymentId && state !== 'open') await settle(row.paymentId, state);
        await db.transaction((tx) =>
          moveBooking(
            tx,
            row.id,
            'hold-lapsed',
            (locked) => locked.holdExpiresAt !== null && locked.holdExpiresAt <= now,
          ),
        );
        if (row.paymentId) await markAsked(db, row.paymentId);
      } catch (error) {
        log.warn({ err: error, reservationId: row.id }, 'could not reconcile a lapsed booking; will retry');
      }
    }
    const open = await listOpenPayments(db, new Date(now.getTime() - PAYMENT_ASK_MINUTES * 60_000));
    for (const payment of open) {
      try {
        await markAsked(db, payment.id);
        await settle(payment.id, await opts.payments.getPaymentState(payment.id));
      } catch (error) {
        log.warn({ err: error, paymentId: payment.id }, 'could not ask about an open payment; will retry');
      }
    }
    return lapsed.length;
  }

  return { book, bookFromOffer, retry, applyState, syncPayment, sweep };
}
export type BookingService = ReturnType<typeof createBookingService>;
