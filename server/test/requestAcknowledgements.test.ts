import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import { bookingRequests, mailOutbox } from '../src/db/schema';
import { api, greenfeeText, tableText, validGreenfee, validTable } from './fixtures';
import { build, daysFromToday, postJson } from './helpers';
import { signInStaff } from './staffSignIn';

const CLUB = 'club@example.org';
const STAFF = { email: 'secretary@example.org', password: 'a long staff password' };
const PHISH = 'Your account expires, renew at https://evil.example/renew';
const LONG_REMARKS = `Click https://evil.example/login now. ${'Urgent! '.repeat(120)}`
  .slice(0, 999)
  .concat('!');

/**
 * docs/product.md, Mail and the outbox and Abuse limits: the acknowledgement to the address a visitor
 * typed repeats nothing else they typed, and an address receives at most 5 a day.
 */
describe('acknowledgements of requests', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const { db } = database;
  const asStaff = await signInStaff(app, STAFF);
  const greenfee = (values: Partial<ReturnType<typeof validGreenfee>>) =>
    postJson(app, api(apiPaths.reserveGreenfee.path()), {
      content: greenfeeText({ ...validGreenfee(), ...values }),
    });
  const table = (values: Partial<ReturnType<typeof validTable>>) =>
    postJson(app, api(apiPaths.reserveTable.path()), { content: tableText({ ...validTable(), ...values }) });
  const mailsTo = (to: string) =>
    db.select().from(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`);
  const clubCopyOf = async (id: string) =>
    (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, CLUB))).find((m) =>
      m.textBody.includes(`Reference: ${id}`),
    );
  const idOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };

  it('repeats no name, telephone or remarks to the address typed, and no link; the club gets everything', async () => {
    const victim = 'victim@example.net';
    const id = idOf(
      await greenfee({
        email: victim,
        firstname: PHISH.slice(0, 100),
        lastname: 'Security team',
        telephone: 'call +32 900 00 00 00',
        remarks: LONG_REMARKS,
        date: daysFromToday(15),
      }),
    );
    const [ack, ...more] = await mailsTo(victim);
    expect(more).toHaveLength(0);
    expect(ack?.purpose).toBe('acknowledgement');
    const everything = `${ack?.subject}\n${ack?.textBody}`;
    for (const typed of ['renew', 'https://', 'evil', 'Security team', '+32 900', 'Urgent', 'Click'])
      expect(everything).not.toContain(typed);
    expect(ack?.textBody).toMatch(/^Hello,\n/);
    expect(ack?.textBody).toContain(
      `Thank you for your green-fee request for ${daysFromToday(15)} at 10:30.`,
    );
    expect(ack?.textBody).toContain('Players: 2 adults, 1 junior');
    expect(ack?.textBody).toContain(`Reference: ${id}`);
    const club = await clubCopyOf(id);
    expect(club?.textBody).toContain(`Firstname: ${PHISH.slice(0, 100)}`);
    expect(club?.textBody).toContain(`Remarks: ${LONG_REMARKS}`);
    expect(club?.purpose).toBeNull();
  });

  it('repeats no name or telephone in a table acknowledgement: date, time and persons only', async () => {
    const guest = 'table.victim@example.net';
    idOf(await table({ email: guest, fullname: PHISH.slice(0, 100), phone: 'https://evil.example' }));
    const [ack] = await mailsTo(guest);
    expect(ack?.textBody).not.toMatch(/renew|evil|https?:/);
    expect(ack?.textBody).toMatch(/a table for 4 on \d{4}-\d{2}-\d{2} at 19:30\./);
  });

  it('acknowledges at most 5 requests a day to one address, in any capitals; the club gets every one', async () => {
    const victim = 'Flooded@Example.net';
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const email = i % 2 ? victim.toLowerCase() : victim;
      ids.push(idOf(await greenfee({ email, date: daysFromToday(10 + i) })));
    }
    expect(await mailsTo(victim)).toHaveLength(5);
    const stored = await db.select().from(bookingRequests);
    for (const id of ids) {
      expect(stored.some((r) => r.id === id)).toBe(true);
      expect(await clubCopyOf(id)).toBeDefined();
    }
    const lastCopy = await clubCopyOf(ids.at(-1) as string);
    expect(lastCopy?.textBody).toContain('No acknowledgement was sent to the player');
    expect(lastCopy?.replyTo).toBe(victim.toLowerCase());
  });

  it('acknowledges again once the earlier acknowledgements are more than a day old', async () => {
    const player = 'tomorrow@example.net';
    for (let i = 0; i < 6; i++) idOf(await greenfee({ email: player, date: daysFromToday(30 + i) }));
    expect(await mailsTo(player)).toHaveLength(5);
    await db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(mailOutbox.toAddress, player), eq(mailOutbox.purpose, 'acknowledgement')));
    idOf(await greenfee({ email: player, date: daysFromToday(40) }));
    expect(await mailsTo(player)).toHaveLength(6);
  });

  it('counts requests sent at once one after the other', async () => {
    const victim = 'burst@example.net';
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => greenfee({ email: victim, date: daysFromToday(50 + i) })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    expect(await mailsTo(victim)).toHaveLength(5);
  });

  it('mails a decision without the name typed, with the message staff typed', async () => {
    const victim = 'decided@example.net';
    const id = idOf(
      await greenfee({ email: victim, firstname: PHISH.slice(0, 100), date: daysFromToday(60) }),
    );
    const message = 'The course is closed for a competition that day.';
    const res = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.declineRequest.path({ id })),
      payload: { message },
    });
    expect(res.statusCode, res.body).toBe(200);
    const decision = (await mailsTo(victim)).find((m) => m.subject.endsWith('declined'));
    expect(decision?.textBody).toMatch(/^Hello,\n\nWe are sorry: we cannot confirm your green fee on /);
    expect(decision?.textBody).toContain(`\n\n${message}\n\n`);
    expect(decision?.textBody).not.toMatch(/renew|evil|https?:/);
    expect(decision?.purpose).toBeNull();
  });
});
