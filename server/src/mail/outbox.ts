import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type MailAttachment, mailOutbox } from '../db/schema';
import type { DbOrTx } from '../db/tx';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface ClaimedMail extends OutgoingMail {
  id: number;
  attempts: number;
  createdAt: Date;
}

/** Written in the caller's transaction: the mail exists exactly when the request that caused it does. */
export async function enqueueMails(db: DbOrTx, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(
    mails.map((m) => ({
      toAddress: m.to,
      subject: m.subject,
      textBody: m.text,
      replyTo: m.replyTo ?? null,
      attachments: m.attachments ?? null,
    })),
  );
}

interface ClaimedRow {
  id: string | number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  attachments: MailAttachment[] | null;
  attempts: number;
  created_at: string | Date;
}

/** How long a claim lasts: longer than any SMTP send can take, so a live worker never loses its rows. */
export const CLAIM_SECONDS = 120;

/**
 * Claims due mails for one worker. SKIP LOCKED lets concurrent workers take different rows,
 * and the claim (committed at once) keeps them off each other's rows while sending. `now` is the
 * worker's clock, the one markAttemptFailed sets the next attempt by.
 */
export async function claimDueMails(db: Db, limit: number, now: Date = new Date()): Promise<ClaimedMail[]> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    update ${mailOutbox}
       set claimed_until = ${at}::timestamptz + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
     where id in (
       select id from ${mailOutbox}
        where status = 'pending'
          and next_attempt_at <= ${at}::timestamptz
          and (claimed_until is null or claimed_until < ${at}::timestamptz)
        order by id
        limit ${limit}
        for update skip locked)
    returning id, to_address, reply_to, subject, text_body, attachments, attempts, created_at`)) as unknown as {
    rows: ClaimedRow[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    attempts: r.attempts,
    createdAt: new Date(r.created_at),
    ...(r.reply_to ? { replyTo: r.reply_to } : {}),
    ...(r.attachments?.length ? { attachments: r.attachments } : {}),
  }));
}

export async function markSent(db: Db, id: number, now: Date = new Date()): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, claimedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export const MAX_ATTEMPTS = 12;

/** Exponential backoff, capped at an hour; after MAX_ATTEMPTS the mail is marked failed for staff to see. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export async function markAttemptFailed(
  db: Db,
  mail: ClaimedMail,
  error: string,
  baseMs: number,
  now: Date = new Date(),
): Promise<void> {
  const failed = mail.attempts >= MAX_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      status: failed ? 'failed' : 'pending',
      claimedUntil: null,
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts, baseMs)),
    })
    .where(eq(mailOutbox.id, mail.id));
}
