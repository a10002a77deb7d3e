import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { BookingStopped, NoShowStandingAnswer } from '../../../common/api/noShows';
import type { SheetBooking } from '../../../common/api/teeSheet';
import type { Language } from '../../../common/i18n/languages';
import { clubLocalToUtc } from '../../../common/rules/clubTime';
import { type NoShowRule, type NoShowStanding, noShowStanding } from '../../../common/rules/noShows';
import type { TeeSheetConfig } from '../../../common/rules/teeSheet';
import { noShowStopMessage } from '../../../common/validation/noShowMessages';
import type { Db } from '../db/client';
import { auditLog, noShowLifts, reservations } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { HttpError } from '../lib/httpError';

/** An address as the stop compares it: the same in any capitals (as the open-hold limit's). */
export const stopAddress = (email: string) => email.trim().toLowerCase();

/**
 * The advisory-lock space of an e-mail address: the online booking's (reservationRepository.ts, LOCK_EMAIL),
 * so that two lifts of one address are one after the other.
 */
const LOCK_EMAIL = 1;

/** Online booking with the address is stopped (docs/product.md, No-shows that count): 403, not 409. */
export class BookingStoppedError extends HttpError {
  constructor(message: string) {
    super(403, message);
  }

  get body(): BookingStopped {
    return { message: this.message, reason: 'no-show-stop' };
  }
}

export const standingAnswer = (standing: NoShowStanding, rule: NoShowRule): NoShowStandingAnswer => ({
  count: standing.count,
  withinMonths: rule.withinMonths,
  stoppedUntil: standing.stoppedUntil?.toISOString() ?? null,
});

/**
 * Where each of these addresses stands, by address as stopAddress gives it. Its no-shows are the tee times of
 * its bookings marked no-show and not canceled (an anonymised booking has no address left, and no longer
 * counts); a lift leaves out every no-show up to it.
 */
export async function noShowStandings(
  db: DbOrTx,
  emails: readonly (string | null)[],
  rule: NoShowRule,
  now: Date,
): Promise<Map<string, NoShowStanding>> {
  const addresses = [...new Set(emails.filter((e): e is string => !!e).map(stopAddress))];
  const standings = new Map<string, NoShowStanding>();
  if (addresses.length === 0) return standings;
  const lowerEmail = sql<string>`lower(${reservations.email})`;
  // One after the other: inside a transaction both run on its one connection.
  const noShows = await db
    .select({
      email: lowerEmail,
      year: reservations.year,
      month: reservations.month,
      day: reservations.day,
      hour: reservations.hour,
      minute: reservations.minute,
    })
    .from(reservations)
    // The literal state: the partial index reservations_no_shows_by_email is on arrival = 'no-show'.
    .where(
      and(
        sql`${reservations.arrival} = 'no-show'`,
        inArray(lowerEmail, addresses),
        isNull(reservations.canceledAt),
      ),
    );
  const lifts = await db
    .select({ email: noShowLifts.email, at: max(noShowLifts.liftedAt) })
    .from(noShowLifts)
    .where(inArray(noShowLifts.email, addresses))
    .groupBy(noShowLifts.email);
  for (const address of addresses) {
    const times = noShows
      .filter((row) => row.email === address)
      .map((row) => clubLocalToUtc(row, row.hour, row.minute));
    const lifted = lifts.find((row) => row.email === address)?.at ?? null;
    standings.set(address, noShowStanding(times, lifted, rule, now));
  }
  return standings;
}

/** A booking as the day's sheet shows it, with its address's standing when it has an address. */
export function withNoShows(
  booking: SheetBooking,
  standings: ReadonlyMap<string, NoShowStanding>,
  rule: NoShowRule,
): SheetBooking {
  const standing = booking.email ? standings.get(stopAddress(booking.email)) : undefined;
  return standing ? { ...booking, noShows: standingAnswer(standing, rule) } : booking;
}

export interface NoShowStopsOptions {
  db: Db;
  /** The tee sheet's configuration: its selfService.noShows is the club's rule. */
  teeSheetConfig: () => Promise<TeeSheetConfig>;
  /** The club's telephone as staff published it (club details), named in the refusal. */
  clubTelephone: () => Promise<string>;
}

/** The club's rule applied: the online booking's check, and staff lifting a stop. */
export function createNoShowStops(opts: NoShowStopsOptions) {
  const { db } = opts;

  async function standingOf(email: string, now = new Date()): Promise<NoShowStanding> {
    const rule = (await opts.teeSheetConfig()).selfService.noShows;
    const standings = await noShowStandings(db, [email], rule, now);
    return standings.get(stopAddress(email)) ?? { count: 0, stoppedUntil: null };
  }

  return {
    standingOf,

    /**
     * Refuses an online booking (or a new payment of one) with an address whose online booking is stopped,
     * in the request's language. A rule of count 0 stops no one.
     */
    async refuseStopped(email: string, language: Language, now = new Date()): Promise<void> {
      if ((await opts.teeSheetConfig()).selfService.noShows.count < 1) return;
      const { stoppedUntil } = await standingOf(email, now);
      if (stoppedUntil === null) return;
      throw new BookingStoppedError(noShowStopMessage(language, await opts.clubTelephone()));
    },

    /**
     * Staff lift the stop of a booking's address: its no-shows up to now no longer count. Audited by the
     * booking's id, never the address (the audit conventions keep personal data out of the log's text).
     */
    async lift(actor: string, id: string, now = new Date()): Promise<NoShowStandingAnswer> {
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const rule = (await opts.teeSheetConfig()).selfService.noShows;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ email: reservations.email })
          .from(reservations)
          .where(eq(reservations.id, id));
        if (!row) throw new HttpError(404, 'Booking not found.');
        if (!row.email) throw new HttpError(409, 'This booking has no e-mail address.');
        const address = stopAddress(row.email);
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_EMAIL}, hashtext(${address}))`);
        const before = (await noShowStandings(tx, [address], rule, now)).get(address);
        if (!before?.stoppedUntil)
          throw new HttpError(409, 'Online booking with this address is not stopped.');
        await tx.insert(noShowLifts).values({ email: address, liftedAt: now, liftedBy: actor });
        await tx.insert(auditLog).values({
          actor,
          action: 'tee-sheet.no-show-stop.lift',
          target: `booking ${id}: online booking stopped until ${before.stoppedUntil.toISOString()}, lifted (${before.count} no-shows in ${rule.withinMonths} months)`,
        });
        const after = (await noShowStandings(tx, [address], rule, now)).get(address);
        return standingAnswer(after ?? { count: 0, stoppedUntil: null }, rule);
      });
    },
  };
}
export type NoShowStops = ReturnType<typeof createNoShowStops>;
