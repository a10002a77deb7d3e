import type { FastifyBaseLogger } from 'fastify';
import { clubNow, isoDate } from '../../../common/rules/clubTime';
import type { Db } from '../db/client';
import { enqueueMails } from '../mail/outbox';
import type { ReservationRepository } from '../repositories/reservationRepository';
import {
  dateKey,
  isBlocked,
  playersBooked,
  type TeeSheetRepository,
} from '../repositories/teeSheetRepository';
import {
  blockedOpenOffers,
  type EntryRow,
  endPastEntries,
  expiredOffers,
  lockEntry,
  moveOffer,
  type OfferRow,
  offeredTimesOf,
  setEntryState,
  waitingEntries,
} from '../repositories/waitingListRepository';
import type { MailClub } from './confirmationMail';
import { withdrawnMail } from './waitingListMails';
import { type OfferMaker, OfferRefused } from './waitingListOffers';

/**
 * A time is offered only this long beyond the offer's own minutes before it: whoever takes the offer at
 * its last minute still has time to pay and come.
 */
export const OFFER_LEAD_MINUTES = 15;

/** How often each instance runs the matcher, besides after each change of the tee sheet made through it. */
export const MATCH_EVERY_MS = 60_000;

export interface MatcherOptions {
  db: Db;
  log: FastifyBaseLogger;
  teeSheet: Pick<TeeSheetRepository, 'config' | 'blocksOn'>;
  reservations: Pick<ReservationRepository, 'offeredTimes'>;
  offers: OfferMaker;
  /** The club's name and address, for the mail of a withdrawn offer. */
  club: () => Promise<MailClub>;
}

export interface MatcherPass {
  lapsed: number;
  /** Open offers withdrawn because staff blocked their time since. */
  withdrawn: number;
  ended: number;
  offered: number;
}

/**
 * The waiting list's matcher (docs/product.md, Waiting list). Every instance runs it every minute and after
 * every change of the tee sheet made through it; a pass lapses the offers whose time ran out and
 * withdraws the open ones whose time staff have blocked since (their entries wait again), ends the entries
 * of past dates, and offers each waiting entry, oldest first, the earliest time of its window that the
 * online booking would offer with room for its party and that it was not offered before. Offers are made one by one through the offer maker, whose locks make two passes (on
 * any instances) make one offer per entry and never overfill a time.
 */
export function createMatcher(opts: MatcherOptions) {
  const { db, log } = opts;

  /**
   * An open offer ends (`lapsed` or `withdrawn`) and its entry waits again, in the entry's lock, as every
   * writer of an entry and its offers takes them; false when another writer ended or took it first. A
   * withdrawn offer's visitor is told in the same transaction (a lapsed one's mail said until when it held).
   */
  function endOffer(
    offer: OfferRow,
    state: 'lapsed' | 'withdrawn',
    now: Date,
    club: MailClub | null,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const entry = await lockEntry(tx, offer.entryId);
      if (!(await moveOffer(tx, offer.id, 'open', { state }, now))) return false;
      if (entry?.state !== 'offered') return true;
      await setEntryState(tx, entry.id, 'waiting', now);
      const mail = club ? withdrawnMail({ club }, entry, offer) : null;
      if (mail) await enqueueMails(tx, [mail]);
      return true;
    });
  }

  /** Ends each of `offers` in `state`; answers how many it ended. */
  async function endOffers(offers: OfferRow[], state: 'lapsed' | 'withdrawn', now: Date): Promise<number> {
    if (offers.length === 0) return 0;
    const club = state === 'withdrawn' ? await opts.club() : null;
    let ended = 0;
    for (const offer of offers) if (await endOffer(offer, state, now, club)) ended += 1;
    return ended;
  }

  /** Offers one entry the first of `times` it fits; answers the time taken, or null. */
  async function offerOne(entry: EntryRow, times: { hour: number; min: number }[], now: Date) {
    for (const time of times) {
      try {
        await opts.offers.make(
          entry,
          { entryId: entry.id, hour: time.hour, minute: time.min, by: 'list' },
          now,
        );
        return time;
      } catch (error) {
        if (!(error instanceof OfferRefused)) throw error;
        // Taken or offered meanwhile: the entry is not waiting any more.
        if (error.refusal.reason === 'entry-gone') return null;
        // Full or blocked since the sheet was read: the next time may still fit.
      }
    }
    return null;
  }

  /** One date's waiting entries, oldest first. */
  async function matchDate(entries: EntryRow[], now: Date, offerMinutes: number, playersPerTime: number) {
    const first = entries[0];
    if (!first) return 0;
    const today = clubNow(now);
    const day = isoDate(first);
    const earliest = day > today.date ? -1 : today.minutes + offerMinutes + OFFER_LEAD_MINUTES;
    const offered = (await opts.reservations.offeredTimes(first, now)).filter(
      (t) => t.hour * 60 + t.min >= earliest,
    );
    if (offered.length === 0) return 0;
    const [booked, blocks, before] = await Promise.all([
      playersBooked(db, first.type, first),
      opts.teeSheet.blocksOn(day),
      offeredTimesOf(
        db,
        entries.map((e) => e.id),
      ),
    ]);
    const open = offered.filter((t) => !isBlocked(blocks, t.hour, t.min));
    let made = 0;
    for (const entry of entries) {
      const party = entry.adults + entry.juniors;
      const fits = open.filter((t) => {
        const minutes = t.hour * 60 + t.min;
        const key = `${t.hour}:${t.min}`;
        return (
          minutes >= entry.fromMinute &&
          minutes <= entry.toMinute &&
          playersPerTime - (booked.get(key) ?? 0) >= party &&
          !before.has(`${entry.id} ${key}`)
        );
      });
      if (fits.length === 0) continue;
      try {
        const taken = await offerOne(entry, fits, now);
        if (!taken) continue;
        const key = `${taken.hour}:${taken.min}`;
        booked.set(key, (booked.get(key) ?? 0) + party);
        made += 1;
      } catch (error) {
        // One entry's failure (rolled back) leaves it waiting: it is tried again next pass.
        log.warn(
          { entryId: entry.id, code: (error as { code?: string }).code },
          'waiting-list offer not made; will retry',
        );
      }
    }
    return made;
  }

  async function match(now: Date): Promise<number> {
    const entries = await waitingEntries(db, dateKey(clubNow(now).date));
    if (entries.length === 0) return 0;
    const config = await opts.teeSheet.config();
    const byDate = new Map<string, EntryRow[]>();
    for (const entry of entries) {
      const key = `${entry.type} ${isoDate(entry)}`;
      byDate.set(key, [...(byDate.get(key) ?? []), entry]);
    }
    let made = 0;
    for (const group of byDate.values()) {
      made += await matchDate(group, now, config.selfService.offerMinutes, config.playersPerTime);
    }
    return made;
  }

  return {
    async run(now: Date): Promise<MatcherPass> {
      const todayKey = dateKey(clubNow(now).date);
      const lapsed = await endOffers(await expiredOffers(db, now), 'lapsed', now);
      // Before matching: the entries wait again, and the pass offers them another time of their window.
      const withdrawn = await endOffers(await blockedOpenOffers(db, todayKey), 'withdrawn', now);
      const ended = await endPastEntries(db, todayKey, now);
      const offered = await match(now);
      return { lapsed, withdrawn, ended, offered };
    },
  };
}
export type Matcher = ReturnType<typeof createMatcher>;
