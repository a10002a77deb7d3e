import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import type { PriceList, PriceListBody } from '../../common/api/priceLists';
import { type CalendarDate, isoDate, parseIsoDate } from '../../common/rules/clubTime';
import { isWeekendOrHoliday } from '../../common/rules/holidays';
import { seasonKeyOn } from '../../common/rules/priceLists';
import { priceFor } from '../../common/rules/prices';
import { SEEDED_PRICE_LIST } from '../../common/test/seededPriceList';
import { buildApp } from '../src/app';
import { postgresDatabase } from '../src/db/client';
import { auditLog, reservations } from '../src/db/schema';
import { api, booking, createReservation, dateIn, greenfeeText, validGreenfee } from './fixtures';
import {
  build,
  daysFromToday,
  injectWithToken,
  postJson,
  TEST_PASSWORD_COST,
  testConfig,
  testDatabase,
  testDbKind,
} from './helpers';

const STAFF = { email: 'prices@example.org', password: 'a long prices password' };

const listsUrl = api(adminApiPaths.priceLists.path());
const listUrl = (id: number | string) => api(adminApiPaths.priceList.path({ id }));
const pricesUrl = (date: string) => api(apiPaths.prices.path({ date }));

/** The first weekday that is no holiday, on or after a date. */
function weekdayFrom(iso: string): CalendarDate {
  let date = parseIsoDate(iso) as CalendarDate;
  while (isWeekendOrHoliday(date)) {
    const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
    date = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  }
  return date;
}

/** A copy of the seeded list from another date, with other weekday fees: as staff would enter it. */
const nextList = (effectiveFrom: string, year: string): PriceListBody => ({
  ...SEEDED_PRICE_LIST,
  name: { en: `Green fees ${year}`, nl: `Greenfees ${year}`, fr: '', de: `Greenfees ${year}` },
  effectiveFrom,
  greenFees: { ...SEEDED_PRICE_LIST.greenFees, weekday: { low: 125, high: 135 } },
});

