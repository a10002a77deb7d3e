import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import {
  type ClaimedMail,
  claimDueMails,
  markAttemptFailed,
  markSent,
  markUndeliverable,
  recipientProblem,
} from './outbox';

export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    replyTo?: string;
    messageId: string;
    attachments?: { filename: string; contentType: string; content: string }[];
  }): Promise<unknown>;
  close(): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  /** How often due mails are looked for when nothing kicks the worker. */
  pollMs?: number;
  retryBaseMs?: number;
  batchSize?: number;
  /** The time attempts are due and backed off by; the real clock unless a test compresses an outage. */
  now?: () => Date;
  /** The connection a pass sends over: SMTP_URL's pool, unless a test watches the sends (outboxWorker.test.ts). */
  transport?: (smtpUrl: string) => MailTransport;
}

export interface OutboxWorker {
  /** SMTP_URL is set: without it, mails wait in the outbox and nothing tries them. */
  readonly smtpConfigured: boolean;
  start(): void;
  /** Looks for due mails now (after a request queued some). */
  kick(): void;
  stop(): Promise<void>;
  /**
   * Runs a pass that starts after this call, and resolves with the number of mails it sent: during a pass
   * (which may have looked for due mails already), one more pass is run after it, shared by every call
   * made meanwhile.
   */
  runOnce(): Promise<number>;
}

/** A stable Message-ID per outbox row lets receiving servers drop a copy should one ever be sent twice. */
function messageIdFor(mail: ClaimedMail, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`;
}

export function createOutboxWorker(opts: OutboxWorkerOptions): OutboxWorker {
  const pollMs = opts.pollMs ?? 15_000;
  const retryBaseMs = opts.retryBaseMs ?? 30_000;
  const batchSize = opts.batchSize ?? 10;
  const now = opts.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  // The one pass to run after the running one, for the calls made during it.
  let next: Promise<number> | null = null;
  let stopped = true;

  /**
   * One pooled connection for a pass's mails, not one each: after an outage the backlog of a rush (260
   * mails) went out in 3 s instead of 30 (docs/perf-log.md). It is closed when the pass ends, so no
   * idle connection is left open on the mail server between passes.
   */
  const openTransport = (smtpUrl: string): MailTransport =>
    nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 1,
      // The outbox retries with its own back-off, which staff see; the pool is not to retry besides.
      maxRequeues: 0,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }) as unknown as MailTransport;

  async function pass(): Promise<number> {
    const { smtpUrl } = opts;
    if (!smtpUrl) return 0;
    // Opened at the first due mail: most passes (a poll every 15 s) find none.
    let smtp: MailTransport | undefined;
    const open = opts.transport ?? openTransport;
    try {
      return await sendDue(() => {
        smtp ??= open(smtpUrl);
        return smtp;
      });
    } finally {
      smtp?.close();
    }
  }

  async function sendDue(transport: () => MailTransport): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMails(opts.db, batchSize, now());
      for (const mail of batch) {
        // Checked again here: a row written by hand, or before recipients were checked, goes to no list.
        const problem = recipientProblem(mail);
        if (problem) {
          opts.log.warn({ mailId: mail.id, reason: problem }, 'mail not sent: not one valid recipient');
          await markUndeliverable(opts.db, mail.id, problem);
          continue;
        }
        try {
          await transport().sendMail({
            from: opts.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            messageId: messageIdFor(mail, opts.from),
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
            ...(mail.attachments ? { attachments: mail.attachments } : {}),
          });
          await markSent(opts.db, mail.id, now());
          sent += 1;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          opts.log.warn({ mailId: mail.id, attempt: mail.attempts, reason }, 'mail not sent; will retry');
          await markAttemptFailed(opts.db, mail, reason, retryBaseMs, now());
        }
      }
      if (stopped || batch.length < batchSize) return sent;
    }
  }

  function runOnce(): Promise<number> {
    if (!running) return startPass();
    // The running pass may be past its last look for due mails (a mail queued by the caller would then
    // wait for the next poll): one more pass follows it, whatever point it has reached.
    next ??= running.then(() => {
      next = null;
      // A call between the two may have started a pass already: that one began after every call waiting here.
      return running ?? startPass();
    });
    return next;
  }

  function startPass(): Promise<number> {
    running = pass()
      .catch((error: unknown) => {
        opts.log.error({ err: error }, 'outbox pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void runOnce().then(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }

  return {
    smtpConfigured: Boolean(opts.smtpUrl),
    start() {
      if (!opts.smtpUrl) {
        opts.log.info('SMTP_URL is not set: mails wait in the outbox until it is');
        return;
      }
      stopped = false;
      schedule(0);
    },
    kick() {
      if (!stopped) schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      // A pass queued behind the running one as well: none runs once stop has returned.
      while (running || next) await (next ?? running);
    },
    runOnce,
  };
}
