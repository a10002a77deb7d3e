/** A mail waiting longer than this counts as stuck (docs/product.md, Mail): it normally leaves in seconds. */
export const OUTBOX_STUCK_MINUTES = 15;

export interface OutboxHealth {
  smtpConfigured: boolean;
  waiting: number;
  failed: number;
  oldestWaitingSince: string | null;
}

/**
 * Why the admin's home warns about mail, or null when nothing is stuck: a mail failed for good, mails
 * wait with no mail server to send them, or one has waited longer than OUTBOX_STUCK_MINUTES.
 */
export function outboxTrouble(health: OutboxHealth, now: Date): 'failed' | 'noSmtp' | 'slow' | null {
  if (health.failed > 0) return 'failed';
  if (health.waiting === 0) return null;
  if (!health.smtpConfigured) return 'noSmtp';
  const since = health.oldestWaitingSince ? Date.parse(health.oldestWaitingSince) : Number.NaN;
  return now.getTime() - since > OUTBOX_STUCK_MINUTES * 60_000 ? 'slow' : null;
}
