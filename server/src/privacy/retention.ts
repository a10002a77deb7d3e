import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { monthsBefore, type RetentionPeriods } from '../../../common/config/retention';
import { clubLocalToUtc, clubToday, parseIsoDate } from '../../../common/rules/clubTime';
import type { Db } from '../db/client';
import {
  auditLog,
  bookingRequests,
  mailOutbox,
  reservations,
  staffSessions,
  testPayments,
} from '../db/schema';
import type { Tx } from '../db/tx';
import { bookingDateKey, dateKey } from '../repositories/teeSheetRepository';
import { anonymiseEntriesBefore } from '../repositories/waitingListRepository';
import { anonymisedRequest, anonymisedReservation } from './anonymise';
import { deleteLiftsBefore } from './noShowLiftRows';

/** The audit log's actor and action of a run: its entries double as the record of when it last ran. */
export const RETENTION_ACTOR = 'retention';
export const RETENTION_ACTION = 'retention.run';

/**
 * Advisory-lock space of the retention job (the first key of the two-key form; 1 to 3 are the bookings',
 * the requests' and the blocks'): whoever holds it runs the job, every other instance skips.
 */
const LOCK_RETENTION = 10;

/** A run is due once the last one is this old; instances check every hour, so the job runs once a day. */
export const RUN_EVERY_MS = 23 * 3_600_000;
export const CHECK_EVERY_MS = 3_600_000;

const DAY_MS = 86_400_000;

export interface RetentionCounts {
  requests: number;
  bookings: number;
  mails: number;
  sessions: number;
  auditEntries: number;
  testPayments: number;
  /** Staff's lifts of no-show stops (docs/product.md, No-shows that count), which hold the player's address. */
  noShowLifts: number;
  /** Waiting-list entries (docs/product.md, Waiting list), anonymised as requests are. */
  waitingList: number;
}

export type RetentionRun =
  | { ran: true; counts: RetentionCounts }
  /** busy: another instance holds the lock; not-due: it ran less than RUN_EVERY_MS ago. */
  | { ran: false; reason: 'busy' | 'not-due' };

/** What a run did, as the audit log says it: counts only, never a name or an address. */
export const countsText = (c: RetentionCounts) =>
  `requests anonymised ${c.requests}, bookings anonymised ${c.bookings}, sent mails deleted ${c.mails}, ` +
  `sessions deleted ${c.sessions}, audit entries deleted ${c.auditEntries}, test payments deleted ${c.testPayments}, ` +
  `waiting-list entries anonymised ${c.waitingList}, no-show lifts deleted ${c.noShowLifts}`;

/** The instant `months` months before `now`, at the same time of day (UTC). */
export function instantMonthsBefore(now: Date, months: number): Date {
  const iso = now.toISOString();
  return new Date(`${monthsBefore(iso.slice(0, 10), months)}${iso.slice(10)}`);
}

export interface RetentionOptions {
  periods: RetentionPeriods;
  /** A staff session unused this long has ended (SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
}

/**
 * One pass of the retention rules (docs/product.md, Retention), all in one transaction under the job's
 * advisory lock: an instance that cannot take it at once leaves the work to the one that holds it. With
 * `onlyIfDue`, a pass that another instance made less than RUN_EVERY_MS ago is not repeated.
 */
export async function runRetention(
  db: Db,
  opts: RetentionOptions,
  now: Date,
  { onlyIfDue = false } = {},
): Promise<RetentionRun> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCK_RETENTION}, 0) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!locked.rows[0]?.locked) return { ran: false, reason: 'busy' } as const;
    if (onlyIfDue && !(await isDue(tx, now))) return { ran: false, reason: 'not-due' } as const;
    const counts = await applyRules(tx, opts, now);
    await tx.insert(auditLog).values({
      actor: RETENTION_ACTOR,
      action: RETENTION_ACTION,
      target: countsText(counts),
      createdAt: now,
    });
    return { ran: true, counts } as const;
  });
}

async function isDue(tx: Tx, now: Date): Promise<boolean> {
  const [last] = await tx
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.actor, RETENTION_ACTOR), eq(auditLog.action, RETENTION_ACTION)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return !last || now.getTime() - last.at.getTime() >= RUN_EVERY_MS;
}

