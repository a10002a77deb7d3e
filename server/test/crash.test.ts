import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import type { TimeSlot } from '../../common/api/reservations';
import { openDatabase } from '../src/db/client';
import { bookingRequests, mailOutbox, reservations } from '../src/db/schema';
import { api, booking, dateIn, greenfeeText, tableText, validGreenfee, validTable } from './fixtures';
import { testDbKind } from './helpers';
import { databaseForProcesses, type ServerProcess, startServerProcess, waitUntilHealthy } from './processes';
import { freePort, startSmtp } from './smtp';

const REQUESTS = 500;
const AT_ONCE = 25;
/** The server is killed once this many answers have come back, with the rest in flight or unsent. */
const KILL_AFTER = 200;
const STAFF = { email: 'crash-admin@example.org', password: 'a long crash admin password' };
const TOKEN = 'crash-test-token-0123456789abcdef';

type Sent =
  | { kind: 'greenfee' | 'table'; email: string; status: number | 'refused' }
  | { kind: 'booking'; id: string | undefined; status: number | 'refused' };

// docs/product.md, Faults: an answer of 2xx means the request is stored, and the mails it queued go out
// once SMTP answers, exactly once, even when the server dies in the middle of a rush.
describe(`kill -9 during a burst of ${REQUESTS} requests (${testDbKind})`, async () => {
  const database = await databaseForProcesses('crash', { migrated: true });
  const port = await freePort();
  const smtpPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    ...database.env,
    PORT: String(port),
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    BOOKING_MODE: 'online',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    CLUB_EMAIL: 'club@example.org',
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    // One test client sends every request: the limits per client would refuse most of them.
    RATE_LIMIT_MAX: '100000',
    HOLD_LIMIT_PER_EMAIL: '100000',
    HOLD_LIMIT_PER_CLIENT: '100000',
  };
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await database.drop();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${base}${api(path)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN },
      body: JSON.stringify(body),
    });

  it('stores every request it acknowledged, and sends each queued mail once when SMTP is back', async () => {
    server = startServerProcess(env);
    await waitUntilHealthy(server, port);

    // Far enough ahead that every time is open to visitors; each booking gets a time of its own.
    const date = dateIn(30);
    const freeRes = await fetch(
      `${base}${api(apiPaths.freeSlots.path({ type: 'greenfee', year: date.year, month: date.month, day: date.day }))}`,
    );
    const times = (await freeRes.json()) as TimeSlot[];
    expect(times.length).toBeGreaterThan(20);

    const send = async (i: number): Promise<Sent> => {
      const email = `crash${i}@example.net`;
      try {
        if (i % 3 === 0) {
          const res = await post(apiPaths.reserveGreenfee.path(), {
            content: greenfeeText({ ...validGreenfee(), lastname: `Crash${i}`, email }),
          });
          return { kind: 'greenfee', email, status: res.status };
        }
        if (i % 3 === 1) {
          const res = await post(apiPaths.reserveTable.path(), {
            content: tableText({ ...validTable(), fullname: `Crash Table ${i}`, email }),
          });
          return { kind: 'table', email, status: res.status };
        }
        const time = times[i % times.length] as TimeSlot;
        const res = await post(
          apiPaths.createReservation.path(),
          booking(date, time.hour, time.min, { email, lastname: `Crash${i}` }),
        );
        const id = res.ok ? ((await res.json()) as { id?: string }).id : undefined;
        return { kind: 'booking', id, status: res.status };
      } catch {
        if (i % 3 === 2) return { kind: 'booking', id: undefined, status: 'refused' };
        return { kind: i % 3 === 0 ? 'greenfee' : 'table', email, status: 'refused' };
      }
    };

    // Requests go out AT_ONCE at a time; the server dies with the burst in full flow.
    const results: Sent[] = [];
    let next = 0;
    let answered = 0;
    const killed = server.exited;
    const lane = async () => {
      while (next < REQUESTS) {
        const result = await send(next++);
        results.push(result);
        if (result.status !== 'refused' && ++answered === KILL_AFTER) server?.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, lane));
    await killed;

    const acknowledged = results.filter(
      (r) => typeof r.status === 'number' && r.status >= 200 && r.status < 300,
    );
    const refused = results.filter((r) => r.status === 'refused');
    // The kill came mid-burst: some requests were answered, and some found nobody listening.
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER / 2);
    expect(refused.length).toBeGreaterThan(0);
    // Nothing else than a success or a clear refusal came back before the kill.
    for (const r of results) if (typeof r.status === 'number') expect([201, 409, 429]).toContain(r.status);

    // An hour passes, compressed: the mails' back-off after the failed tries (SMTP was down) ends, and so
    // do the claims of the mails the dead process was sending, which lapse after CLAIM_SECONDS.
    const stopped = await openDatabase({
      databaseUrl: database.env.DATABASE_URL,
      dataDir: database.env.DATA_DIR ?? '',
    });
    try {
      await stopped.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()`, claimedUntil: null })
        .where(eq(mailOutbox.status, 'pending'));
    } finally {
      await stopped.close();
    }

    // SMTP comes back, and so does the server, on the same database.
    const smtp = await startSmtp(smtpPort);
    try {
      server = startServerProcess(env);
      await waitUntilHealthy(server, port);

      // The staff outbox drains: every mail sent, none waiting.
      const login = await post(apiPaths.login.path(), STAFF);
      expect(login.status).toBe(200);
      const session = /session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const until = Date.now() + 120_000;
      for (;;) {
        const res = await fetch(`${base}${api(adminApiPaths.outboxStatus.path())}`, {
          headers: { cookie: `session=${session}` },
        });
        const status = (await res.json()) as { waiting: number; failed: number };
        if (status.waiting === 0 && status.failed === 0) break;
        if (Date.now() > until) throw new Error(`the outbox did not drain: ${JSON.stringify(status)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await smtp.close();
    }

    const opened = await openDatabase({
      databaseUrl: database.env.DATABASE_URL,
      dataDir: database.env.DATA_DIR ?? '',
    });
    try {
      const requests = await opened.db
        .select({ email: sql<string>`${bookingRequests.fields}->>'email'` })
        .from(bookingRequests);
      const storedRequests = new Set(requests.map((r) => r.email));
      const storedBookings = new Set(
        (await opened.db.select({ id: reservations.id }).from(reservations)).map((r) => r.id),
      );
      const mails = await opened.db.select({ status: mailOutbox.status }).from(mailOutbox);

      for (const r of acknowledged) {
        if (r.kind === 'booking') expect(storedBookings, `booking ${r.id}`).toContain(r.id);
        else {
          expect(storedRequests, `${r.kind} request of ${r.email}`).toContain(r.email);
          // Its acknowledgement to the visitor went out, once.
          expect(smtp.received.filter((m) => m.to.includes(r.email))).toHaveLength(1);
        }
      }
      // Every mail in the outbox went out exactly once, and nothing else was sent.
      expect(mails.every((m) => m.status === 'sent')).toBe(true);
      const ids = smtp.received.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(mails.length);
    } finally {
      await opened.close();
    }
  }, 400_000);
});
