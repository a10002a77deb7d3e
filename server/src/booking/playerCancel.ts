import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ClubDetails } from '../../../common/api/club';
import type { ReservationCancelAnswer } from '../../../common/api/reservations';
import type { Language } from '../../../common/i18n/languages';
import { formatTime, isoDate } from '../../../common/rules/clubTime';
import { cancelTerms, paidOnlineCents, refundFor } from '../../../common/rules/selfService';
import { cancelMessages, tooLateToCancelMessage } from '../../../common/validation/cancelMessages';
import { messages } from '../../../common/validation/messages';
import type { Db } from '../db/client';
import { auditLog, reservations } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { enqueueMails } from '../mail/outbox';
import type { PaymentProvider } from '../payments/provider';
import type { ReservationRow } from '../repositories/reservationRepository';
import type { TeeSheetRepository } from '../repositories/teeSheetRepository';
import { mailClubOf } from './confirmationMail';
import { cancelMoneyOf, playerCanceledClubMail, playerCanceledMail } from './playerCancelMails';
import {
  type CancelRefund,
  CancelRefused,
  cancelRow,
  PENDING_REFUND,
  refundBeforeCancel,
} from './refundBeforeCancel';
import { noMailNote } from './sheetChangeMails';

export interface PlayerCancelOptions {
  db: Db;
  log: FastifyBaseLogger;
  teeSheet: Pick<TeeSheetRepository, 'config'>;
  /** The payment provider: present in the online mode only. */
  payments: () => PaymentProvider | null;
  /** The details staff published: the refusal after the deadline names their telephone and e-mail. */
  clubDetails: () => Promise<ClubDetails>;
  /** The club's mailbox (CLUB_EMAIL): it is told of every cancel a player makes. */
  clubEmail: string;
  kickOutbox: () => void;
  /** Open tee sheets show the freed places at once (topic `tee-sheet`). */
  onCanceled: () => Promise<void>;
}

/** The audit log's actor for what a player does from their booking's page. */
const PLAYER_ACTOR = 'player';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking was paid between the plan and the cancel: plan again, with its refund. */
class ChangedMeanwhile extends Error {}

/** Times a cancel is planned again when the booking keeps changing under it. */
const PLAN_ATTEMPTS = 3;

/**
 * The player's own cancel (docs/product.md, Cancel online; POST /reservations/{id}/cancel): until the
 * club's deadline (common/rules/selfService.ts), the places are freed at once and a paid online booking
 * is refunded the club's share, through the staff cancel's refund-then-cancel (refundBeforeCancel.ts), so
 * two cancels never refund twice. The player and the club are mailed, the cancel audited and pushed live.
 */
export function createPlayerCancel(opts: PlayerCancelOptions) {
  const { db } = opts;

  /** A refusal of the shared cancel, in the player's language. */
  function refusal(error: unknown, language: Language, club: ClubDetails): unknown {
    if (!(error instanceof CancelRefused)) return error;
    switch (error.reason) {
      case 'not-found':
        return new HttpError(404, messages.bookingNotFound);
      case 'canceled':
        return new HttpError(409, cancelMessages[language].alreadyCanceled);
      case 'being-canceled':
        return new HttpError(409, cancelMessages[language].beingCanceled);
      case 'not-paid-online':
        return new ChangedMeanwhile();
      // A paid booking while online payments are off (the mail mode): only the club can refund it.
      case 'payments-off':
        return new HttpError(409, tooLateToCancelMessage(language, club));
      case 'provider-refused':
        return new HttpError(502, cancelMessages[language].refundFailed);
    }
  }

  async function attempt(id: string, language: Language, now: Date): Promise<ReservationCancelAnswer> {
    const [row] = UUID.test(id) ? await db.select().from(reservations).where(eq(reservations.id, id)) : [];
    if (!row) throw new HttpError(404, messages.bookingNotFound);
    if (row.canceledAt) throw new HttpError(409, cancelMessages[language].alreadyCanceled);
    // Read before any transaction: PGlite has one connection, which a transaction holds.
    const { selfService } = await opts.teeSheet.config();
    const details = await opts.clubDetails();
    const terms = cancelTerms({ ...row, canceled: false }, selfService, now);
    if (!terms) throw new HttpError(409, tooLateToCancelMessage(language, details));
    let refund: CancelRefund | null = null;
    if (terms.refundCents > 0) {
      try {
        refund = await refundBeforeCancel(db, opts.payments(), id, () => terms.refundCents);
      } catch (error) {
        throw refusal(error, language, details);
      }
    }
    const club = mailClubOf(details);
    const result = await db
      .transaction(async (tx) => {
        const { before, updated } = await cancelRow(tx, id, {
          now,
          by: 'player',
          refund,
          check: (locked: ReservationRow) => {
            if (refund) return;
            // Another cancel is refunding it; or it was paid since the plan, and is owed its refund.
            if (locked.refundId === PENDING_REFUND) throw new CancelRefused('being-canceled');
            if (refundFor(paidOnlineCents(locked), selfService) > 0) throw new ChangedMeanwhile();
          },
        });
        const money = cancelMoneyOf(before, refund?.cents ?? 0);
        const mail = playerCanceledMail(club, updated, money);
        await enqueueMails(tx, [
          ...(mail ? [mail] : []),
          playerCanceledClubMail(opts.clubEmail, updated, money, refund?.refundId ?? null),
        ]);
        await tx.insert(auditLog).values({
          actor: PLAYER_ACTOR,
          action: 'booking.cancel',
          target: `booking ${id} ${isoDate(before)} ${formatTime(before.hour, before.minute)}${refund ? ` refunded ${refund.refundId}` : ''}${noMailNote(mail)}`,
        });
        return {
          paymentState: updated.paymentState,
          refund: refund ? { amount: refund.cents / 100 } : null,
        };
      })
      .catch((error: unknown) => {
        throw refusal(error, language, details);
      });
    opts.kickOutbox();
    // The cancel is stored and its mails queued: a failed notice only delays the sheet's next reload.
    await opts.onCanceled().catch((error) => opts.log.warn({ err: error }, 'could not announce a cancel'));
    return result;
  }

  return {
    /** Cancels a booking for whoever holds its link; `language` is the request's, for the refusals. */
    async cancel(id: string, language: Language, now = new Date()): Promise<ReservationCancelAnswer> {
      for (let planned = 1; ; planned++) {
        try {
          return await attempt(id, language, now);
        } catch (error) {
          if (!(error instanceof ChangedMeanwhile)) throw error;
          if (planned >= PLAN_ATTEMPTS) throw new HttpError(409, cancelMessages[language].beingCanceled);
        }
      }
    },
  };
}
export type PlayerCancel = ReturnType<typeof createPlayerCancel>;
