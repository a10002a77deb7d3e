import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type MailAttachment, mailOutbox } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { singleAddress } from './address';

/** What kind of mail it is, where a limit counts them (the outbox's `purpose`). */
export type MailPurpose = 'acknowledgement';

export interface OutgoingMail {
  /** Exactly one address (singleAddress): enqueueMails refuses anything else. */
  to: string;
  subject: string;
  text: string;
  /** Exactly one address too, when there is one. */
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * `acknowledgement`: the receipt of a visitor's request, to the address they typed; at most
   * ACKNOWLEDGEMENTS_PER_DAY reach one address (docs/product.md, Abuse limits).
   */
  purpose?: MailPurpose;
}

export interface ClaimedMail extends OutgoingMail {
  id: number;
  attempts: number;
  createdAt: Date;
}

/** How many acknowledgements one address receives in 24 hours, whoever sends the requests. */
export const ACKNOWLEDGEMENTS_PER_DAY = 5;

/** The advisory-lock space of acknowledged addresses (the first key of the two-key form). */
const LOCK_ACKNOWLEDGED_ADDRESS = 20;

/** Why a mail is refused or not sent: it must name exactly one recipient, and at most one to reply to. */
export function recipientProblem(mail: Pick<OutgoingMail, 'to' | 'replyTo'>): string | null {
  if (!singleAddress(mail.to)) return 'The recipient is not one valid address.';
  if (mail.replyTo !== undefined && !singleAddress(mail.replyTo))
    return 'The reply-to is not one valid address.';
  return null;
}

/**
 * Whether the address may be sent one more acknowledgement: fewer than ACKNOWLEDGEMENTS_PER_DAY in the
 * last 24 hours, in any capitals. It takes a lock on the address until the transaction ends, so that two
 * requests, on any instance, count one after the other and cannot both send the one too many.
 */
export async function mayAcknowledge(tx: DbOrTx, address: string): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_ACKNOWLEDGED_ADDRESS}, hashtext(lower(${address})))`,
  );
  const [sent] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.purpose, 'acknowledgement'),
        sql`lower(${mailOutbox.toAddress}) = lower(${address})`,
        gt(mailOutbox.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return Number(sent?.n ?? 0) < ACKNOWLEDGEMENTS_PER_DAY;
}

const rowOf = (m: OutgoingMail) => ({
  toAddress: m.to,
  subject: m.subject,
  textBody: m.text,
  replyTo: m.replyTo ?? null,
  attachments: m.attachments ?? null,
  purpose: m.purpose ?? null,
});

/**
 * Written in the caller's transaction: the mail exists exactly when the request that caused it does. A
 * mail without exactly one valid recipient is a fault of its caller, which picks the address, and is
 * refused; an acknowledgement beyond the address's daily limit is left out. Answers the mails queued.
 */
export async function enqueueMails(db: DbOrTx, mails: OutgoingMail[]): Promise<OutgoingMail[]> {
  for (const mail of mails) {
    const problem = recipientProblem(mail);
    if (problem) throw new Error(`${problem} A mail is queued for one valid address only.`);
  }
  const queued = mails.filter((m) => m.purpose !== 'acknowledgement');
  if (queued.length > 0) await db.insert(mailOutbox).values(queued.map(rowOf));
  // One at a time: each counts the ones before it.
  for (const acknowledgement of mails.filter((m) => m.purpose === 'acknowledgement')) {
    if (!(await mayAcknowledge(db, acknowledgement.to))) continue;
    await db.insert(mailOutbox).values(rowOf(acknowledgement));
    queued.push(acknowledgement);
  }
  return queued;
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
  // `now` has whole milliseconds and the database's default next attempt has microseconds. Compared as they
  // are, a mail queued in the very millisecond the worker looks would wait for the next poll.
  const at = now.toISOString();
  const result = (await db.execute(sql`
    update ${mailOutbox}
       set claimed_until = ${at}::timestamptz + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
     where id in (
       select id from ${mailOutbox}
        where status = 'pending'
          and next_attempt_at < ${at}::timestamptz + interval '1 millisecond'
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

/** A mail that can never be sent as it stands (no single valid recipient): failed at once, for staff to see. */
export async function markUndeliverable(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', claimedUntil: null, lastError: reason })
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
