import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import { bookingRequests, mailOutbox, reservations } from '../src/db/schema';
import { api, greenfeeText, tableText, validGreenfee, validTable } from './fixtures';
import { build, daysFromToday, postJson } from './helpers';
import { signInStaff } from './staffSignIn';

const STAFF = { email: 'secretary@example.org', password: 'a long staff password' };

/** docs/product.md, Staff admin, Request states: confirmed and declined are final. */
describe('the states of a request', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const { db } = database;
  const asStaff = await signInStaff(app, STAFF);
  const confirm = (id: string) =>
    asStaff({ method: 'POST', url: api(adminApiPaths.confirmRequest.path({ id })) });
  const decline = (id: string) =>
    asStaff({
      method: 'POST',
      url: api(adminApiPaths.declineRequest.path({ id })),
      payload: { message: 'Sorry.' },
    });
  const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const status = async (id: string) =>
    (await db.select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0]?.status;
  const bookingsOf = (id: string) => db.select().from(reservations).where(eq(reservations.requestId, id));

  let player = 0;
  async function greenfeeRequest() {
    const email = `state${++player}@example.net`;
    const res = await postJson(app, api(apiPaths.reserveGreenfee.path()), {
      content: greenfeeText({ ...validGreenfee(), email, date: daysFromToday(20 + player) }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: (res.json() as { id: string }).id, email };
  }
  async function tableRequest() {
    const email = `table.state${++player}@example.net`;
    const res = await postJson(app, api(apiPaths.reserveTable.path()), {
      content: tableText({ ...validTable(), email }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: (res.json() as { id: string }).id, email };
  }

  it('refuses to decline a confirmed green-fee request: one mail, and the booking stays', async () => {
    const { id, email } = await greenfeeRequest();
    expect((await confirm(id)).statusCode).toBe(200);
    const before = await mailsTo(email);
    const res = await decline(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This request is already confirmed: it cannot be declined\./);
    expect(await status(id)).toBe('confirmed');
    expect(await mailsTo(email)).toHaveLength(before.length);
    expect((await bookingsOf(id)).filter((b) => b.canceledAt === null)).toHaveLength(1);
  });

  it('refuses to confirm a declined green-fee request: nothing goes onto the sheet', async () => {
    const { id, email } = await greenfeeRequest();
    expect((await decline(id)).statusCode).toBe(200);
    const before = await mailsTo(email);
    const res = await confirm(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This request is already declined: it cannot be confirmed.');
    expect(await status(id)).toBe('declined');
    expect(await bookingsOf(id)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(before.length);
  });

  it('confirms or declines a table request once, and refuses the other or the same again', async () => {
    const confirmed = await tableRequest();
    expect((await confirm(confirmed.id)).statusCode).toBe(200);
    expect((await confirm(confirmed.id)).statusCode).toBe(409);
    expect((await decline(confirmed.id)).statusCode).toBe(409);
    const declined = await tableRequest();
    expect((await decline(declined.id)).statusCode).toBe(200);
    expect((await decline(declined.id)).statusCode).toBe(409);
    expect((await confirm(declined.id)).statusCode).toBe(409);
    // The acknowledgement and one decision each.
    expect(await mailsTo(confirmed.email)).toHaveLength(2);
    expect(await mailsTo(declined.email)).toHaveLength(2);
    expect([await status(confirmed.id), await status(declined.id)]).toEqual(['confirmed', 'declined']);
  });

  it('lets only one of a confirm and a decline sent at once succeed', async () => {
    const { id, email } = await greenfeeRequest();
    const answers = await Promise.all([confirm(id), decline(id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const decided = await status(id);
    expect((await bookingsOf(id)).length).toBe(decided === 'confirmed' ? 1 : 0);
    expect(await mailsTo(email)).toHaveLength(2);
  });
});
