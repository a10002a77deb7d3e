import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import { BOOKING_HORIZON_DAYS } from '../../common/rules/bookingHorizon';
import { messages } from '../../common/validation/messages';
import { bookingRequests } from '../src/db/schema';
import { api, expectError, greenfeeText, tableText, validGreenfee, validTable } from './fixtures';
import { build, daysFromToday, injectWithToken, postJson } from './helpers';

const STAFF = { email: 'dates@example.org', password: 'a long staff password' };

/** Request dates have an upper bound: the booking horizon, as for tee times (docs/product.md). */
describe('how far ahead a date may be', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const requests = async () => (await database.db.select({ n: count() }).from(bookingRequests))[0]?.n;
  const send = (path: string, content: string) => postJson(app, api(path), { content });
  const greenfee = (date: string) =>
    send(apiPaths.reserveGreenfee.path(), greenfeeText({ ...validGreenfee(), date }));
  const table = (date: string) => send(apiPaths.reserveTable.path(), tableText({ ...validTable(), date }));

  it('refuses a green-fee request beyond the booking horizon, storing nothing, and takes one at it', async () => {
    const before = await requests();
    for (const date of [daysFromToday(BOOKING_HORIZON_DAYS + 1), '2999-12-31']) {
      expect(expectError(await greenfee(date), 400)).toBe(messages.dateTooFarAhead);
    }
    expect(await requests()).toBe(before);
    expect((await greenfee(daysFromToday(BOOKING_HORIZON_DAYS))).statusCode).toBe(201);
  });

  it('refuses a table request beyond the booking horizon, storing nothing, and takes one at it', async () => {
    const before = await requests();
    for (const date of [`${daysFromToday(BOOKING_HORIZON_DAYS + 1)}T19:30`, '2999-12-31T19:30']) {
      expect(expectError(await table(date), 400)).toBe(messages.dateTooFarAhead);
    }
    expect(await requests()).toBe(before);
    expect((await table(`${daysFromToday(BOOKING_HORIZON_DAYS)}T19:30`)).statusCode).toBe(201);
  });

  it('answers free times for years from 1900 to 2999 only, and none beyond the horizon', async () => {
    const slots = (year: string) =>
      app.inject({ method: 'GET', url: api(`/reservations/freeslots/greenfee/${year}/6/1`) });
    expect((await slots('2999')).json()).toEqual([]);
    for (const year of ['3000', '99999', '0', '-1', '1e4']) {
      expect((await slots(year)).statusCode, year).toBe(400);
    }
  });

  it('gives staff a clear 400, never a 500, for a date or time of an absurd year', async () => {
    const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
    const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
    const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
    for (const date of ['3000-01-01', '10000-01-01', '0999-01-01']) {
      const day = await asStaff({ method: 'GET', url: api(adminApiPaths.teeSheetDay.path({ date })) });
      expect(day.statusCode, date).toBe(400);
      const block = await asStaff({
        method: 'POST',
        url: api(adminApiPaths.teeSheetBlocks.path()),
        payload: { from: date, to: date, reason: 'x' },
      });
      expect(block.statusCode, date).toBe(400);
    }
    for (const at of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '+275760-09-13T00:00:00Z']) {
      const notification = await asStaff({
        method: 'POST',
        url: api(adminApiPaths.notifications.path()),
        payload: { content: 'Far away', severity: 'info', startsAt: at },
      });
      expect(notification.statusCode, at).toBeLessThan(500);
    }
    // What was stored reads back, for staff and on the site.
    expect((await asStaff({ method: 'GET', url: api(adminApiPaths.notifications.path()) })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: api('/notifications/website') })).statusCode).toBe(200);
  });
});
