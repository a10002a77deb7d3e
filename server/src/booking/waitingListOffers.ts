import { randomUUID } from 'node:crypto';
import { clubLocalToUtc, formatTime, isoDate } from '../../../common/rules/clubTime';
import type { TeeSheetConfig } from '../../../common/rules/teeSheet';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { enqueueMails } from '../mail/outbox';
import type { ReservationRepository } from '../repositories/reservationRepository';
import type { TeeSheetRepository, TeeTimeRef } from '../repositories/teeSheetRepository';
import {
  type EntryRow,
  insertOffer,
  lockEntry,
  newToken,
  type OfferRow,
  setEntryState,
  tokenHash,
  wasOffered,
  withdrawOpenOffers,
} from '../repositories/waitingListRepository';
import { type ClaimRefusal, ClaimRefused, claimTeeTime } from './claimTeeTime';
import type { MailClub } from './confirmationMail';
import { offerMail } from './waitingListMails';

export interface OfferMakerOptions {
  db: Db;
  teeSheet: Pick<TeeSheetRepository, 'config' | 'blocksOn'>;
  reservations: Pick<ReservationRepository, 'soldPrice'>;
  club: () => Promise<MailClub>;
  publicUrl: string;
}

/** Why no offer was made: the entry is no longer waiting (or was offered that time), or the claim's refusal. */
export type OfferRefusal = { reason: 'entry-gone' } | ClaimRefusal;

export class OfferRefused extends Error {
  constructor(readonly refusal: OfferRefusal) {
    super(`no offer made: ${refusal.reason}`);
  }
}

export interface OfferRequest {
  entryId: string;
  hour: number;
  minute: number;
  /** The list's matcher offers what the online booking offers; staff any time of the sheet. */
  by: 'list' | 'staff';
  /** Staff's offer is audited in its transaction. */
  actor?: string;
}

/**
 * Makes one offer (docs/product.md, Waiting list), the one way offers are made, by the matcher and by staff,
 * in one transaction: the entry's row lock first, so that one entry never holds two offers however many
 * instances match at once; then the time through the one claim (claimTeeTime: its lock, the blocks, and the
 * room counted with the offers that hold places), so that no time is offered beyond its room; the offer
 * holds the party's places for the club's `offerMinutes` (never past the tee time), and its mail is queued.
 * The list offers an entry each time once; staff's offer withdraws the entry's open one first.
 */
export function createOfferMaker(opts: OfferMakerOptions) {
  const { db } = opts;

  async function write(
    tx: DbOrTx,
    entry: EntryRow,
    request: OfferRequest,
    context: { config: TeeSheetConfig; club: MailClub; priceCents: number; now: Date },
  ) {
    const { config, now } = context;
    const time: TeeTimeRef = {
      type: entry.type,
      year: entry.year,
      month: entry.month,
      day: entry.day,
      hour: request.hour,
      minute: request.minute,
    };
    const party = entry.adults + entry.juniors;
    const token = newToken();
    const teeTime = clubLocalToUtc(entry, request.hour, request.minute);
    const expiresAt = new Date(
      Math.min(now.getTime() + config.selfService.offerMinutes * 60_000, teeTime.getTime()),
    );
    const claim = await claimTeeTime(
      tx,
      opts.teeSheet,
      { time, party },
      { config, membersOnlyAllowed: request.by === 'staff' },
      async (tx): Promise<OfferRow> => {
        const offer = await insertOffer(tx, {
          id: randomUUID(),
          entryId: entry.id,
          tokenHash: tokenHash(token),
          type: entry.type,
          year: entry.year,
          month: entry.month,
          day: entry.day,
          hour: request.hour,
          minute: request.minute,
          adults: entry.adults,
          juniors: entry.juniors,
          offeredBy: request.by,
          expiresAt,
          createdAt: now,
        });
        await setEntryState(tx, entry.id, 'offered', now);
        return offer;
      },
    );
    const offer = claim.written;
    const mail = offerMail(
      { club: context.club, publicUrl: opts.publicUrl },
      entry,
      offer,
      token,
      context.priceCents,
    );
    if (mail) await enqueueMails(tx, [mail]);
    if (request.actor) {
      await tx.insert(auditLog).values({
        actor: request.actor,
        action: 'waiting-list.offer',
        target: `entry ${entry.id} offer ${offer.id} ${isoDate(entry)} ${formatTime(offer.hour, offer.minute)}${mail ? '' : ' (no mail: no single valid address)'}`,
      });
    }
    return { offer, token, mailed: mail !== null };
  }

  return {
    /** Makes the offer, or throws OfferRefused; answers the offer and its link's key. */
    async make(entry: EntryRow, request: OfferRequest, now: Date) {
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const config = await opts.teeSheet.config();
      const club = await opts.club();
      const { priceCents } = await opts.reservations.soldPrice({
        date: entry,
        hour: request.hour,
        minute: request.minute,
        adults: entry.adults,
        juniors: entry.juniors,
      });
      return db.transaction(async (tx) => {
        const locked = await lockEntry(tx, entry.id);
        if (!locked) throw new OfferRefused({ reason: 'entry-gone' });
        if (request.by === 'list') {
          if (locked.state !== 'waiting' || (await wasOffered(tx, locked.id, request.hour, request.minute)))
            throw new OfferRefused({ reason: 'entry-gone' });
        } else {
          if (locked.state !== 'waiting' && locked.state !== 'offered')
            throw new OfferRefused({ reason: 'entry-gone' });
          await withdrawOpenOffers(tx, locked.id, now);
        }
        try {
          return await write(tx, locked, request, { config, club, priceCents, now });
        } catch (error) {
          throw error instanceof ClaimRefused ? new OfferRefused(error.refusal) : error;
        }
      });
    },
  };
}
export type OfferMaker = ReturnType<typeof createOfferMaker>;
