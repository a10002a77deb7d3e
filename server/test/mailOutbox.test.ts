import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { greenfeeRequestFields } from '../../common/validation/greenfeeRequestFields';
import { formatRequestLines } from '../../common/validation/requestLines';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import { daysFromToday, postJson, testConfig, testDatabase } from './helpers';
import { freePort, startSmtp } from './smtp';

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const greenfeeText = (firstname: string) =>
  formatRequestLines(greenfeeRequestFields, {
    firstname,
    lastname: 'Tester',
    handicap: '18',
    email: `${firstname.toLowerCase()}@example.net`,
    telephone: '+32 470 00 00 00',
    adults: '2',
    juniors: '0',
    date: daysFromToday(10),
    time: '10:30',
    remarks: 'Outbox test',
  });

const appOn = (database: Database, smtpUrl?: string) =>
  buildApp({
    config: testConfig(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    database,
    logger: false,
    webRoot: '/nonexistent-web-root',
    outbox: { pollMs: 100, retryBaseMs: 100 },
  });

describe('mail outbox', async () => {
  const database = await testDatabase();
  afterAll(() => database.close());
  const rows = () => database.db.select().from(mailOutbox);

  it('keeps mails queued when SMTP_URL is not set', async () => {
    const app = await appOn(database);
    await app.ready();
    const res = await postJson(app, '/api/v1/reserve/greenfee', { content: greenfeeText('Queued') });
    expect(res.statusCode).toBe(201);
    // A pass of the worker, as its timer would run one: without SMTP it sends nothing and touches nothing.
    expect(await app.outbox.runOnce()).toBe(0);
    // The club's copy names the player; the acknowledgement repeats nothing they typed.
    const queued = (await rows()).filter(
      (r) => r.textBody.includes('Queued') || r.toAddress === 'queued@example.net',
    );
    expect(queued).toHaveLength(2);
    expect(queued.every((r) => r.status === 'pending' && r.attempts === 0)).toBe(true);
    await app.close();
    await database.db.delete(mailOutbox);
  });

  it('delivers a request made while SMTP is down exactly once after SMTP comes back, across a restart', async () => {
    const port = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${port}?ignoreTLS=true`;

    const first = await appOn(database, smtpUrl);
    await first.ready();
    const res = await postJson(first, '/api/v1/reserve/greenfee', { content: greenfeeText('Down') });
    expect(res.statusCode).toBe(201);
    await waitFor(async () => (await rows()).every((r) => r.attempts >= 1 && r.lastError !== null));
    expect((await rows()).every((r) => r.status === 'pending' && r.sentAt === null)).toBe(true);
    await first.close();

    const smtp = await startSmtp(port);
    try {
      const second = await appOn(database, smtpUrl);
      await second.ready();
      await waitFor(async () => (await rows()).every((r) => r.status === 'sent'));
      // Once the timer's passes have stopped, one more pass finds nothing left to send.
      await second.outbox.stop();
      expect(await second.outbox.runOnce()).toBe(0);
      await second.close();

      expect(smtp.received).toHaveLength(2);
      const recipients = smtp.received.flatMap((m) => m.to).sort();
      expect(recipients).toEqual(['club@example.org', 'down@example.net']);
      expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(2);
      const toClub = smtp.received.find((m) => m.to.includes('club@example.org'));
      expect(toClub?.body).toContain('Firstname: Down');
      expect(toClub?.body).toContain('Remarks: Outbox test');
      const toPlayer = smtp.received.find((m) => m.to.includes('down@example.net'));
      // Long lines come quoted-printable, with soft line breaks.
      const playerText = toPlayer?.body.replace(/=\r?\n/g, '');
      expect(playerText).toMatch(/definitive only once the club confirms/);
      expect(playerText).not.toContain('Down');
    } finally {
      await smtp.close();
    }
  });

  it('sends each mail once when two app instances work the same outbox', async () => {
    await database.db.delete(mailOutbox);
    const port = await freePort();
    const smtp = await startSmtp(port);
    const smtpUrl = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    const [a, b] = [await appOn(database, smtpUrl), await appOn(database, smtpUrl)];
    try {
      await Promise.all([a.ready(), b.ready()]);
      const names = Array.from({ length: 6 }, (_, i) => `Twin${i}`);
      const results = await Promise.all(
        names.map((name, i) =>
          postJson(i % 2 ? a : b, '/api/v1/reserve/greenfee', { content: greenfeeText(name) }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(names.map(() => 201));
      await waitFor(async () => {
        const all = await rows();
        return all.length === 12 && all.every((r) => r.status === 'sent');
      });
      // Once the timers' passes have stopped, one more pass of each instance finds nothing left to send.
      await Promise.all([a.outbox.stop(), b.outbox.stop()]);
      expect(await Promise.all([a.outbox.runOnce(), b.outbox.runOnce()])).toEqual([0, 0]);
      expect(smtp.received).toHaveLength(12);
      expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(12);
      const sentRows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
      expect(sentRows).toHaveLength(12);
    } finally {
      await a.close();
      await b.close();
      await smtp.close();
    }
  });
});
