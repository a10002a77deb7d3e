import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { enqueueMails } from '../src/mail/outbox';
import { createOutboxWorker, type MailTransport } from '../src/mail/outboxWorker';
import { testDatabase } from './helpers';

// server/src/mail/outboxWorker.ts: a runOnce() made while a pass runs gets a pass that starts after that
// one, shared by every call made meanwhile, so a mail queued during a pass's tail (after its last look for
// due mails) is not left for the next poll. No timing: the fake transport's send and close are the moments
// the calls are made at, and the worker's clock says which mails are due.

const silent = { info: () => {}, warn: () => {}, error: () => {} } as never;
const minutes = (n: number) => n * 60_000;

describe('the outbox worker’s passes', async () => {
  const database = await testDatabase();
  const { db } = database;
  afterAll(() => database.close());

  // The worker's clock: a mail is due once its next attempt is at or before it.
  const start = Date.now();
  let clock = start;
  const sent: string[] = [];
  /** Called with each mail's subject as it is sent, and when a pass closes its connection. */
  let onSend: (subject: string) => Promise<void> | void = () => {};
  let onClose: () => void = () => {};
  const transport = (): MailTransport => ({
    async sendMail(mail) {
      await onSend(mail.subject);
      sent.push(mail.subject);
    },
    close: () => onClose(),
  });
  const worker = createOutboxWorker({
    db,
    log: silent,
    smtpUrl: 'smtp://mail.invalid',
    from: 'Club <no-reply@example.org>',
    now: () => new Date(clock),
    transport,
  });

  /** Queues a mail that falls due `dueIn` after the start of the test's clock. */
  async function queue(subject: string, dueIn: number): Promise<void> {
    await enqueueMails(db, [{ to: 'player@example.net', subject, text: subject }]);
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(start + dueIn) })
      .where(eq(mailOutbox.subject, subject));
  }
  const statusOf = async (subjects: string[]) =>
    (await db.select().from(mailOutbox).where(inArray(mailOutbox.subject, subjects))).map((m) => m.status);

  beforeEach(async () => {
    await db.delete(mailOutbox);
    clock = start;
    sent.length = 0;
    onSend = () => {};
    onClose = () => {};
  });

  it('runs one more pass for a call made as a pass ends, which sends the mail queued meanwhile', async () => {
    await queue('first', -minutes(1));
    // Not due for the first pass's look; due by the time the call below is made.
    await queue('queued during the tail', minutes(1));
    let duringTail: Promise<number> | undefined;
    let closes = 0;
    onClose = () => {
      closes += 1;
      if (closes > 1) return;
      // The pass has looked for due mails for the last time and is closing its connection.
      clock = start + minutes(2);
      duringTail = worker.runOnce();
    };
    const first = worker.runOnce();
    expect(await first).toBe(1);
    expect(sent).toEqual(['first']);
    expect(duringTail).toBeDefined();
    expect(duringTail).not.toBe(first);
    expect(await duringTail).toBe(1);
    expect(sent).toEqual(['first', 'queued during the tail']);
    expect(await statusOf(['first', 'queued during the tail'])).toEqual(['sent', 'sent']);
  });

  it('shares that one pass among every call made during a pass, and runs it after that pass', async () => {
    await queue('a', -minutes(1));
    await queue('b', minutes(1));
    let sending!: () => void;
    const isSending = new Promise<void>((resolve) => {
      sending = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    onSend = async (subject) => {
      if (subject !== 'a') return;
      sending();
      await released;
    };
    const first = worker.runOnce();
    await isSending;
    clock = start + minutes(2);
    const calls = [worker.runOnce(), worker.runOnce(), worker.runOnce()];
    expect(calls[1]).toBe(calls[0]);
    expect(calls[2]).toBe(calls[0]);
    expect(calls[0]).not.toBe(first);
    // Nothing of the next pass before the first has ended: 'b' is still waiting.
    expect(sent).toEqual([]);
    release();
    expect(await first).toBe(1);
    expect(await Promise.all(calls)).toEqual([1, 1, 1]);
    expect(sent).toEqual(['a', 'b']);
    // Once it has ended, a call starts a pass of its own.
    await queue('c', minutes(1));
    const later = worker.runOnce();
    expect(later).not.toBe(calls[0]);
    expect(await later).toBe(1);
    expect(sent).toEqual(['a', 'b', 'c']);
  });

  it('lets a call made during the following pass have a pass after that one in turn', async () => {
    await queue('a', -minutes(1));
    await queue('b', minutes(1));
    await queue('c', minutes(3));
    let duringSecond: Promise<number> | undefined;
    onSend = (subject) => {
      if (subject === 'a') clock = start + minutes(2);
      if (subject === 'b') {
        clock = start + minutes(4);
        duringSecond = worker.runOnce();
      }
    };
    const first = worker.runOnce();
    const second = worker.runOnce();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(duringSecond).toBeDefined();
    expect(duringSecond).not.toBe(second);
    expect(await duringSecond).toBe(1);
    expect(sent).toEqual(['a', 'b', 'c']);
  });

  it('stops only once the pass queued behind the running one has run', async () => {
    await queue('a', -minutes(1));
    await queue('b', minutes(1));
    onSend = (subject) => {
      if (subject === 'a') {
        clock = start + minutes(2);
        void worker.runOnce();
      }
    };
    const first = worker.runOnce();
    await worker.stop();
    expect(await first).toBe(1);
    expect(sent).toEqual(['a', 'b']);
  });
});