async function signIn(app: FastifyInstance) {
  const res = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = res.cookies.find((c) => c.name === 'session')?.value ?? '';
  return (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
}

describe('price lists (docs/product.md, Seasons and prices)', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const db = database.db;
  const asStaff = await signIn(app);
  const lists = async () => (await asStaff({ method: 'GET', url: listsUrl })).json() as PriceList[];
  const post = (body: unknown) => asStaff({ method: 'POST', url: listsUrl, payload: body as object });
  const put = (id: number | string, body: unknown) =>
    asStaff({ method: 'PUT', url: listUrl(id), payload: body as object });
  const row = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0];
  const audits = (action: string) => db.select().from(auditLog).where(eq(auditLog.action, action));
  const seededId = (await lists())[0]?.id as number;

  // On 27 November 2026, 35 days from today is 1 January 2027: "a 2027 list entered today".
  const newFrom = daysFromToday(35);
  const newYear = newFrom.slice(0, 4);
  const playDate = weekdayFrom(daysFromToday(40));

  it('lists the seeded list to signed-in staff only', async () => {
    expect((await app.inject({ method: 'GET', url: listsUrl })).statusCode).toBe(401);
    const [seeded, ...others] = await lists();
    expect(others).toEqual([]);
    expect(seeded).toEqual({ id: seededId, ...SEEDED_PRICE_LIST });
    const noToken = await app.inject({ method: 'POST', url: listsUrl, payload: SEEDED_PRICE_LIST });
    expect(noToken.statusCode).toBe(401);
  });

  it('refuses an invalid list with 400 naming the field, and stores nothing', async () => {
    const negative = {
      ...SEEDED_PRICE_LIST,
      effectiveFrom: '2030-01-01',
      greenFees: { ...SEEDED_PRICE_LIST.greenFees, weekday: { low: -5, high: 110 } },
    };
    const noHighTwilight = {
      ...SEEDED_PRICE_LIST,
      effectiveFrom: '2030-01-01',
      twilightFrom: { low: '14:30' },
    };
    const badDate = { ...SEEDED_PRICE_LIST, effectiveFrom: '2030-02-30' };
    for (const [body, field] of [
      [negative, 'greenFees.weekday.low'],
      [noHighTwilight, 'twilightFrom.high'],
      [badDate, 'effectiveFrom'],
    ] as const) {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(`Invalid body field "${field}"`);
    }
    expect(await lists()).toHaveLength(1);
  });

  it('answers GET /prices/{date} in the request language, with an ETag to revalidate', async () => {
    const today = daysFromToday(0);
    const en = await app.inject({ method: 'GET', url: pricesUrl(today) });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['cache-control']).toBe('no-cache');
    expect(en.headers.vary).toContain('accept-language');
    expect(en.json()).toMatchObject({ list: { id: seededId, name: 'Green fees 2025' }, next: null });
    expect(en.json().list.seasons[0].name).toBe('Low season');
    const nl = await app.inject({
      method: 'GET',
      url: pricesUrl(today),
      headers: { 'accept-language': 'nl' },
    });
    expect(nl.json().list.name).toBe('Greenfees 2025');
    expect(nl.json().list.seasons[0].name).toBe('Laagseizoen');
    expect(nl.json().list.greenFees).toEqual(SEEDED_PRICE_LIST.greenFees);
    const etag = en.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect(nl.headers.etag).not.toBe(etag);
    const again = await app.inject({
      method: 'GET',
      url: pricesUrl(today),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await app.inject({ method: 'GET', url: pricesUrl('2026-02-30') })).statusCode).toBe(400);
    // Before every list: the earliest one, and no next list while it is the only one.
    const early = await app.inject({ method: 'GET', url: pricesUrl('2020-06-01') });
    expect(early.json()).toMatchObject({ list: { id: seededId }, next: null });
  });

  const nearDate = dateIn(3);
  let nearBooking = '';
  let newId = 0;

  it(`A ${newYear} list entered today prices a booking for a ${newYear} date, online and at the desk, while today's bookings keep their price`, async () => {
    // Sold before the new list exists, for a near date.
    const near = await createReservation(app, booking(nearDate, 10, 0, { email: 'near@example.net' }));
    expect(near.statusCode, near.body).toBe(201);
    nearBooking = near.json().id;
    const nearCents =
      priceFor({ date: nearDate, hour: 10, minute: 0, adults: 1, juniors: 0 }, SEEDED_PRICE_LIST).total * 100;
    expect(await row(nearBooking)).toMatchObject({ priceCents: nearCents, priceListId: seededId });

    const body = nextList(newFrom, newYear);
    const created = await post(body);
    expect(created.statusCode, created.body).toBe(201);
    newId = created.json().id;
    expect(created.json()).toEqual({ id: newId });
    expect(await lists()).toEqual([
      { id: seededId, ...SEEDED_PRICE_LIST },
      { id: newId, ...body },
    ]);
    expect(await audits('price-list.create')).toHaveLength(1);

    const weekdayFee = body.greenFees.weekday[seasonKeyOn(body, playDate)] as number;
    expect(weekdayFee).not.toBe(SEEDED_PRICE_LIST.greenFees.weekday[seasonKeyOn(body, playDate)]);
    const online = await createReservation(app, booking(playDate, 10, 0, { email: 'later@example.net' }));
    expect(online.statusCode, online.body).toBe(201);
    expect(await row(online.json().id)).toMatchObject({ priceCents: weekdayFee * 100, priceListId: newId });
    const desk = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.teeSheetBookings.path()),
      payload: {
        date: isoDate(playDate),
        hour: 10,
        minute: 10,
        adults: 2,
        juniors: 0,
        firstname: 'D',
        lastname: 'K',
      },
    });
    expect(desk.statusCode, desk.body).toBe(201);
    expect(await row(desk.json().id)).toMatchObject({ priceCents: 2 * weekdayFee * 100, priceListId: newId });

    // Today's lists still price the near date; the booking sold before keeps its price.
    const nearAgain = await createReservation(app, booking(nearDate, 10, 10, { email: 'near2@example.net' }));
    expect(await row(nearAgain.json().id)).toMatchObject({ priceCents: nearCents, priceListId: seededId });
    expect(await row(nearBooking)).toMatchObject({ priceCents: nearCents, priceListId: seededId });
  });

  it('prices a retried payment by the list in force on the play date', async () => {
    const res = await createReservation(app, booking(playDate, 10, 20, { email: 'retry@example.net' }));
    expect(res.statusCode, res.body).toBe(201);
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    // As if sold before the new list was entered.
    await db
      .update(reservations)
      .set({ priceCents: 100, priceListId: seededId })
      .where(eq(reservations.id, id));
    const failed = await app.inject({
      method: 'POST',
      url: api(apiPaths.testCheckout.path({ paymentId: paymentUrl.split('/').at(-1) as string })),
      cookies: { 'XSRF-TOKEN': 'form-token-0123456789' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'fail', xsrf: 'form-token-0123456789' }).toString(),
    });
    expect(failed.statusCode).toBe(303);
    const retried = await injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.retryReservation.path({ id })),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const fee = nextList(newFrom, newYear).greenFees.weekday[
      seasonKeyOn(SEEDED_PRICE_LIST, playDate)
    ] as number;
    expect(await row(id)).toMatchObject({ priceCents: fee * 100, priceListId: newId });
  });

  it('prices a confirmed request by the list in force on its play date', async () => {
    const request = await postJson(app, api('/reserve/greenfee'), {
      content: greenfeeText({ ...validGreenfee(), date: isoDate(playDate), time: '10:30', juniors: '0' }),
    });
    expect(request.statusCode, request.body).toBe(201);
    const confirmed = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.confirmRequest.path({ id: request.json().id })),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const fee = nextList(newFrom, newYear).greenFees.weekday[
      seasonKeyOn(SEEDED_PRICE_LIST, playDate)
    ] as number;
    expect(await row(confirmed.json().booking.id)).toMatchObject({
      priceCents: 2 * fee * 100,
      priceListId: newId,
    });
  });

  it('tells GET /prices/{date} of the next list, and the old ETag no longer matches', async () => {
    const today = daysFromToday(0);
    const nl = await app.inject({
      method: 'GET',
      url: pricesUrl(today),
      headers: { 'accept-language': 'nl' },
    });
    expect(nl.json().next).toEqual({ effectiveFrom: newFrom, name: `Greenfees ${newYear}` });
    // No French name: the English one.
    const fr = await app.inject({
      method: 'GET',
      url: pricesUrl(today),
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().next.name).toBe(`Green fees ${newYear}`);
    const onIt = await app.inject({ method: 'GET', url: pricesUrl(newFrom) });
    expect(onIt.json()).toMatchObject({ list: { id: newId, name: `Green fees ${newYear}` }, next: null });
    const dayBefore = await app.inject({ method: 'GET', url: pricesUrl(daysFromToday(34)) });
    expect(dayBefore.json().list.id).toBe(seededId);
  });

  it('refuses a second list on one date with 409, on POST and on PUT', async () => {
    const res = await post(nextList(newFrom, 'twice'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `A price list already takes effect on ${newFrom}. Change that list, or choose another date.`,
    });
    const moved = await put(newId, { ...nextList(newFrom, newYear), effectiveFrom: '2025-01-01' });
    expect(moved.statusCode).toBe(409);
    expect(await lists()).toHaveLength(2);
  });

  it('edits a list without repricing the bookings it priced, audited', async () => {
    const edited = {
      ...SEEDED_PRICE_LIST,
      greenFees: { ...SEEDED_PRICE_LIST.greenFees, weekday: { low: 1, high: 1 } },
    };
    const before = await row(nearBooking);
    expect((await put(seededId, edited)).statusCode).toBe(204);
    expect((await lists())[0]).toEqual({ id: seededId, ...edited });
    expect(await row(nearBooking)).toEqual(before);
    expect((await put(seededId, SEEDED_PRICE_LIST)).statusCode).toBe(204);
    expect(await audits('price-list.update')).toHaveLength(2);
    expect((await put(999_999, SEEDED_PRICE_LIST)).statusCode).toBe(404);
  });

  it('refuses to delete a list that priced bookings, with their count; deletes an unused one', async () => {
    const priced = await db.select().from(reservations).where(eq(reservations.priceListId, newId));
    expect(priced).toHaveLength(4);
    const used = await asStaff({ method: 'DELETE', url: listUrl(newId) });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({
      message: 'This price list priced 4 bookings; enter a newer list instead.',
      count: 4,
    });

    const unused = await post(nextList('2099-01-01', '2099'));
    const unusedId = unused.json().id as number;
    const gone = await asStaff({ method: 'DELETE', url: listUrl(unusedId) });
    expect(gone.statusCode).toBe(204);
    expect((await lists()).map((list) => list.id)).toEqual([seededId, newId]);
    expect((await asStaff({ method: 'DELETE', url: listUrl(unusedId) })).statusCode).toBe(404);
    const deletions = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'price-list.delete'), like(auditLog.target, `price list ${unusedId} %`)),
      );
    expect(deletions).toHaveLength(1);
    expect(deletions[0]?.actor).toBe(STAFF.email);
  });
});

