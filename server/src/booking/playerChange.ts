import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ClubDetails } from '../../../common/api/club';
import type { ReservationChangeAnswer, ReservationChangeBody } from '../../../common/api/reservations';
import type { Language } from '../../../common/i18n/languages';
import { type ChangeMoney, changeMoney, mustBePaidFirst } from '../../../common/rules/bookingChange';
import { formatTime, isoDate, isValidDate } from '../../../common/rules/clubTime';
import { cancelTerms } from '../../../common/rules/selfService';
import type { TeeSheetConfig } from '../../../common/rules/teeSheet';
import { cancelMessages, tooLateToCancelMessage } from '../../../common/validation/cancelMessages';
import { changeMessages } from '../../../common/validation/changeMessages';
import {
  handicapLimitMessage,
  handicapLimitMessageIn,
} from '../../../common/validation/handicapLimitMessages';
import { messages } from '../../../common/validation/messages';
import type { Db } from '../db/client';
import { auditLog, reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { HttpError } from '../lib/httpError';
import { mailLanguage } from '../mail/mailLanguage';
import { enqueueMails } from '../mail/outbox';
import { CHECKOUT_TEXTS } from '../payments/checkoutTexts';
import type { PaymentProvider } from '../payments/provider';
import type { ClubRulesRepository } from '../repositories/clubRulesRepository';
import { recordPayment } from '../repositories/paymentRepository';
import type { ReservationRepository, ReservationRow, SoldPrice } from '../repositories/reservationRepository';
import type { TeeSheetRepository, TeeTimeRef } from '../repositories/teeSheetRepository';
import { reachableWebhook } from './bookingService';
import {
  type ChangeTarget,
  changeLine,
  hasWaitingChange,
  insertChangeHold,
  partnersFor,
  releaseChangeHolds,
  releaseUnpaidHold,
} from './changeHold';
import { ClaimRefused, claimTeeTime } from './claimTeeTime';
import { bookingPageUrl, mailClubOf } from './confirmationMail';
import { changeRefundedOverbookedMail, playerChangedMail } from './playerChangeMails';
import {
  type CancelRefund,
  CancelRefused,
  changeRefundColumns,
  PENDING_REFUND,
  RepricedMeanwhile,
  recordChangeRefund,
  refundBeforeChange,
} from './refundBeforeCancel';
import { reminderMarkAfterMove } from './reminders';
import { noMailNote } from './sheetChangeMails';
import { nearestFreeTimes } from './sheetChanges';

export interface PlayerChangeOptions {
  db: Db;
  log: FastifyBaseLogger;
  teeSheet: Pick<TeeSheetRepository, 'config' | 'blocksOn'>;
  /** What a date offers online, and what a party costs there: as for a new booking. */
  reservations: Pick<ReservationRepository, 'offeredTimes' | 'soldPrice'>;
  /** The day's handicap limit (docs/product.md, Handicap limits). */
  clubRules: Pick<ClubRulesRepository, 'get'>;
  /** The payment provider: present in the online mode only. */
  payments: () => PaymentProvider | null;
  /** The details staff published: the refusal after the deadline names their telephone and e-mail. */
  clubDetails: () => Promise<ClubDetails>;
  /** The club's mailbox (CLUB_EMAIL): told when a refunded change lands on a time that filled up. */
  clubEmail: string;
  publicUrl: string;
  kickOutbox: () => void;
  /** Open tee sheets show the change at once (topic `tee-sheet`). */
  onChanged: () => Promise<void>;
}

/** A change refused for its time: 409 with the nearest times that date offers with room for the party. */
export class ChangeConflict extends HttpError {
  constructor(
    message: string,
    readonly nearest: { hour: number; minute: number }[],
  ) {
    super(409, message);
  }
}

/** The audit log's actor for what a player does from their booking's page. */
const PLAYER_ACTOR = 'player';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking changed between the plan and its transaction: plan again. */
class ChangedMeanwhile extends Error {}

/** A claim tried only to see whether the time has room, before a refund: rolled back. */
class DryRun extends Error {}

/** Times a change is planned again when the booking keeps changing under it. */
const PLAN_ATTEMPTS = 3;

/** A change, checked and priced before any transaction (PGlite has one connection, which one holds). */
interface Plan {
  row: ReservationRow;
  target: ChangeTarget;
  time: TeeTimeRef;
  party: number;
  price: SoldPrice;
  money: ChangeMoney;
  config: TeeSheetConfig;
  details: ClubDetails;
  language: Language;
}

/** What a refusal of the time reads of a change: the booking, and the time and party asked for. */
type AskedChange = Pick<Plan, 'row' | 'target' | 'party' | 'config' | 'language'>;

/** The row as the plan read it: its time, party, price and payment. */
const unchanged = (plan: Plan, locked: ReservationRow) =>
  isoDate(locked) === isoDate(plan.row) &&
  locked.hour === plan.row.hour &&
  locked.minute === plan.row.minute &&
  locked.adults === plan.row.adults &&
  locked.juniors === plan.row.juniors &&
  locked.priceCents === plan.row.priceCents &&
  locked.paymentState === plan.row.paymentState;

/**
 * The player's own change (docs/product.md, Change online; POST /reservations/{id}/change): until the
 * cancel's deadline, the booking moves to another time or party under the rules of a new booking (a time
 * offered online with room, the day's handicap limit, the new date's price list). A paid online booking is
 * refunded the difference of a cheaper change before it moves (refundBeforeCancel.ts: once, even on a
 * double click), and pays the difference of a dearer one at a checkout, while a hold row keeps the new
 * time and the booking its old one (changeHold.ts). Mailed, audited and pushed live.
 */
export function createPlayerChange(opts: PlayerChangeOptions) {
  const { db } = opts;

  /** The times the date offers with room for the party, nearest first; the booking's own players not counted. */
  async function nearestFor(plan: AskedChange, now: Date) {
    const times = await opts.reservations.offeredTimes(plan.target, now);
    if (times.length === 0) return [];
    const { row } = plan;
    const own =
      isoDate(row) === isoDate(plan.target)
        ? { hour: row.hour, minute: row.minute, players: row.adults + row.juniors }
        : undefined;
    return nearestFreeTimes(
      db,
      opts.teeSheet,
      { date: plan.target, hour: plan.target.hour, minute: plan.target.minute, party: plan.party },
      times,
      plan.config,
      own,
    );
  }

  async function conflict(plan: AskedChange, error: ClaimRefused, now: Date): Promise<ChangeConflict> {
    const texts = changeMessages[plan.language];
    const message = error.refusal.reason === 'not-offered' ? texts.timeNotOffered : texts.timeTaken;
    return new ChangeConflict(message, await nearestFor(plan, now));
  }

  /** Checks the change as a new booking is checked, and prices it; throws the refusal. */
  async function planChange(
    id: string,
    body: ReservationChangeBody,
    language: Language,
    now: Date,
  ): Promise<Plan> {
    const [row] = UUID.test(id) ? await db.select().from(reservations).where(eq(reservations.id, id)) : [];
    // A change's hold is no booking of its own.
    if (!row || row.changeOf) throw new HttpError(404, messages.bookingNotFound);
    if (row.canceledAt) throw new HttpError(409, cancelMessages[language].alreadyCanceled);
    const config = await opts.teeSheet.config();
    const details = await opts.clubDetails();
    if (!cancelTerms({ ...row, canceled: false }, config.selfService, now))
      throw new HttpError(409, tooLateToCancelMessage(language, details));
    if (mustBePaidFirst(row)) throw new HttpError(409, changeMessages[language].notPaid);
    const date = { year: body.year, month: body.month, day: body.day };
    if (!isValidDate(date)) throw new HttpError(400, messages.dateInvalid);
    const target: ChangeTarget = {
      ...date,
      hour: body.hour,
      minute: body.minute,
      adults: body.adults,
      juniors: body.juniors,
    };
    const time: TeeTimeRef = { type: row.type, ...date, hour: body.hour, minute: body.minute };
    if (
      isoDate(row) === isoDate(date) &&
      row.hour === body.hour &&
      row.minute === body.minute &&
      row.adults === body.adults &&
      row.juniors === body.juniors
    )
      throw new HttpError(400, changeMessages[language].nothingToChange);
    if (row.handicap !== null) {
      const overLimit = handicapLimitMessage(row.handicap, date, await opts.clubRules.get());
      if (overLimit) throw new HttpError(400, handicapLimitMessageIn(overLimit, language));
    }
    const asked = { row, target, party: body.adults + body.juniors, config, language };
    const offered = (await opts.reservations.offeredTimes(date, now)).some(
      (t) => t.hour === body.hour && t.min === body.minute,
    );
    if (!offered) throw await conflict(asked, new ClaimRefused({ reason: 'not-offered' }), now);
    const price = await opts.reservations.soldPrice({
      date,
      hour: body.hour,
      minute: body.minute,
      adults: body.adults,
      juniors: body.juniors,
    });
    const plan: Plan = {
      ...asked,
      time,
      price,
      money: changeMoney(row, price.priceCents, config.selfService),
      details,
    };
    // Money moves only through the provider: while online payments are off, only the club can.
    if (plan.money.kind !== 'none' && !opts.payments())
      throw new HttpError(409, tooLateToCancelMessage(language, details));
    return plan;
  }

  /** Claims the new time for the booking itself (its own players not counted), then `write` runs. */
  const claimFor = <T>(tx: DbOrTx, plan: Plan, allowOverbook: boolean, write: (tx: DbOrTx) => Promise<T>) =>
    claimTeeTime(
      tx,
      opts.teeSheet,
      { time: plan.time, party: plan.party, rowId: plan.row.id },
      { config: plan.config, membersOnlyAllowed: false, allowOverbook },
      write,
    );

  /** Earlier changes still waiting for their payment give way to this one: their places free first. */
  async function releaseEarlierChanges(id: string, now: Date) {
    if (!(await hasWaitingChange(db, id))) return;
    await db.transaction(async (tx) => {
      await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.id, id))
        .for('update');
      await releaseChangeHolds(tx, id, now);
    });
  }

  /** Does the time have room? Asked of the one claim, under its lock, and rolled back: before a refund. */
  async function checkRoom(plan: Plan) {
    await db
      .transaction((tx) =>
        claimFor(tx, plan, false, async () => {
          throw new DryRun();
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof DryRun)) throw error;
      });
  }

  /**
   * Moves the booking in one transaction: the new time claimed for its own row, then its date, time, party,
   * price and price list, with a refund made before recorded. A refunded booking moves even should the time
   * have filled up since its check (the money went back), and staff are told; one canceled meanwhile keeps
   * the refund on record and is answered as canceled.
   */
  async function moveNow(plan: Plan, refund: CancelRefund | null, now: Date) {
    const { row: planned, language } = plan;
    const club = mailClubOf(plan.details);
    const write = async (tx: DbOrTx) => {
      // The payments' records before the booking's row, in the order the payment flow locks them.
      if (refund) await recordChangeRefund(tx, refund);
      const [locked] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, planned.id))
        .for('update');
      if (!locked) throw new HttpError(404, messages.bookingNotFound);
      if (locked.canceledAt) {
        if (refund)
          await tx
            .update(reservations)
            .set({ ...changeRefundColumns(refund), refundId: refund.refundId })
            .where(eq(reservations.id, planned.id));
        return { canceled: true } as const;
      }
      if (refund) {
        // The difference went back already: nothing may undo the move now. A change that came to wait
        // for its payment meanwhile gives way to this one.
        await releaseChangeHolds(tx, planned.id, now);
      } else {
        if (!unchanged(plan, locked) || (await hasWaitingChange(tx, planned.id)))
          throw new ChangedMeanwhile();
        if (locked.refundId === PENDING_REFUND)
          throw new HttpError(409, changeMessages[language].beingChanged);
      }
      const [updated] = await tx
        .update(reservations)
        .set({
          year: plan.target.year,
          month: plan.target.month,
          day: plan.target.day,
          hour: plan.target.hour,
          minute: plan.target.minute,
          adults: plan.target.adults,
          juniors: plan.target.juniors,
          ...plan.price,
          partners: partnersFor(locked.partners, plan.party),
          // A reminder for the new time, unless its reminder time has passed (booking/reminders.ts).
          reminderQueuedAt: reminderMarkAfterMove(
            locked,
            plan.target,
            plan.config.selfService.reminderHours,
            now,
          ),
          ...(refund ? changeRefundColumns(refund) : {}),
        })
        .where(eq(reservations.id, planned.id))
        .returning();
      if (!updated) throw new HttpError(404, messages.bookingNotFound);
      return { canceled: false, before: locked, updated } as const;
    };
    const done = await db.transaction(async (tx) => {
      const claim = await claimFor(tx, plan, false, write).catch((error: unknown) => {
        if (!(error instanceof ClaimRefused) || !refund) throw error;
        return claimFor(tx, plan, true, write).then((forced) => ({ ...forced, forced: true }));
      });
      const forced = 'forced' in claim;
      const written = claim.written;
      if (written.canceled) return { canceled: true } as const;
      const { before, updated } = written;
      const mail = playerChangedMail(
        { club, publicUrl: opts.publicUrl },
        before,
        updated,
        { refundedCents: refund?.cents ?? 0, paidCents: 0 },
        now,
      );
      await enqueueMails(tx, [
        ...(mail ? [mail] : []),
        ...(forced ? [changeRefundedOverbookedMail(opts.clubEmail, updated, claim.players)] : []),
      ]);
      await tx.insert(auditLog).values({
        actor: PLAYER_ACTOR,
        action: 'booking.change',
        target: `booking ${planned.id} ${changeLine(before, updated)}${refund ? ` refunded ${refund.refundId}` : ''}${noMailNote(mail)}`,
      });
      return { canceled: false } as const;
    });
    opts.kickOutbox();
    if (done.canceled) throw new HttpError(409, cancelMessages[language].alreadyCanceled);
  }

  /** A cheaper change of a paid online booking: room checked, the difference refunded, then the move. */
  async function refundAndMove(plan: Plan, cents: number, now: Date) {
    await checkRoom(plan);
    let refund: CancelRefund;
    try {
      refund = await refundBeforeChange(db, opts.payments(), plan.row, cents);
    } catch (error) {
      if (error instanceof RepricedMeanwhile) throw new ChangedMeanwhile();
      if (!(error instanceof CancelRefused)) throw error;
      const texts = changeMessages[plan.language];
      switch (error.reason) {
        case 'not-found':
          throw new HttpError(404, messages.bookingNotFound);
        case 'canceled':
          throw new HttpError(409, cancelMessages[plan.language].alreadyCanceled);
        case 'being-canceled':
          throw new HttpError(409, texts.beingChanged);
        case 'not-paid-online':
          throw new ChangedMeanwhile();
        case 'payments-off':
          throw new HttpError(409, tooLateToCancelMessage(plan.language, plan.details));
        case 'provider-refused':
          throw new HttpError(502, texts.refundFailed);
      }
    }
    await moveNow(plan, refund, now);
  }

  /**
   * A dearer change of a paid online booking: a hold row takes the new time (the one claim, the rules of a
   * new booking), then a checkout for the difference, which returns to the booking's own page.
   */
  async function holdAndCheckout(plan: Plan, cents: number, now: Date): Promise<string> {
    const payments = opts.payments();
    if (!payments) throw new HttpError(409, tooLateToCancelMessage(plan.language, plan.details));
    const hold = await db.transaction((tx) =>
      claimFor(tx, plan, false, async (tx) => {
        const [locked] = await tx
          .select()
          .from(reservations)
          .where(eq(reservations.id, plan.row.id))
          .for('update');
        if (!locked) throw new HttpError(404, messages.bookingNotFound);
        if (locked.canceledAt) throw new HttpError(409, cancelMessages[plan.language].alreadyCanceled);
        if (!unchanged(plan, locked) || (await hasWaitingChange(tx, locked.id))) throw new ChangedMeanwhile();
        if (locked.refundId === PENDING_REFUND)
          throw new HttpError(409, changeMessages[plan.language].beingChanged);
        return insertChangeHold(tx, locked, plan.target, plan.price, cents, now);
      }),
    );
    await opts
      .onChanged()
      .catch((error) => opts.log.warn({ err: error }, 'could not announce a change hold'));
    const language = mailLanguage(plan.row.locale);
    let payment: { paymentId: string; checkoutUrl: string };
    try {
      payment = await payments.createPayment({
        reservationId: hold.written.id,
        amountCents: cents,
        description: CHECKOUT_TEXTS[language].description(
          isoDate(plan.target),
          formatTime(plan.target.hour, plan.target.minute),
          plan.party,
        ),
        // The player comes back to the booking they change, not to the hold.
        redirectUrl: bookingPageUrl(opts.publicUrl, plan.row.id, language),
        webhookUrl: reachableWebhook(opts.publicUrl) ?? '',
      });
    } catch (error) {
      opts.log.error(
        { err: error, reservationId: hold.written.id },
        'a change’s payment could not be created',
      );
      await db.transaction((tx) => releaseUnpaidHold(tx, hold.written.id));
      throw new HttpError(502, messages.createBookingFailed);
    }
    await db.transaction((tx) =>
      recordPayment(tx, { id: payment.paymentId, reservationId: hold.written.id, amountCents: cents }),
    );
    return payment.checkoutUrl;
  }

  async function attempt(
    id: string,
    body: ReservationChangeBody,
    language: Language,
    now: Date,
  ): Promise<ReservationChangeAnswer> {
    const plan = await planChange(id, body, language, now);
    await releaseEarlierChanges(id, now);
    try {
      if (plan.money.kind === 'pay')
        return { paymentUrl: await holdAndCheckout(plan, plan.money.cents, now) };
      if (plan.money.kind === 'refund') await refundAndMove(plan, plan.money.cents, now);
      else await moveNow(plan, null, now);
    } catch (error) {
      if (error instanceof ClaimRefused) throw await conflict(plan, error, now);
      throw error;
    }
    // The change is stored and its mail queued: a failed notice only delays the sheet's next reload.
    await opts.onChanged().catch((error) => opts.log.warn({ err: error }, 'could not announce a change'));
    return {};
  }

  return {
    /** Changes a booking for whoever holds its link; `language` is the request's, for the refusals. */
    async change(
      id: string,
      body: ReservationChangeBody,
      language: Language,
      now = new Date(),
    ): Promise<ReservationChangeAnswer> {
      for (let planned = 1; ; planned++) {
        try {
          return await attempt(id, body, language, now);
        } catch (error) {
          if (!(error instanceof ChangedMeanwhile)) throw error;
          if (planned >= PLAN_ATTEMPTS) throw new HttpError(409, changeMessages[language].beingChanged);
        }
      }
    },
  };
}
export type PlayerChange = ReturnType<typeof createPlayerChange>;
