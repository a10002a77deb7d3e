import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import type { LiveChange } from '../../common/api/live';
import type { NoShowStandingAnswer } from '../../common/api/noShows';
import { apiPaths } from '../../common/api/paths';
import type { PersonExport } from '../../common/api/people';
import type { TeeSheetDay } from '../../common/api/teeSheet';
import { club as seededClub } from '../../common/config/club';
import { defaultRetention } from '../../common/config/retention';
import { type CalendarDate, isoDate } from '../../common/rules/clubTime';
import { noShowStopMessage } from '../../common/validation/noShowMessages';
import { auditLog, noShowLifts, reservations, testPayments } from '../src/db/schema';
import { runRetention } from '../src/privacy/retention';
import { api, booking, dateIn, freeSlots, greenfeeText, toDate, validGreenfee } from './fixtures';
import { build, daysFromToday, injectWithToken, postJson } from './helpers';

const STAFF = { email: 'desk@example.org', password: 'a long desk password here' };
const NO_SUCH = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** docs/product.md, No-shows that count: the seeded rule, 2 no-shows within 12 months stop 90 days. */
describe('no-shows that count', async () => {
  const { app, database } = await build({
    env: { BOOKING_MODE: 'online', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const db = database.db;
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
  const lift = (id: string) =>
    asStaff({ method: 'POST', url: api(adminApiPaths.liftNoShowStop.path({ id })) });
  const changes: LiveChange[] = [];
  app.live.subscribe((change) => {
    changes.push(change);
  });

  // Every online booking gets a time of its own, so that the tee sheet never refuses one.
  const times: { date: CalendarDate; hour: number; min: number }[] = [];
  for (const date of [dateIn(50), dateIn(51)]) {
    for (const slot of await freeSlots(app, date)) times.push({ date, ...slot });
  }
  let nextTime = 0;
  const bookOnline = (email: string, language = 'en', from = `203.0.113.${nextTime + 1}`) => {
    const slot = times[nextTime++];
    if (!slot) throw new Error('out of tee times');
    return injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.createReservation.path()),
      payload: booking(slot.date, slot.hour, slot.min, { email }),
      headers: { 'accept-language': language },
      remoteAddress: from,
    });
  };

  /** A past booking of the address at 09:00 `daysAgo` days ago, marked as a no-show by the starter. */
  async function noShow(email: string, daysAgo: number) {
    const id = randomUUID();
    await db.insert(reservations).values({
      id,
      type: 'greenfee',
      ...toDate(daysFromToday(-daysAgo)),
      hour: 9,
      minute: 0,
      firstname: 'Ann',
      lastname: 'Peeters',
      email,
      adults: 1,
      juniors: 0,
      priceCents: 9_500,
      source: 'desk',
    });
    const marked = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.reservationArrival.path({ id })),
      payload: { state: 'no-show' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    return id;
  }

  /** A desk booking of the address on a day to come, and the tee sheet's answer for it. */
  async function onTheSheet(email: string, days: number) {
    const date = dateIn(days);
    const desk = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.teeSheetBookings.path()),
      payload: {
        date: isoDate(date),
        hour: 10,
        minute: 0,
        adults: 1,
        juniors: 0,
        firstname: 'A',
        lastname: 'B',
        email,
      },
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const id = (desk.json() as { id: string }).id;
    const sheet = await asStaff({
      method: 'GET',
      url: api(adminApiPaths.teeSheetDay.path({ date: isoDate(date) })),
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const found = (sheet.json() as TeeSheetDay).times.flatMap((t) => t.bookings).find((b) => b.id === id);
    return { id, noShows: found?.noShows };
  }

  const paymentsMade = async () => Number((await db.select({ n: count() }).from(testPayments))[0]?.n);

  it('refuses the next online booking after two no-shows, with 403 and the club’s telephone, in the visitor’s language', async () => {
    const email = 'ann.stopped@example.net';
    await noShow(email, 40);
    expect((await bookOnline(email)).statusCode).toBe(201);
    await noShow(email, 20);
    const before = await paymentsMade();
    const refused = await bookOnline('ANN.Stopped@Example.net');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({
      message: noShowStopMessage('en', seededClub.phone),
      reason: 'no-show-stop',
    });
    expect(refused.json().message).toContain(seededClub.phone);
    const dutch = await bookOnline(email, 'nl-BE,nl;q=0.9');
    expect(dutch.statusCode).toBe(403);
    expect(dutch.json().message).toBe(noShowStopMessage('nl', seededClub.phone));
    expect(dutch.json().message).toMatch(/^Online boeken is met dit e-mailadres momenteel niet mogelijk/);
    expect(await paymentsMade()).toBe(before);
    const held = await db.select().from(reservations).where(sql`lower(${reservations.email}) = ${email}`);
    expect(held.filter((r) => r.source === 'online')).toHaveLength(1);
  });

  it('leaves other addresses alone', async () => {
    await noShow('bob.once@example.net', 10);
    expect((await bookOnline('bob.once@example.net')).statusCode).toBe(201);
    expect((await bookOnline('carla.never@example.net')).statusCode).toBe(201);
  });

  it('ends the stop its 90 days after the last no-show', async () => {
    await noShow('dirk.over@example.net', 120);
    await noShow('dirk.over@example.net', 92);
    expect((await bookOnline('dirk.over@example.net')).statusCode).toBe(201);
    await noShow('eva.still@example.net', 120);
    await noShow('eva.still@example.net', 88);
    expect((await bookOnline('eva.still@example.net')).statusCode).toBe(403);
    // No-shows further apart than 12 months never stop.
    await noShow('fien.apart@example.net', 400);
    await noShow('fien.apart@example.net', 5);
    expect((await bookOnline('fien.apart@example.net')).statusCode).toBe(201);
  });

  it('stops a new payment of a booking made before the stop too, but neither the desk nor a mail request', async () => {
    const email = 'gert.retry@example.net';
    const first = await bookOnline(email);
    expect(first.statusCode, first.body).toBe(201);
    const { id } = first.json() as { id: string };
    await app.booking.applyState(id, 'failed');
    await noShow(email, 30);
    await noShow(email, 10);
    const retry = await postJson(app, api(apiPaths.retryReservation.path({ id })), undefined);
    expect(retry.statusCode, retry.body).toBe(403);
    expect(retry.json().reason).toBe('no-show-stop');
    // Staff still book the player in, and a mail request still reaches staff, who see the count.
    expect((await onTheSheet(email, 52)).noShows).toMatchObject({ count: 2 });
    const request = await postJson(app, api(apiPaths.reserveGreenfee.path()), {
      content: greenfeeText({ ...validGreenfee(), email }),
    });
    expect(request.statusCode, request.body).toBe(201);
  });

  it('shows staff the count and the stop on the tee sheet’s booking, and nothing for an address without no-shows', async () => {
    const email = 'hanne.sheet@example.net';
    await noShow(email, 300);
    await noShow(email, 100);
    await noShow(email, 60);
    const { noShows } = await onTheSheet(email, 53);
    const stoppedUntil = noShows?.stoppedUntil ?? '';
    expect(noShows).toMatchObject({ count: 3, withinMonths: 12 });
    // 90 days from 09:00 on the day 60 days ago: about 30 days ahead.
    const daysLeft = (Date.parse(stoppedUntil) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(28);
    expect(daysLeft).toBeLessThan(32);
    expect((await onTheSheet('ivo.clean@example.net', 53)).noShows).toEqual({
      count: 0,
      withinMonths: 12,
      stoppedUntil: null,
    });
  });

  it('lets staff lift the stop by the booking: audited without the address, pushed live, and booking opens again', async () => {
    const email = 'jan.lifted@example.net';
    await noShow(email, 50);
    const last = await noShow(email, 15);
    expect((await bookOnline(email)).statusCode).toBe(403);
    const pushed = changes.length;
    const res = await lift(last);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      count: 0,
      withinMonths: 12,
      stoppedUntil: null,
    } satisfies NoShowStandingAnswer);
    expect(changes.slice(pushed)).toContainEqual({ topic: 'tee-sheet' });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'tee-sheet.no-show-stop.lift'));
    expect(entry?.actor).toBe(STAFF.email);
    expect(entry?.target).toMatch(new RegExp(`^booking ${last}: online booking stopped until \\S+, lifted`));
    expect(entry?.target).not.toContain('@');
    const [stored] = await db.select().from(noShowLifts).where(eq(noShowLifts.email, email));
    expect(stored?.liftedBy).toBe(STAFF.email);
    expect((await bookOnline(email.toUpperCase())).statusCode).toBe(201);
    // Nothing left to lift; a no-show of a tee time after the lift counts (the lift moved two days back,
    // as a tee time cannot be both past and after a lift made now).
    expect((await lift(last)).statusCode).toBe(409);
    await db
      .update(noShowLifts)
      .set({ liftedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(noShowLifts.email, email));
    await noShow(email, 1);
    expect((await onTheSheet(email, 54)).noShows).toMatchObject({ count: 1, stoppedUntil: null });
  });

  it('lifts only for signed-in staff with the cross-site token, and by a booking that has an address', async () => {
    const url = api(adminApiPaths.liftNoShowStop.path({ id: NO_SUCH }));
    expect((await injectWithToken(app, { method: 'POST', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url, cookies: { session } })).statusCode).toBe(403);
    expect((await lift(NO_SUCH)).statusCode).toBe(404);
    expect(
      (await asStaff({ method: 'POST', url: api('/admin/reservations/not-a-uuid/lift-no-show-stop') }))
        .statusCode,
    ).toBe(400);
    const nameOnly = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.teeSheetBookings.path()),
      payload: {
        date: isoDate(dateIn(55)),
        hour: 11,
        minute: 0,
        adults: 1,
        juniors: 0,
        firstname: 'No',
        lastname: 'Mail',
      },
    });
    expect((await lift((nameOnly.json() as { id: string }).id)).statusCode).toBe(409);
  });

  it('answers a missing cross-site token on the booking with the token’s 403, not the stop’s', async () => {
    const slot = times[nextTime++];
    if (!slot) throw new Error('out of tee times');
    const res = await app.inject({
      method: 'POST',
      url: api(apiPaths.createReservation.path()),
      payload: booking(slot.date, slot.hour, slot.min, { email: 'ann.stopped@example.net' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toBeUndefined();
  });

  it('stops no one with a count of 0, and shows the count all the same', async () => {
    const config = (await asStaff({ method: 'GET', url: api(adminApiPaths.teeSheetConfig.path()) })).json();
    const off = {
      ...config,
      selfService: { ...config.selfService, noShows: { ...config.selfService.noShows, count: 0 } },
    };
    const saved = await asStaff({
      method: 'PUT',
      url: api(adminApiPaths.teeSheetConfig.path()),
      payload: off,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect((await bookOnline('eva.still@example.net')).statusCode).toBe(201);
      expect((await onTheSheet('eva.still@example.net', 56)).noShows).toMatchObject({
        count: 2,
        stoppedUntil: null,
      });
    } finally {
      const back = await asStaff({
        method: 'PUT',
        url: api(adminApiPaths.teeSheetConfig.path()),
        payload: config,
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });

  describe('privacy: the lifts hold the player’s address', () => {
    const email = 'kim.private@example.net';
    const asAdmin = asStaff;

    it('exports a person’s lifts', async () => {
      await noShow(email, 30);
      const last = await noShow(email, 3);
      expect((await lift(last)).statusCode).toBe(200);
      const res = await asAdmin({
        method: 'POST',
        url: api(adminApiPaths.exportPerson.path()),
        payload: { email: 'KIM.private@example.net' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json() as PersonExport;
      expect(data.noShowLifts).toEqual([{ liftedAt: expect.any(String), liftedBy: STAFF.email }]);
    });

    it('erases them with the person', async () => {
      const res = await asAdmin({
        method: 'POST',
        url: api(adminApiPaths.erasePerson.path()),
        payload: { email },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ noShowLifts: 1 });
      expect(await db.select().from(noShowLifts).where(eq(noShowLifts.email, email))).toEqual([]);
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'person.erase'));
      expect(entry?.target).toMatch(/, no-show lifts 1$/);
    });

    it('deletes a lift once the bookings it covered have lost their address (RETENTION_BOOKING_MONTHS)', async () => {
      const now = new Date();
      const old = new Date(now.getTime() - 25 * 31 * 86_400_000);
      const recent = new Date(now.getTime() - 23 * 30 * 86_400_000);
      await db.insert(noShowLifts).values([
        { email: 'old.lift@example.net', liftedAt: old, liftedBy: STAFF.email },
        { email: 'recent.lift@example.net', liftedAt: recent, liftedBy: STAFF.email },
      ]);
      const run = await runRetention(db, { periods: defaultRetention, sessionIdleMs: 30 * 60_000 }, now);
      expect(run).toMatchObject({ ran: true, counts: { noShowLifts: 1 } });
      const left = (await db.select().from(noShowLifts)).map((l) => l.email);
      expect(left).toContain('recent.lift@example.net');
      expect(left).not.toContain('old.lift@example.net');
    });
  });
});
