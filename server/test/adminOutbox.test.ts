import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { api } from './fixtures';
import { build, injectWithToken } from './helpers';

const STAFF = { email: 'secretary@example.org', password: 'a long staff password' };

interface Mail {
  id: number;
  status: string;
  lastError: string | null;
  nextAttemptAt: string | null;
}

/** The app with or without SMTP_URL, signed in as staff. */
async function signedIn(env: Record<string, string>, outbox?: { pollMs?: number; retryBaseMs?: number }) {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, ...env },
    ...(outbox ? { outbox } : {}),
  });
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
  const get = (url: string) => app.inject({ method: 'GET', url: api(url), cookies: { session } });
  const queue = async (subject: string, values: Partial<typeof mailOutbox.$inferInsert> = {}) => {
    const [row] = await database.db
      .insert(mailOutbox)
      .values({ toAddress: 'guest@example.net', subject, textBody: 'Hello', ...values })
      .returning({ id: mailOutbox.id });
    return row?.id ?? 0;
  };
  return { app, database, asStaff, get, queue };
}

describe('the outbox API without SMTP_URL', async () => {
  const { app, get, asStaff, queue, database } = await signedIn({});

  it('says no mail server is configured, and when each waiting mail is tried next', async () => {
    const queuedAt = new Date(Date.now() - 20 * 60_000);
    const waiting = await queue('Waiting', { createdAt: queuedAt, nextAttemptAt: queuedAt });
    const failed = await queue('Failed', { status: 'failed', attempts: 8, lastError: 'Connection refused' });

    const status = await get('/admin/outbox/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      smtpConfigured: false,
      waiting: 1,
      failed: 1,
      oldestWaitingSince: queuedAt.toISOString(),
    });

    const mails = (await get('/admin/outbox')).json() as Mail[];
    expect(mails.find((m) => m.id === waiting)).toMatchObject({
      status: 'pending',
      nextAttemptAt: queuedAt.toISOString(),
    });
    expect(mails.find((m) => m.id === failed)).toMatchObject({ status: 'failed', nextAttemptAt: null });

    // Sent again, the failed mail waits too; nothing tries it without a mail server.
    const before = Date.now();
    expect((await asStaff({ method: 'POST', url: api(`/admin/outbox/${failed}/resend`) })).statusCode).toBe(
      204,
    );
    const resent = ((await get('/admin/outbox')).json() as Mail[]).find((m) => m.id === failed);
    expect(resent?.status).toBe('pending');
    expect(Date.parse(resent?.nextAttemptAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await get('/admin/outbox/status')).json()).toMatchObject({ waiting: 2, failed: 0 });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed));
    expect(row?.attempts).toBe(0);
  });

  it('is for staff only', async () => {
    expect((await app.inject({ method: 'GET', url: api('/admin/outbox/status') })).statusCode).toBe(401);
  });
});

describe('the outbox API with SMTP_URL', async () => {
  // A port nothing listens on: every try fails at once, and the backoff sets the next.
  const { app, get, queue } = await signedIn(
    { SMTP_URL: 'smtp://127.0.0.1:9' },
    { pollMs: 60_000, retryBaseMs: 3_600_000 },
  );

  it('says the mail server is set, and gives a failed try’s error and its next try from the backoff', async () => {
    const id = await queue('Confirmation');
    // Queueing kicked the worker; whatever its pass was doing, this call's pass starts after it (the mail,
    // tried once, then waits an hour).
    await app.outbox.runOnce();
    const mail = ((await get('/admin/outbox')).json() as Mail[]).find((m) => m.id === id);

    expect(mail?.status).toBe('pending');
    expect(mail?.lastError).toBeTruthy();
    // The first retry waits the backoff's base, an hour here.
    const next = Date.parse(mail?.nextAttemptAt ?? '');
    expect(next - Date.now()).toBeGreaterThan(30 * 60_000);
    expect((await get('/admin/outbox/status')).json()).toMatchObject({ smtpConfigured: true, waiting: 1 });
  });
});
