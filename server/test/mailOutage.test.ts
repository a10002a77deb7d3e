import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { outboxMail } from '../../common/api/admin';
import { buildApp } from '../src/app';
import { mailOutbox } from '../src/db/schema';
import { retryDelayMs } from '../src/mail/outbox';
import { api, greenfeeText, validGreenfee } from './fixtures';
import { injectWithToken, postJson, TEST_PASSWORD_COST, testConfig, testDatabase } from './helpers';
import { freePort, startSmtp } from './smtp';

const STAFF = { email: 'outage@example.org', password: 'a long staff password' };
/** The worker's default first retry delay (outboxWorker.ts); the test runs on the defaults. */
const RETRY_BASE_MS = 30_000;
/** The longest wait between two attempts (outbox.ts, retryDelayMs). */
const RETRY_CAP_MS = 60 * 60 * 1000;
/** How often the worker looks for due mails when nothing kicks it (outboxWorker.ts's default poll). */
const POLL_MS = 15_000;

// docs/product.md, Faults: an SMTP outage loses no mail. The outage is two and a half hours of the
// outbox's own clock, compressed: the worker's passes are run by hand, one per poll interval of simulated
// time, while nothing listens on the SMTP port (connection refused).
describe('an SMTP outage', async () => {
  const database = await testDatabase();
  const port = await freePort();
  // From now: the queued mails are due from the moment they are written, by the database's clock.
  let clock = Date.now();
  const app = await buildApp({
    config: testConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
    }),
    database,
    logger: false,
    webRoot: '/nonexistent-web-root',
    passwordCost: TEST_PASSWORD_COST,
    outbox: { now: () => new Date(clock) },
  });
  await app.ready();
  // Its timers would run passes on the real clock besides the ones the test runs.
  await app.outbox.stop();
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const staffOutbox = async () =>
    (await app.inject({ method: 'GET', url: api('/admin/outbox'), cookies: { session } })).json() as z.infer<
      typeof outboxMail
    >[];

  it('backs off, shows staff the queue, and sends each mail exactly once when SMTP returns', async () => {
    await database.db.delete(mailOutbox);
    const res = await postJson(app, api('/reserve/greenfee'), {
      content: greenfeeText({ ...validGreenfee(), email: 'outage@example.net' }),
    });
    expect(res.statusCode).toBe(201);
    const queued = await staffOutbox();
    expect(queued).toHaveLength(2);

    // Simulated time of each attempt, as seen in the attempts count the staff list shows.
    const start = clock;
    const attemptsAt: number[] = [];
    const outageMs = 2.5 * 60 * 60 * 1000;
    while (clock - start <= outageMs) {
      expect(await app.outbox.runOnce()).toBe(0);
      const [first] = await staffOutbox();
      if (first && first.attempts > attemptsAt.length) attemptsAt.push(clock - start);
      clock += POLL_MS;
    }
    const intervals = attemptsAt.slice(1).map((at, i) => at - (attemptsAt[i] ?? 0));
    // 30 s, 1, 2, 4, 8, 16 and 32 minutes, then the hour's cap.
    expect(intervals).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, RETRY_BASE_MS)));
    expect(intervals.at(-1)).toBe(RETRY_CAP_MS);
    expect(intervals.every((ms, i) => i === 0 || ms >= (intervals[i - 1] ?? 0))).toBe(true);

    // Nothing is lost, and staff see why the mails wait.
    const waiting = await staffOutbox();
    expect(waiting).toHaveLength(2);
    for (const mail of waiting) {
      expect(mail.status).toBe('pending');
      expect(mail.attempts).toBe(attemptsAt.length);
      expect(mail.lastError).toMatch(/ECONNREFUSED/);
      expect(mail.sentAt).toBeNull();
    }

    const smtp = await startSmtp(port);
    try {
      // SMTP is back: at the next due attempt both go out, and later passes send nothing more.
      const due = clock + RETRY_CAP_MS;
      let sent = 0;
      while (sent === 0 && clock <= due) {
        sent += await app.outbox.runOnce();
        clock += POLL_MS;
      }
      expect(sent).toBe(2);
      for (let pass = 0; pass < 20; pass++) {
        expect(await app.outbox.runOnce()).toBe(0);
        clock += POLL_MS;
      }
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(['club@example.org', 'outage@example.net']);
      expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(2);
      const delivered = await staffOutbox();
      expect(delivered.map((m) => m.status)).toEqual(['sent', 'sent']);
      expect(delivered.every((m) => m.lastError === null && m.sentAt !== null)).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});
