import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ClubDetails } from '../../../common/api/club';
import { type CalendarDate, clubLocalToUtc, clubToday } from '../../../common/rules/clubTime';
import type { TeeSheetConfig } from '../../../common/rules/teeSheet';
import type { Db } from '../db/client';
import { reservations } from '../db/schema';
import { typedAddress } from '../mail/address';
import { enqueueMails } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';
import { bookingDateKey, dateKey } from '../repositories/teeSheetRepository';
import { reminderMail } from './reminderMail';

const HOUR_MS = 3_600_000;

/** How often each instance looks for due reminders: a reminder goes out at most this late. */
export const REMINDER_EVERY_MS = 5 * 60_000;

/** When a booking at `teeTime` is reminded, with the club's `reminderHours`. */
export const reminderTime = (teeTime: Date, reminderHours: number) =>
  new Date(teeTime.getTime() - reminderHours * HOUR_MS);

const teeTimeOf = (row: CalendarDate & { hour: number; minute: number }) =>
  clubLocalToUtc(row, row.hour, row.minute);

/**
 * A booking that stands and holds its places: not canceled, and paid online, or entered by staff (a desk
 * booking, a confirmed request), which has no payment state. An unpaid online hold is not reminded.
 */
const standing = () =>
  and(
    isNull(reservations.canceledAt),
    eq(reservations.holdsSlot, true),
    or(eq(reservations.paymentState, 'paid'), isNull(reservations.paymentState)),
  );

/**
 * Whether the booking is due a reminder at `now`: its reminder time has come and its tee time not yet,
 * and it was made (for an online booking: paid) before its reminder time, so that a booking made later,
 * which its confirmation has just told of, gets none.
 */
export function isDue(row: ReservationRow, reminderHours: number, now: Date): boolean {
  if (reminderHours <= 0) return false;
  const teeTime = teeTimeOf(row);
  const remindAt = reminderTime(teeTime, reminderHours);
  const madeAt = row.confirmationQueuedAt ?? row.createdAt;
  return (
    remindAt.getTime() <= now.getTime() &&
    now.getTime() < teeTime.getTime() &&
    madeAt.getTime() <= remindAt.getTime()
  );
}

/**
 * The reminder mark a booking moved to `to` gets (docs/product.md, Reminders): cleared when the new time's
 * reminder time is still ahead, so that the reminder goes out for the new time (again, should it have gone
 * for the old one); otherwise kept, or set to `now` when none went yet, since the move's own mail has just
 * told the player the new time and a reminder right after it would only repeat it.
 */
export function reminderMarkAfterMove(
  row: Pick<ReservationRow, 'reminderQueuedAt'>,
  to: CalendarDate & { hour: number; minute: number },
  reminderHours: number,
  now: Date,
): Date | null {
  if (reminderHours <= 0) return row.reminderQueuedAt;
  const ahead = reminderTime(teeTimeOf(to), reminderHours).getTime() > now.getTime();
  return ahead ? null : (row.reminderQueuedAt ?? now);
}

export interface RemindersOptions {
  db: Db;
  log: FastifyBaseLogger;
  teeSheetConfig: () => Promise<TeeSheetConfig>;
  clubDetails: () => Promise<ClubDetails>;
  publicUrl: string;
  kickOutbox: () => void;
}

/**
 * The reminder mails (docs/product.md, Reminders). Every instance runs a pass every few minutes; each due
 * booking is marked and its mail queued in one transaction, and the mark is set only where there is none
 * (UPDATE … WHERE reminder_queued_at IS NULL), so that two instances, or two passes, queue it once: the
 * second waits for the first's row lock and then finds the mark set.
 */
export function createReminders(opts: RemindersOptions) {
  const { db } = opts;

  /** The bookings that may be due: standing, with an address, not reminded, on a date up to the window's end. */
  async function candidates(reminderHours: number, now: Date): Promise<ReservationRow[]> {
    const from = dateKey(clubToday(now));
    const to = dateKey(clubToday(new Date(now.getTime() + reminderHours * HOUR_MS)));
    return db
      .select()
      .from(reservations)
      .where(
        and(
          isNull(reservations.reminderQueuedAt),
          isNotNull(reservations.email),
          standing(),
          sql`${bookingDateKey()} between ${from} and ${to}`,
        ),
      );
  }

  /** Marks one booking and queues its mail, unless it changed meanwhile or another pass did it first. */
  async function remind(
    candidate: ReservationRow,
    club: ClubDetails,
    config: TeeSheetConfig,
    now: Date,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [marked] = await tx
        .update(reservations)
        .set({ reminderQueuedAt: now })
        .where(
          and(
            eq(reservations.id, candidate.id),
            isNull(reservations.reminderQueuedAt),
            standing(),
            // Still at the time it was found due at: a booking moved meanwhile is judged again next pass.
            eq(reservations.year, candidate.year),
            eq(reservations.month, candidate.month),
            eq(reservations.day, candidate.day),
            eq(reservations.hour, candidate.hour),
            eq(reservations.minute, candidate.minute),
          ),
        )
        .returning();
      if (!marked) return false;
      // An address changed meanwhile into none that can be mailed: the mark stays, and nothing goes.
      const mail = reminderMail(marked, {
        club,
        publicUrl: opts.publicUrl,
        cancelDeadlineHours: config.selfService.cancelDeadlineHours,
        now,
      });
      if (!mail) return false;
      await enqueueMails(tx, [mail]);
      return true;
    });
  }

  return {
    /** One pass at `now`: queues every due reminder, and answers how many. */
    async run(now: Date = new Date()): Promise<number> {
      const config = await opts.teeSheetConfig();
      const { reminderHours } = config.selfService;
      if (reminderHours <= 0) return 0;
      const due = (await candidates(reminderHours, now)).filter(
        (row) => typedAddress(row.email) !== null && isDue(row, reminderHours, now),
      );
      if (due.length === 0) return 0;
      // Read before the transactions: PGlite has one connection, which a transaction holds.
      const club = await opts.clubDetails();
      let queued = 0;
      for (const row of due) {
        try {
          if (await remind(row, club, config, now)) queued += 1;
        } catch (error) {
          // One booking's failure leaves its mark unset (rolled back): it is tried again next pass.
          opts.log.warn(
            { bookingId: row.id, code: (error as { code?: string }).code },
            'reminder not queued; will retry',
          );
        }
      }
      if (queued > 0) opts.kickOutbox();
      return queued;
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
