import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { claimDueMails, enqueueMails } from '../src/mail/outbox';
import { testDatabase } from './helpers';

// The database stamps a queued mail's first attempt with microseconds; the worker's clock has milliseconds.
// CI once found a mail queued and looked for within one millisecond still pending after the pass.

describe('a mail’s first attempt', async () => {
  const database = await testDatabase();
  const { db } = database;
  afterAll(() => database.close());

  it('is due in the millisecond it was queued in, and not in the one before', async () => {
    const [mail] = await enqueueMails(db, [{ to: 'player@example.net', subject: 'Due', text: 'Due' }]);
    expect(mail).toBeDefined();
    await db.execute(
      sql`update ${mailOutbox} set next_attempt_at = '2026-11-28 12:00:00.123456+00' where subject = 'Due'`,
    );

    expect(await claimDueMails(db, 10, new Date('2026-11-28T12:00:00.122Z'))).toEqual([]);
    const claimed = await claimDueMails(db, 10, new Date('2026-11-28T12:00:00.123Z'));
    expect(claimed.map((m) => m.subject)).toEqual(['Due']);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Due'));
    expect(row?.attempts).toBe(1);
  });
});
