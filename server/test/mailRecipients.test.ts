import { eq, like, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import { buildApp } from '../src/app';
import { auditLog, mailOutbox, reservations } from '../src/db/schema';
import { enqueueMails } from '../src/mail/outbox';
import { api, greenfeeText, validGreenfee } from './fixtures';
import { build, daysFromToday, postJson, testConfig, testDatabase } from './helpers';
import { freePort, startSmtp } from './smtp';
import { signInStaff } from './staffSignIn';

const STAFF = { email: 'desk@example.org', password: 'a long desk password here' };
const LIST = 'first@example.net, second@example.net';

/** docs/product.md, Mail and the outbox: every mail has exactly one validated recipient. */
describe('one recipient per mail', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const { db } = database;
  const asStaff = await signInStaff(app, STAFF);
  const post = (url: string, payload?: object) =>
    asStaff({
      method: 'POST',
      url: api(url),
      ...(payload ? { payload: payload as InjectOptions['payload'] } : {}),
    });
  const mailsMentioning = (part: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.toAddress, `%${part}%`));

  it.each([
    ['a comma-separated list', LIST],
    ['a semicolon list', 'first@example.net;second@example.net'],
    ['a display name with an address', 'Ann <first@example.net>'],
    ['a group', 'friends: first@example.net, second@example.net;'],
  ])(
    'mails nobody when the request gave %s, and staff confirm, move and cancel all the same',
    async (_, email) => {
      const res = await postJson(app, api(apiPaths.reserveGreenfee.path()), {
        content: greenfeeText({ ...validGreenfee(), email, date: daysFromToday(12) }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json() as { id: string };
      const confirmed = await post(adminApiPaths.confirmRequest.path({ id }), {});
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const bookingId = confirmed.json().booking.id as string;
      const moved = await post(adminApiPaths.moveReservation.path({ id: bookingId }), {
        date: daysFromToday(12),
        hour: 11,
        minute: 0,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const canceled = await post(adminApiPaths.cancelReservation.path({ id: bookingId }), { refund: false });
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(await mailsMentioning('first@')).toEqual([]);
      const club = (await db.select().from(mailOutbox)).find((m) => m.textBody.includes(`Reference: ${id}`));
      expect(club?.replyTo).toBeNull();
      const audit = await db
        .select()
        .from(auditLog)
        .where(like(auditLog.target, `%${bookingId}%`));
      expect(audit.map((a) => a.action).sort()).toEqual([
        'request.confirm',
        'tee-sheet.booking.cancel',
        'tee-sheet.booking.move',
      ]);
      for (const entry of audit)
        expect(entry.target, entry.action).toContain('no mail: no single valid address');
      await db.delete(reservations).where(eq(reservations.id, bookingId));
    },
  );

  it('refuses to queue a mail to a list, or with a list to reply to', async () => {
    const mail = { to: 'one@example.net', subject: 'S', text: 'T' };
    await expect(enqueueMails(db, [{ ...mail, to: LIST }])).rejects.toThrow(/one valid address/);
    await expect(enqueueMails(db, [{ ...mail, replyTo: LIST }])).rejects.toThrow(/one valid address/);
    await expect(enqueueMails(db, [{ ...mail, to: ' one@example.net' }])).rejects.toThrow(
      /one valid address/,
    );
    await enqueueMails(db, [mail]);
    expect(await mailsMentioning('one@example.net')).toHaveLength(1);
  });
});

describe('the outbox worker and recipients', async () => {
  const database = await testDatabase();
  afterAll(() => database.close());

  it('sends a mail to its one recipient, and marks a row with a list failed without sending it', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    const app = await buildApp({
      config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` }),
      database,
      logger: false,
      webRoot: '/nonexistent-web-root',
      outbox: { pollMs: 60_000, retryBaseMs: 100 },
    });
    try {
      // Rows written before recipients were checked, or by hand.
      await database.db.insert(mailOutbox).values([
        { toAddress: LIST, subject: 'To a list', textBody: 'x' },
        { toAddress: 'single@example.net', replyTo: LIST, subject: 'Reply to a list', textBody: 'x' },
        { toAddress: 'single@example.net', subject: 'Fine', textBody: 'x' },
      ]);
      await app.outbox.runOnce();
      expect(smtp.received.map((m) => m.to)).toEqual([['single@example.net']]);
      const rows = await database.db.select().from(mailOutbox).orderBy(sql`id`);
      expect(rows.map((r) => [r.subject, r.status])).toEqual([
        ['To a list', 'failed'],
        ['Reply to a list', 'failed'],
        ['Fine', 'sent'],
      ]);
      expect(rows[0]?.lastError).toMatch(/not one valid address/);
      const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'To a list'));
      expect(failed?.attempts).toBe(1);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
