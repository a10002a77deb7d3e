import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import { bookingRequests, reservations } from '../src/db/schema';
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
import { build, postJson } from './helpers';

/** The four 500s of issue 23 and their kin: refused with a 400 and a message naming the problem. */
describe('text no field accepts', async () => {
  const { app, database } = await build();
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
      expect(expectError(res, 400)).toMatch(/NUL character or an unpaired surrogate/);
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

  it('answers a NUL or a surrogate in the address with a 400, not a database error', async () => {
    for (const url of [
      api('/websitecontent/%00'),
      api('/websitecontent/a%00b'),
      api('/websitecontent/%ED%A0%80'),
      api('/reservations/%00'),
      `${api('/holes')}?x=%00`,
      '/files/%00',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expectError(res, res.statusCode);
    }
    expect(expectError(await app.inject({ method: 'GET', url: api('/websitecontent/%00') }), 400)).toMatch(
      /address/,
    );
  });

  it('refuses a NUL in a staff route’s body before it reaches the database', async () => {
    // Signed out, the session check answers first; the hook runs before it for any route.
    const res = await postJson(app, api(adminApiPaths.notifications.path()), { content: 'x\u0000' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
