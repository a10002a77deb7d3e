import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import { bookingRequests, reservations } from '../src/db/schema';
import errors, { UNSTORABLE_VALUE_MESSAGE } from '../src/plugins/external/errors';
import {
  api,
  booking,
  createReservation,
  dayInSeason,
  expectError,
  greenfeeText,
  tableText,
  validGreenfee,
  validTable,
} from './fixtures';
import { build, injectWithToken, postJson, testDatabase } from './helpers';

const STAFF = { email: 'secretary@example.org', password: 'a long staff password' };

/** The four 500s of issue 23 and their kin: refused with a 400 and a message naming the problem. */
describe('text no field accepts', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const rows = async () => ({
    requests: (await database.db.select().from(bookingRequests)).length,
    reservations: (await database.db.select().from(reservations)).length,
  });

  it('refuses an unpaired surrogate in a green-fee request, naming the field', async () => {
    const before = await rows();
    for (const firstname of ['A\ud800nn', 'Ann\udfff']) {
      const res = await postJson(app, api(apiPaths.reserveGreenfee.path()), {
        content: greenfeeText({ ...validGreenfee(), firstname }),
      });
      expect(expectError(res, 400)).toMatch(/unpaired surrogate/);
    }
    const res = await postJson(app, api(apiPaths.reserveTable.path()), {
      content: tableText({ ...validTable(), fullname: 'Marc \udc00' }),
    });
    expect(expectError(res, 400)).toMatch(/unpaired surrogate/);
    expect(await rows()).toEqual(before);
  });

  it('refuses NUL in a booking’s first name and telephone, and an RTL override in its name', async () => {
    const before = await rows();
    const date = dayInSeason('high');
    for (const overrides of [
      { firstname: 'A\u0000' },
      { telephone: '0470\u0000' },
      { lastname: 'Peeters\ud800' },
    ]) {
      const res = await createReservation(app, booking(date, 10, 0, overrides));
      expect(expectError(res, 400)).toMatch(
        /Invalid body field "(firstname|telephone|lastname)": contains a control character or an unpaired surrogate/,
      );
    }
    for (const overrides of [
      { lastname: '\u202eliamg' },
      { memberNumber: 'A\u0007' },
      { firstname: 'An\nn' },
    ]) {
      const res = await createReservation(app, booking(date, 10, 0, overrides));
      expect(expectError(res, 400)).toMatch(/control character or an unpaired surrogate/);
    }
    expect(await rows()).toEqual(before);
  });

  it('keeps the spec’s own messages word for word', async () => {
    const res = await createReservation(app, booking(dayInSeason('high'), 10, 0, { firstname: '  ' }));
    expect(expectError(res, 400)).toBe('Please enter your firstname.');
  });

  it('answers a NUL or a surrogate in a content key with a 400, not a database error', async () => {
    for (const key of ['%00', 'a%00b', 'course%E2%80%AEstatus', 'a%0Ab']) {
      const res = await app.inject({ method: 'GET', url: api(`/websitecontent/${key}`) });
      expect(expectError(res, 400), key).toMatch(/control character or an unpaired surrogate/);
    }
    // An encoded surrogate is not UTF-8: the router refuses the address itself.
    const surrogate = await app.inject({ method: 'GET', url: api('/websitecontent/%ED%A0%80') });
    expect(expectError(surrogate, 400)).toBe('The address is not valid.');
  });

  it('answers other addresses with a NUL as not found, never a 500', async () => {
    for (const url of [api('/reservations/%00'), '/files/%00', '/files/a%00.svg']) {
      expectError(await app.inject({ method: 'GET', url }), 404);
    }
  });

  it('refuses NUL and unpaired surrogates in what staff write', async () => {
    const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
    const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
    const put = (payload: object, url: string, method: 'PUT' | 'POST' = 'PUT') =>
      injectWithToken(app, { method, url: api(url), payload, cookies: { session } });
    for (const content of ['x\u0000', 'x\ud800', 'x\u001b[2J']) {
      const res = await put({ content }, adminApiPaths.content.path({ key: 'menu' }));
      expect(expectError(res, 400)).toMatch(/control character or an unpaired surrogate/);
      const notification = await put(
        { content, severity: 'info' },
        adminApiPaths.notifications.path(),
        'POST',
      );
      expect(expectError(notification, 400)).toMatch(/control character or an unpaired surrogate/);
    }
  });
});

describe('a database data exception that slips through', async () => {
  const database = await testDatabase();
  const app = Fastify();
  await app.register(errors);
  // A value no check stopped, as a route added without the shared rules would pass it on.
  app.get('/echo/:text', async (request) => {
    const { text } = request.params as { text: string };
    await database.db.execute(sql`select ${text}::text`);
    return { ok: true };
  });
  app.get('/json', async () => {
    // JSON.stringify writes an unpaired surrogate as the escape \ud800, which jsonb refuses.
    await database.db.execute(sql`select ${JSON.stringify({ text: 'A\ud800' })}::jsonb`);
    return { ok: true };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 400 with a {message}, never a 500 (PostgreSQL 22021, 22P05)', async () => {
    for (const url of ['/echo/a%00b', '/json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(expectError(res, 400), url).toBe(UNSTORABLE_VALUE_MESSAGE);
    }
    expect((await app.inject({ method: 'GET', url: '/echo/fine' })).statusCode).toBe(200);
  });
});