async function applyRules(tx: Tx, opts: RetentionOptions, now: Date): Promise<RetentionCounts> {
  const { periods } = opts;
  const today = clubToday(now);

  // Requests: the date asked for (YYYY-MM-DD, a table request's may carry a time) is never before the
  // day the request was made, so the period counts from the later of the two.
  const requestCutoff = monthsBefore(today, periods.requestMonths);
  const requests = await tx
    .update(bookingRequests)
    .set(anonymisedRequest(now))
    .where(
      and(
        isNull(bookingRequests.anonymisedAt),
        sql`left(${bookingRequests.fields}->>'date', 10) < ${requestCutoff}`,
      ),
    )
    .returning({ id: bookingRequests.id });

  // Waiting-list entries are a visitor's wish for a date, as a request is: the requests' period, by date.
  const waitingList = await anonymiseEntriesBefore(tx, dateKey(requestCutoff), now);

  const bookingCutoff = dateKey(monthsBefore(today, periods.bookingMonths));
  const bookings = await tx
    .update(reservations)
    .set(anonymisedReservation(now))
    .where(and(isNull(reservations.anonymisedAt), lt(bookingDateKey(), bookingCutoff)))
    .returning({ id: reservations.id });

  // A lift covers the no-shows of tee times up to it: once all of those bookings are anonymised (a lift
  // made before the first day whose bookings keep their address), it covers nothing that names anyone.
  const bookingCutoffDate = parseIsoDate(monthsBefore(today, periods.bookingMonths));
  const noShowLifts = bookingCutoffDate
    ? await deleteLiftsBefore(tx, clubLocalToUtc(bookingCutoffDate, 0, 0))
    : 0;

  // Only sent mails: a failed one stays for staff to resend or give up on, a pending one is still to go.
  const mails = await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'sent'),
        lt(mailOutbox.sentAt, new Date(now.getTime() - periods.sentMailDays * DAY_MS)),
      ),
    )
    .returning({ id: mailOutbox.id });

  const sessions = await tx
    .delete(staffSessions)
    .where(
      or(
        lte(staffSessions.expiresAt, now),
        lte(staffSessions.lastSeenAt, new Date(now.getTime() - opts.sessionIdleMs)),
      ),
    )
    .returning({ tokenHash: staffSessions.tokenHash });

  const auditEntries = await tx
    .delete(auditLog)
    .where(lt(auditLog.createdAt, instantMonthsBefore(now, periods.auditMonths)))
    .returning({ id: auditLog.id });

  const payments = await tx
    .delete(testPayments)
    .where(lt(testPayments.createdAt, new Date(now.getTime() - periods.testPaymentDays * DAY_MS)))
    .returning({ id: testPayments.id });

  return {
    requests: requests.length,
    bookings: bookings.length,
    mails: mails.length,
    sessions: sessions.length,
    auditEntries: auditEntries.length,
    testPayments: payments.length,
    noShowLifts,
    waitingList,
  };
}

export interface RetentionJob {
  /** Runs the rules now (another instance running them meanwhile: skipped). */
  run(): Promise<RetentionRun>;
  /** Runs the rules unless they ran in the last day, on any instance. */
  runIfDue(): Promise<RetentionRun>;
  start(): void;
  stop(): Promise<void>;
}

export interface RetentionJobOptions extends RetentionOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** The job's clock; tests move it instead of waiting. */
  now?: () => Date;
  /** How often each instance asks whether a run is due. */
  checkEveryMs?: number;
  /** When it first asks after starting: a minute by default. */
  firstCheckMs?: number;
  /**
   * The database's own upkeep (Database.maintain: VACUUM ANALYZE on PGlite), after each run that removed
   * or rewrote rows, once a day, outside the run's transaction.
   */
  maintain?: () => Promise<{ vacuumed: boolean }>;
}

/**
 * The daily job. Every instance checks each hour (and soon after it starts); the advisory lock and the
 * last run in the audit log make one of them do the work once a day, as the outbox's SKIP LOCKED makes
 * one worker send each mail.
 */
export function createRetentionJob(opts: RetentionJobOptions): RetentionJob {
  const now = opts.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<RetentionRun> | null = null;

  // Upkeep that fails is logged and tried again after the next run: the run itself stands.
  const maintain = async () => {
    if (!opts.maintain) return;
    const started = Date.now();
    try {
      const { vacuumed } = await opts.maintain();
      if (vacuumed) opts.log.info({ ms: Date.now() - started }, 'database vacuumed and analysed');
    } catch (error) {
      opts.log.warn({ code: (error as { code?: string }).code }, 'database upkeep failed; will retry');
    }
  };

  const attempt = (onlyIfDue: boolean) => {
    const pass = runRetention(opts.db, opts, now(), { onlyIfDue });
    return pass.then(async (result) => {
      if (!result.ran) return result;
      opts.log.info({ ...result.counts }, 'retention: personal data past its period removed');
      await maintain();
      return result;
    });
  };

  const tick = () => {
    running ??= attempt(true)
      .catch((error: unknown) => {
        opts.log.warn({ code: (error as { code?: string }).code }, 'retention run failed; will retry');
        return { ran: false, reason: 'busy' } as const;
      })
      .finally(() => {
        running = null;
      });
  };

  return {
    run: () => attempt(false),
    runIfDue: () => attempt(true),
    start() {
      // A minute after start, not at once: a fleet restarting together need not all queue on the lock.
      timer = setTimeout(function check() {
        tick();
        timer = setTimeout(check, opts.checkEveryMs ?? CHECK_EVERY_MS);
        timer.unref();
      }, opts.firstCheckMs ?? 60_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
