import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { defaultRetention } from '../../common/config/retention';
import {
  auditLog,
  bookingRequests,
  mailOutbox,
  reservations,
  staffSessions,
  staffUsers,
  testPayments,
} from '../src/db/schema';
import { createRetentionJob, runRetention } from '../src/privacy/retention';
import { api } from './fixtures';
import { build, testDbKind } from './helpers';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The job's clock: 15 June 2026, 12:00 in Brussels. Tests move it instead of waiting. */
let clock = new Date('2026-06-15T10:00:00Z');
const at = (offsetMs: number) => new Date(clock.getTime() + offsetMs);

describe('retention: personal data past its period goes, once a day, on one instance', async () => {
  const { app, database } = await build({ retention: { now: () => clock } });
  const db = database.db;

  const greenfeeFields = (date: string) => ({
    firstname: 'Ann',
    lastname: 'Peeters',
    handicap: 12.4,
    email: 'ann.peeters@example.net',
    telephone: '+32 470 12 34 56',
    adults: 2,
    juniors: 1,
    date,
    time: '10:30',
    remarks: 'A buggy, please.',
  });
  const addRequest = async (date: string) => {
    const id = randomUUID();
    await db.insert(bookingRequests).values({
      id,
      kind: 'greenfee',
      fields: greenfeeFields(date),
      rawText: 'Firstname: Ann\nLastname: Peeters',
      fingerprint: `fp-${id}`,
    });
    return id;
  };
  const addTableRequest = async (date: string) => {
    const id = randomUUID();
    await db.insert(bookingRequests).values({
      id,
      kind: 'table',
      fields: { fullname: 'Marc Janssens', persons: 4, phone: '+32 50', email: 'marc@example.net', date },
      rawText: 'fullname: Marc Janssens',
    });
    return id;
  };
  const addBooking = async (date: string) => {
    const id = randomUUID();
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    await db.insert(reservations).values({
      id,
      type: 'greenfee',
      year,
      month,
      day,
      hour: 9,
      minute: 10,
      firstname: 'Piet',
      lastname: 'Willems',
      handicap: 18.2,
      email: 'piet.willems@example.net',
      telephone: '+32 475 00 11 22',
      memberNumber: 'M-77',
      federationNumber: 'F-1234',
      note: 'Brings his own buggy',
      adults: 2,
      juniors: 0,
      priceCents: 22_000,
      paymentState: 'paid',
      paymentId: `tr_${id.slice(0, 8)}`,
      clientHash: 'hash',
    });
    return id;
  };
  const addMail = async (status: 'sent' | 'failed' | 'pending', sentAt: Date | null) => {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        toAddress: 'ann.peeters@example.net',
        subject: 'Your request',
        textBody: 'Dear Ann',
        status,
        sentAt,
        createdAt: sentAt ?? at(-90 * DAY),
      })
      .returning({ id: mailOutbox.id });
    return row?.id ?? 0;
  };
  const addAudit = async (createdAt: Date) => {
    const [row] = await db
      .insert(auditLog)
      .values({ actor: 'desk@example.org', action: 'content.update', target: 'menu', createdAt })
      .returning({ id: auditLog.id });
    return row?.id ?? 0;
  };
  const addTestPayment = async (createdAt: Date) => {
    const id = `tst_${randomUUID().slice(0, 12)}`;
    await db.insert(testPayments).values({
      id,
      reservationId: randomUUID(),
      amountCents: 11_000,
      description: 'Green fee',
      redirectUrl: 'http://localhost/bookings/x',
      expiresAt: createdAt,
      createdAt,
    });
    return id;
  };
  const userId = randomUUID();
  await db
    .insert(staffUsers)
    .values({ id: userId, email: 'desk@example.org', passwordHash: 'x', role: 'staff' });
  const addSession = async (expiresAt: Date, lastSeenAt: Date) => {
    const tokenHash = randomUUID();
    await db.insert(staffSessions).values({ tokenHash, userId, expiresAt, lastSeenAt });
    return tokenHash;
  };

  // 12 months before 2026-06-15 is 2025-06-15; 24 months, 2024-06-15.
  const oldRequest = await addRequest('2025-06-14');
  const keptRequest = await addRequest('2025-06-15');
  const oldTable = await addTableRequest('2025-06-14T19:30');
  const keptTable = await addTableRequest('2025-06-15T19:30');
  const oldBooking = await addBooking('2024-06-14');
  const keptBooking = await addBooking('2024-06-15');
  const oldMail = await addMail('sent', at(-30 * DAY - MINUTE));
  const keptMail = await addMail('sent', at(-30 * DAY + MINUTE));
  const failedMail = await addMail('failed', null);
  const pendingMail = await addMail('pending', null);
  const oldAudit = await addAudit(new Date('2024-06-15T09:59:00Z'));
  const keptAudit = await addAudit(new Date('2024-06-15T10:01:00Z'));
  const oldPayment = await addTestPayment(at(-30 * DAY - MINUTE));
  const keptPayment = await addTestPayment(at(-30 * DAY + MINUTE));
  const expired = await addSession(at(-MINUTE), at(-2 * MINUTE));
  const idle = await addSession(at(7 * 3_600_000), at(-31 * MINUTE));
  const active = await addSession(at(7 * 3_600_000), at(-29 * MINUTE));

  const first = await app.retention.run();

  it('reports what it did in counts', () => {
    expect(first).toEqual({
      ran: true,
      counts: {
        requests: 2,
        bookings: 1,
        mails: 1,
        sessions: 2,
        auditEntries: 1,
        testPayments: 1,
        noShowLifts: 0,
        waitingList: 0,
      },
    });
  });

  it('then vacuums and analyses an embedded database, which has no autovacuum (PGlite)', async () => {
    if (testDbKind === 'postgres') {
      // PostgreSQL's autovacuum keeps its tables: the job leaves them to it.
      expect(await database.maintain()).toEqual({ vacuumed: false });
      return;
    }
    const stats = await db.execute(
      sql`select s.last_vacuum, s.last_analyze, c.reltuples from pg_stat_user_tables s
          join pg_class c on c.oid = s.relid where s.relname = 'reservations'`,
    );
    const [row] = (
      stats as unknown as { rows: { last_vacuum: unknown; last_analyze: unknown; reltuples: number }[] }
    ).rows;
    expect(row?.last_vacuum).not.toBeNull();
    expect(row?.last_analyze).not.toBeNull();
    // Never analysed is -1: the planner now counts the rows instead of guessing.
    expect(Number(row?.reltuples)).toBeGreaterThanOrEqual(0);
  });

  it('anonymises requests 12 months after their date, keeping date, time and party', async () => {
    const rows = await db.select().from(bookingRequests);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(oldRequest)).toMatchObject({
      fields: { date: '2025-06-14', time: '10:30', adults: 2, juniors: 1 },
      rawText: '',
      fingerprint: null,
      anonymisedAt: clock,
    });
    expect(Object.keys(byId.get(oldRequest)?.fields ?? {}).sort()).toEqual([
      'adults',
      'date',
      'juniors',
      'time',
    ]);
    expect(byId.get(oldTable)?.fields).toEqual({ date: '2025-06-14T19:30', persons: 4 });
    expect(byId.get(keptRequest)).toMatchObject({ fields: greenfeeFields('2025-06-15'), anonymisedAt: null });
    expect(byId.get(keptTable)?.fields).toMatchObject({
      fullname: 'Marc Janssens',
      email: 'marc@example.net',
    });
  });

  it('anonymises bookings 24 months after the tee time, keeping date, party, price and payment', async () => {
    const [old] = await db.select().from(reservations).where(eq(reservations.id, oldBooking));
    expect(old).toMatchObject({
      firstname: '',
      lastname: '',
      handicap: null,
      email: null,
      telephone: null,
      memberNumber: null,
      federationNumber: null,
      note: null,
      clientHash: null,
      anonymisedAt: clock,
      year: 2024,
      month: 6,
      day: 14,
      hour: 9,
      minute: 10,
      adults: 2,
      priceCents: 22_000,
      paymentState: 'paid',
      paymentId: `tr_${oldBooking.slice(0, 8)}`,
    });
    const [kept] = await db.select().from(reservations).where(eq(reservations.id, keptBooking));
    expect(kept).toMatchObject({ firstname: 'Piet', email: 'piet.willems@example.net', anonymisedAt: null });
  });

  it('deletes sent mails 30 days after sending; failed and pending ones stay', async () => {
    const ids = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((r) => r.id);
    expect(ids).not.toContain(oldMail);
    expect(ids).toEqual(expect.arrayContaining([keptMail, failedMail, pendingMail]));
  });

  it('deletes ended sessions (past their end, or idle too long)', async () => {
    const hashes = (await db.select({ h: staffSessions.tokenHash }).from(staffSessions)).map((r) => r.h);
    expect(hashes).toEqual([active]);
    expect(hashes).not.toContain(expired);
    expect(hashes).not.toContain(idle);
  });

  it('deletes audit entries after 2 years', async () => {
    const ids = (await db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
    expect(ids).not.toContain(oldAudit);
    expect(ids).toContain(keptAudit);
  });

  it('deletes test payments after 30 days', async () => {
    const ids = (await db.select({ id: testPayments.id }).from(testPayments)).map((r) => r.id);
    expect(ids).not.toContain(oldPayment);
    expect(ids).toContain(keptPayment);
  });

  it('writes its counts to the audit log as "retention", without a name or an address', async () => {
    const entries = await db.select().from(auditLog).where(eq(auditLog.actor, 'retention'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'retention.run',
      target:
        'requests anonymised 2, bookings anonymised 1, sent mails deleted 1, sessions deleted 2, ' +
        'audit entries deleted 1, test payments deleted 1, waiting-list entries anonymised 0, no-show lifts deleted 0',
      createdAt: clock,
    });
    expect(JSON.stringify(entries)).not.toMatch(/@|Ann|Peeters|Piet|Willems|Marc|\+32/);
  });

  it('does not run again the same day, and a forced run finds nothing left to do', async () => {
    expect(await app.retention.runIfDue()).toEqual({ ran: false, reason: 'not-due' });
    const again = await app.retention.run();
    expect(again).toEqual({
      ran: true,
      counts: {
        requests: 0,
        bookings: 0,
        mails: 0,
        sessions: 0,
        auditEntries: 0,
        testPayments: 0,
        noShowLifts: 0,
        waitingList: 0,
      },
    });
  });

  it('moves on with its clock: a day later the next request is past its period', async () => {
    clock = new Date('2026-06-16T10:00:00Z');
    const run = await app.retention.runIfDue();
    expect(run).toMatchObject({ ran: true, counts: { requests: 2, bookings: 1 } });
    const [kept] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, keptRequest));
    expect(kept?.anonymisedAt).toEqual(clock);
  });

  it('two runs at once: one does the work, the other leaves it', async () => {
    clock = new Date('2026-06-18T10:00:00Z');
    const before = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.actor, 'retention'));
    const results = await Promise.all([app.retention.runIfDue(), app.retention.runIfDue()]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(results.find((r) => !r.ran)).toMatchObject({
      ran: false,
      reason: expect.stringMatching(/^(busy|not-due)$/),
    });
    const after = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.actor, 'retention'));
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
  });

  it.runIf(testDbKind === 'postgres')(
    'skips at once while another instance holds the lock (PostgreSQL)',
    async () => {
      clock = new Date('2026-06-25T10:00:00Z');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(10, 0)`);
        locked();
        await held;
      });
      await lockTaken;
      const result = await runRetention(db, { periods: defaultRetention, sessionIdleMs: 30 * MINUTE }, clock);
      release();
      await holder;
      expect(result).toEqual({ ran: false, reason: 'busy' });
    },
  );
});

describe('GET /privacy/retention: the periods the privacy page states', async () => {
  const { app } = await build({ env: { RETENTION_REQUEST_MONTHS: '18', RETENTION_MAIL_DAYS: '14' } });

  it("answers the server's configured periods, the defaults elsewhere", async () => {
    const res = await app.inject({ method: 'GET', url: api(apiPaths.privacyRetention.path()) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...defaultRetention, requestMonths: 18, sentMailDays: 14 });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('retention: each instance asks on its own schedule, and the job runs once a day', async () => {
  const fixed = new Date('2026-06-15T10:00:00Z');
  const { database } = await build({ retention: { now: () => fixed, firstCheckMs: 5, checkEveryMs: 5 } });

  it('runs soon after start, then finds itself not due at every later check', async () => {
    const runs = () => database.db.select().from(auditLog).where(eq(auditLog.actor, 'retention'));
    await vi.waitFor(async () => expect(await runs()).toHaveLength(1), { timeout: 60_000, interval: 20 });
    // Several more checks go by: the last run is less than a day old on the job's clock.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await runs()).toHaveLength(1);
    expect((await runs())[0]?.createdAt).toEqual(fixed);
  });
});

describe('retention: the database upkeep after a run', async () => {
  const { database } = await build();

  it('a failed upkeep is logged, and the run it followed stands', async () => {
    const warnings: unknown[] = [];
    const log = { info: () => {}, warn: (...args: unknown[]) => warnings.push(args) };
    const job = createRetentionJob({
      db: database.db,
      log: log as unknown as FastifyBaseLogger,
      periods: defaultRetention,
      sessionIdleMs: 30 * MINUTE,
      now: () => new Date('2026-06-15T10:00:00Z'),
      maintain: () => Promise.reject(Object.assign(new Error('disk full'), { code: '53100' })),
    });
    expect(await job.run()).toMatchObject({ ran: true });
    expect(warnings).toEqual([[{ code: '53100' }, 'database upkeep failed; will retry']]);
  });
});