// docs/product.md, Seasons and prices: a list entered through one instance prices and shows on every other.
describe('price lists on two instances of one database', () => {
  it('a list entered on one instance is in force on the other within seconds', async () => {
    const first = await buildApp({
      config: testConfig({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }),
      database: await testDatabase(),
      logger: false,
      webRoot: '/nonexistent-web-root',
      passwordCost: TEST_PASSWORD_COST,
    });
    // On PostgreSQL a pool of its own, as another process would have; PGlite has one connection, which
    // the second app shares: either way the second app's cache hears of the change only over NOTIFY.
    const secondDatabase = testDbKind === 'postgres' ? await ownPool(first) : first.database;
    const second = await buildApp({
      config: testConfig(),
      database: secondDatabase,
      logger: false,
      webRoot: '/nonexistent-web-root',
      passwordCost: TEST_PASSWORD_COST,
    });
    try {
      await Promise.all([first.ready(), second.ready()]);
      const today = daysFromToday(0);
      const read = async () => (await second.inject({ method: 'GET', url: pricesUrl(today) })).json();
      expect((await read()).list.name).toBe('Green fees 2025');
      const asStaff = await signIn(first);
      const created = await asStaff({ method: 'POST', url: listsUrl, payload: nextList(today, 'now') });
      expect(created.statusCode, created.body).toBe(201);
      // Well inside the cache's lifetime (PRICE_LISTS_CACHE_MS): the live notice made the second forget.
      await vi.waitFor(async () => expect((await read()).list.name).toBe('Green fees now'), {
        timeout: 2000,
        interval: 50,
      });
    } finally {
      await second.close();
      if (secondDatabase !== first.database) await secondDatabase.close();
      await first.close();
      await first.database.close();
    }
  });
});

/** A second pool on the PostgreSQL database the app uses. */
async function ownPool(app: FastifyInstance) {
  const current = (await app.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: [{ name: string }];
  };
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unset');
  url.pathname = `/${current.rows[0].name}`;
  return postgresDatabase({ url: url.toString(), max: 4 });
}
