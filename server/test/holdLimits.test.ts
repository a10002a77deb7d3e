import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import type { TimeSlot } from '../../common/api/reservations';
import type { CalendarDate } from '../../common/rules/clubTime';
import { limitMessages } from '../../common/validation/limitMessages';
import { reservations, testPayments } from '../src/db/schema';
import { clientHash } from '../src/lib/clientAddress';
import { api, booking, dateIn, expectError, freeSlots } from './fixtures';
import { build, injectWithToken } from './helpers';

/** docs/product.md, Abuse limits: open holds per e-mail address and per client address. */
describe('open holds per e-mail address and per client (HOLD_LIMIT_PER_EMAIL=1, HOLD_LIMIT_PER_CLIENT=3)', async () => {
  const { app, database } = await build({
    env: { BOOKING_MODE: 'online', HOLD_LIMIT_PER_EMAIL: '1', HOLD_LIMIT_PER_CLIENT: '3' },
  });
  const db = database.db;

  // Every booking gets a time of its own, so that the tee sheet never refuses one.
  const times: (TimeSlot & { date: CalendarDate })[] = [];
  for (const date of [dateIn(40), dateIn(41), dateIn(42)]) {
    for (const slot of await freeSlots(app, date)) times.push({ date, ...slot });
  }
  let nextTime = 0;
  const time = () => {
    const slot = times[nextTime++];
    if (!slot) throw new Error('out of tee times');
    return slot;
  };

  let nextClient = 1;
  const newClient = () => `198.51.100.${nextClient++}`;
  let nextEmail = 1;
  const newEmail = () => `player${nextEmail++}@example.net`;

  const book = (from: string, email: string, language = 'en') => {
    const { date, hour, min } = time();
    return injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.createReservation.path()),
      payload: booking(date, hour, min, { email }),
      remoteAddress: from,
      headers: { 'accept-language': language },
    });
  };
  const paymentsCreated = async () => Number((await db.select({ n: count() }).from(testPayments))[0]?.n);
  const rowOf = async (id: string) =>
    (await db.select().from(reservations).where(eq(reservations.id, id)))[0];

  it('refuses a second open hold for one e-mail address with 429, before any payment is created', async () => {
    const email = newEmail();
    const first = await book(newClient(), email);
    expect(first.statusCode, first.body).toBe(201);
    const before = await paymentsCreated();
    expect(expectError(await book(newClient(), email), 429)).toBe(limitMessages.en.openHoldForEmail);
    // The same address in other capitals is the same address.
    expectError(await book(newClient(), email.toUpperCase()), 429);
    expect(await paymentsCreated()).toBe(before);
  });

  it('answers in the visitor’s language', async () => {
    const email = newEmail();
    expect((await book(newClient(), email, 'nl')).statusCode).toBe(201);
    expect(expectError(await book(newClient(), email, 'nl-BE,nl;q=0.9'), 429)).toBe(
      limitMessages.nl.openHoldForEmail,
    );
    expect(expectError(await book(newClient(), email, 'fr'), 429)).toBe(limitMessages.fr.openHoldForEmail);
    expect(expectError(await book(newClient(), email, 'de'), 429)).toBe(limitMessages.de.openHoldForEmail);
  });

  it('refuses a 4th open hold from one client, whatever the e-mail address, and not another client', async () => {
    const client = newClient();
    for (let i = 0; i < 3; i++) expect((await book(client, newEmail())).statusCode).toBe(201);
    const before = await paymentsCreated();
    expect(expectError(await book(client, newEmail()), 429)).toBe(limitMessages.en.openHoldsForClient);
    expect(await paymentsCreated()).toBe(before);
    expect((await book(newClient(), newEmail())).statusCode).toBe(201);
  });

  it('counts the addresses of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    for (const address of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::9']) {
      expect((await book(address, newEmail())).statusCode).toBe(201);
    }
    expectError(await book('2001:db8:7:1::abcd', newEmail()), 429);
    expect((await book('2001:db8:7:2::1', newEmail())).statusCode).toBe(201);

    const v4 = newClient();
    for (let i = 0; i < 3; i++) expect((await book(v4, newEmail())).statusCode).toBe(201);
    expectError(await book(`::ffff:${v4}`, newEmail()), 429);
  });

  it('stores a hash of the client address, not the address, and clears it when the hold ends', async () => {
    const client = newClient();
    const res = await book(client, newEmail());
    const { id } = res.json() as { id: string };
    const row = await rowOf(id);
    expect(row?.clientHash).toBe(clientHash(client));
    expect(JSON.stringify(row)).not.toContain(client);
    await app.booking.applyState(id, 'failed');
    expect((await rowOf(id))?.clientHash).toBeNull();
  });

  it('counts only open holds: a paid, canceled or expired booking makes room again', async () => {
    const email = newEmail();
    const client = newClient();
    const first = (await book(client, email)).json() as { id: string };
    await app.booking.applyState(first.id, 'paid');
    const second = await book(client, email);
    expect(second.statusCode).toBe(201);
    await app.booking.applyState((second.json() as { id: string }).id, 'canceled');
    const third = await book(client, email);
    expect(third.statusCode).toBe(201);
    // A hold whose time has run out no longer counts, even before the sweep has marked it.
    await db
      .update(reservations)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(reservations.id, (third.json() as { id: string }).id));
    expect((await book(client, email)).statusCode).toBe(201);
  });

  it('lets exactly one of a burst of simultaneous bookings with one e-mail address through', async () => {
    const email = newEmail();
    const before = await paymentsCreated();
    const answers = await Promise.all(Array.from({ length: 12 }, () => book(newClient(), email)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(429)]);
    expect(await paymentsCreated()).toBe(before + 1);
  });

  it('lets exactly three of a burst of simultaneous bookings from one client through', async () => {
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 12 }, () => book(client, newEmail())));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array(9).fill(429)]);
    const [held] = await db
      .select({ n: count() })
      .from(reservations)
      .where(eq(reservations.clientHash, clientHash(client)));
    expect(Number(held?.n)).toBe(3);
  });
});
