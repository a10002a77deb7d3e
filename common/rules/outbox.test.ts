import { describe, expect, it } from 'vitest';
import { outboxTrouble } from './outbox';

const now = new Date('2026-12-05T10:00:00Z');
const calm = { smtpConfigured: true, waiting: 0, failed: 0, oldestWaitingSince: null };

describe('outboxTrouble', () => {
  it('is quiet while mails leave as they should', () => {
    expect(outboxTrouble(calm, now)).toBeNull();
    expect(
      outboxTrouble({ ...calm, waiting: 2, oldestWaitingSince: '2026-12-05T09:45:00Z' }, now),
    ).toBeNull();
    expect(outboxTrouble({ ...calm, smtpConfigured: false }, now)).toBeNull();
  });

  it('names a failed mail, mails without a mail server, and a mail waiting over 15 minutes', () => {
    expect(outboxTrouble({ ...calm, failed: 1 }, now)).toBe('failed');
    expect(
      outboxTrouble(
        { ...calm, smtpConfigured: false, waiting: 1, oldestWaitingSince: now.toISOString() },
        now,
      ),
    ).toBe('noSmtp');
    expect(outboxTrouble({ ...calm, waiting: 1, oldestWaitingSince: '2026-12-05T09:44:59Z' }, now)).toBe(
      'slow',
    );
  });
});
