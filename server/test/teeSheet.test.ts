import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import type { LiveChange } from '../../common/api/live';
import { type CalendarDate, clubLocalToUtc, isoDate } from '../../common/rules/clubTime';
import { type TeeSheetConfig, teeSheetConfig, teeTimesFor } from '../../common/rules/teeSheet';
import { messages } from '../../common/validation/messages';
import { reservations, teeSheetBlocks, teeSheetSettings } from '../src/db/schema';
import { api, booking, createReservation, dateIn, dayInSeason, freeSlots } from './fixtures';
import { build, injectWithToken, testDbKind } from './helpers';

const STAFF = { email: 'starter@example.org', password: 'a long starter password' };

describe('the tee sheet (docs/product.md, Tee sheet)', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
  const configUrl = api(adminApiPaths.teeSheetConfig.path());
  const putConfig = (config: unknown) =>
    asStaff({ method: 'PUT', url: configUrl, payload: config as object });
  /** Releases the bookings of a date (as a cancellation would), so the defaults can come back. */
  const release = (date: CalendarDate) =>
    database.db
      .update(reservations)
      .set({ holdsSlot: false })
      .where(
        and(
          eq(reservations.year, date.year),
          eq(reservations.month, date.month),
          eq(reservations.day, date.day),
        ),
      );
  const withConfig = async (config: TeeSheetConfig, date: CalendarDate, test: () => Promise<void>) => {
    expect((await putConfig(config)).statusCode).toBe(200);
    try {
      await test();
    } finally {
      await release(date);
      expect((await putConfig(teeSheetConfig)).statusCode).toBe(200);
    }
  };

  describe('its configuration', () => {
    it('is the seeded defaults until staff change it, and only for signed-in staff', async () => {
      const res = await asStaff({ method: 'GET', url: configUrl });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(teeSheetConfig);
      expect((await app.inject({ method: 'GET', url: configUrl })).statusCode).toBe(401);
      const put = await app.inject({
        method: 'PUT',
        url: configUrl,
        cookies: { session },
        payload: teeSheetConfig,
      });
      expect(put.statusCode).toBe(403);
    });

    it('refuses a configuration that does not make a sheet', async () => {
      for (const bad of [
        { ...teeSheetConfig, intervalMinutes: 0 },
        { ...teeSheetConfig, playersPerTime: 5 },
        { ...teeSheetConfig, low: { first: { hour: 16, minute: 0 }, last: { hour: 8, minute: 0 } } },
        { ...teeSheetConfig, membersOnly: { from: { hour: 14, minute: 0 }, to: { hour: 12, minute: 0 } } },
        { ...teeSheetConfig, high: { first: { hour: 25, minute: 0 }, last: { hour: 18, minute: 0 } } },
        { ...teeSheetConfig, intervalMinutes: undefined },
        { ...teeSheetConfig, highSeason: { from: { month: 2, day: 30 }, to: { month: 11, day: 16 } } },
        { ...teeSheetConfig, highSeason: { from: { month: 4, day: 1 }, to: { month: 13, day: 1 } } },
        { ...teeSheetConfig, highSeason: { from: { month: 4, day: 0 }, to: { month: 11, day: 16 } } },
        { ...teeSheetConfig, highSeason: { from: { month: 4, day: 1 } } },
      ]) {
        const res = await putConfig(bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      expect((await asStaff({ method: 'GET', url: configUrl })).json()).toEqual(teeSheetConfig);
    });

    it('is what the public free times and the online booking use at once, audited and pushed live', async () => {
      const date = dayInSeason('low', 3);
      const changes: LiveChange[] = [];
      const unsubscribe = app.live.subscribe((change) => changes.push(change));
      const every15 = {
        ...teeSheetConfig,
        low: { first: { hour: 9, minute: 0 }, last: { hour: 11, minute: 0 } },
        intervalMinutes: 15,
      };
      await withConfig(every15, date, async () => {
        expect(await freeSlots(app, date)).toEqual(teeTimesFor(date, every15));
        expect((await freeSlots(app, date))[1]).toEqual({ hour: 9, min: 15 });
        expect((await createReservation(app, booking(date, 9, 10))).statusCode).toBe(409);
        expect((await createReservation(app, booking(date, 9, 15))).statusCode).toBe(201);
      });
      unsubscribe();
      expect(changes.filter((c) => c.topic === 'tee-sheet')).toHaveLength(2);
      const audit = (await asStaff({ method: 'GET', url: api('/admin/audit') })).json();
      expect(audit.filter((e: { action: string }) => e.action === 'tee-sheet.config')).toHaveLength(2);
    });

    it('takes each date’s season from high season’s days as staff set them', async () => {
      const lowDate = dayInSeason('low', 4);
      const highDate = dayInSeason('high', 4);
      expect((await freeSlots(app, lowDate))[0]).toEqual({ hour: 8, min: 30 });
      expect((await freeSlots(app, highDate))[0]).toEqual({ hour: 7, min: 30 });
      // High season on that day alone: the low-season date now has high season's times, the other low's.
      const thatDay = { month: lowDate.month, day: lowDate.day };
      const config = { ...teeSheetConfig, highSeason: { from: thatDay, to: thatDay } };
      await withConfig(config, lowDate, async () => {
        expect((await asStaff({ method: 'GET', url: configUrl })).json().highSeason).toEqual(
          config.highSeason,
        );
        expect(await freeSlots(app, lowDate)).toEqual(teeTimesFor(lowDate, config));
        expect((await freeSlots(app, lowDate))[0]).toEqual({ hour: 7, min: 30 });
        expect((await createReservation(app, booking(lowDate, 7, 30))).statusCode).toBe(201);
        expect((await freeSlots(app, highDate))[0]).toEqual({ hour: 8, min: 30 });
        expect((await createReservation(app, booking(highDate, 7, 30))).statusCode).toBe(409);
        // Moving the season off that day would leave the 07:30 booking without its time: refused.
        const back = await putConfig(teeSheetConfig);
        expect(back.statusCode).toBe(409);
        expect(back.json().bookings).toEqual([
          expect.objectContaining({ date: isoDate(lowDate), hour: 7, minute: 30 }),
        ]);
      });
    });

    it('reads a configuration stored before high season’s days were the club’s with the seeded days', async () => {
      const { highSeason: _none, ...before } = { ...teeSheetConfig, intervalMinutes: 12 };
      await database.db.update(teeSheetSettings).set({ config: before as TeeSheetConfig });
      app.teeSheetRepository.forget();
      try {
        const stored = (await asStaff({ method: 'GET', url: configUrl })).json();
        expect(stored).toEqual({ ...teeSheetConfig, intervalMinutes: 12 });
        expect(stored.highSeason).toEqual({ from: { month: 4, day: 1 }, to: { month: 11, day: 16 } });
      } finally {
        expect((await putConfig(teeSheetConfig)).statusCode).toBe(200);
      }
    });

    it('follows a lower capacity in the free times and the online booking', async () => {
      const date = dayInSeason('high', 3);
      await withConfig({ ...teeSheetConfig, playersPerTime: 2 }, date, async () => {
        expect(await freeSlots(app, date, '?players=3')).toEqual([]);
        expect((await createReservation(app, booking(date, 10, 0, { adults: 3 }))).statusCode).toBe(409);
        expect((await createReservation(app, booking(date, 10, 0, { adults: 2 }))).statusCode).toBe(201);
        expect(await freeSlots(app, date)).not.toContainEqual({ hour: 10, min: 0 });
      });
    });

    it('refuses with 409 and the list a change that would orphan future bookings', async () => {
      const date = dayInSeason('high', 5);
      const made = await createReservation(app, booking(date, 7, 30, { adults: 3, lastname: 'Early' }));
      expect(made.statusCode).toBe(201);
      const later = {
        ...teeSheetConfig,
        high: { first: { hour: 8, minute: 0 }, last: { hour: 18, minute: 0 } },
      };
      const res = await putConfig(later);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: expect.any(String),
        bookings: [
          {
            id: made.json().id,
            date: isoDate(date),
            hour: 7,
            minute: 30,
            players: 3,
            firstname: 'Piet',
            lastname: 'Early',
          },
        ],
      });
      const smaller = await putConfig({ ...teeSheetConfig, playersPerTime: 2 });
      expect(smaller.statusCode).toBe(409);
      expect(smaller.json().bookings.map((b: { id: string }) => b.id)).toEqual([made.json().id]);
      // A members-only window over the booking orphans it as well: visitors cannot hold those times.
      const membersAtDawn = {
        ...teeSheetConfig,
        membersOnly: { from: { hour: 7, minute: 0 }, to: { hour: 8, minute: 0 } },
      };
      expect((await putConfig(membersAtDawn)).statusCode).toBe(409);
      expect((await asStaff({ method: 'GET', url: configUrl })).json()).toEqual(teeSheetConfig);
      // A change that leaves it its time and room is saved.
      await withConfig({ ...teeSheetConfig, intervalMinutes: 5 }, date, async () => {
        expect(await freeSlots(app, date)).toContainEqual({ hour: 7, min: 35 });
      });
    });

    it("does not count today's bookings whose time has passed", async () => {
      const today = dateIn(0);
      // 00:00 today is never still to come, and on no sheet: counted, it would refuse every change.
      await database.db.insert(reservations).values({
        id: '3f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
        type: 'greenfee',
        ...today,
        hour: 0,
        minute: 0,
        firstname: 'Late',
        lastname: 'Midnight',
        adults: 1,
        juniors: 0,
        priceCents: 0,
        source: 'desk',
      });
      try {
        await withConfig({ ...teeSheetConfig, intervalMinutes: 20 }, dateIn(-30), async () => {});
      } finally {
        await release(today);
      }
    });
  });

  describe('blocks', () => {
    const blocksUrl = api(adminApiPaths.teeSheetBlocks.path());
    const postBlock = (body: object) => asStaff({ method: 'POST', url: blocksUrl, payload: body });
    const deleteBlock = (id: number | string) =>
      asStaff({ method: 'DELETE', url: api(adminApiPaths.teeSheetBlock.path({ id })) });
    const competition = (from: CalendarDate, to = from) => ({
      from: isoDate(from),
      to: isoDate(to),
      fromTime: '08:00',
      toTime: '10:00',
      reason: 'competition',
      label: 'Club championship',
    });

    it('closes its times in the free times and the online booking, until deleted', async () => {
      const date = dayInSeason('high', 8);
      const created = await postBlock(competition(date));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ id: expect.any(Number), ...competition(date) });
      const slots = await freeSlots(app, date);
      expect(slots.filter((t) => t.hour * 60 + t.min >= 480 && t.hour * 60 + t.min < 600)).toEqual([]);
      expect(slots).toContainEqual({ hour: 7, min: 50 });
      expect(slots).toContainEqual({ hour: 10, min: 0 });
      const refused = await createReservation(app, booking(date, 9, 0));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: messages.slotUnavailable });
      expect((await createReservation(app, booking(date, 10, 0))).statusCode).toBe(201);

      expect((await deleteBlock(created.json().id)).statusCode).toBe(204);
      expect(await freeSlots(app, date)).toContainEqual({ hour: 9, min: 0 });
      expect((await deleteBlock(created.json().id)).statusCode).toBe(404);
      const actions = (await asStaff({ method: 'GET', url: api('/admin/audit') }))
        .json()
        .map((e: { action: string }) => e.action);
      expect(actions).toContain('tee-sheet.block.create');
      expect(actions).toContain('tee-sheet.block.delete');
    });

    it('covers every date of its range, and only those', async () => {
      const first = dayInSeason('high', 10);
      const second = dayInSeason('high', 11);
      const after = dayInSeason('high', 12);
      const changes: LiveChange[] = [];
      const unsubscribe = app.live.subscribe((change) => changes.push(change));
      const created = await postBlock({
        ...competition(first, second),
        reason: 'maintenance',
        label: 'Greens',
      });
      unsubscribe();
      expect(created.statusCode).toBe(201);
      expect(changes).toContainEqual({ topic: 'tee-sheet' });
      for (const date of [first, second])
        expect(await freeSlots(app, date)).not.toContainEqual({ hour: 8, min: 0 });
      expect(await freeSlots(app, after)).toContainEqual({ hour: 8, min: 0 });
      await deleteBlock(created.json().id);
    });

    it('is refused with 409 and the bookings it covers, unless forced, which keeps them', async () => {
      const date = dayInSeason('high', 14);
      const made = await createReservation(app, booking(date, 8, 30, { lastname: 'Booked' }));
      expect(made.statusCode).toBe(201);
      const refused = await postBlock(competition(date));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: expect.any(String),
        bookings: [expect.objectContaining({ id: made.json().id, hour: 8, minute: 30, lastname: 'Booked' })],
      });
      expect(await freeSlots(app, date)).toContainEqual({ hour: 9, min: 0 });
      const forced = await postBlock({ ...competition(date), force: true });
      expect(forced.statusCode).toBe(201);
      expect(await freeSlots(app, date)).not.toContainEqual({ hour: 9, min: 0 });
      const kept = await app.inject({ method: 'GET', url: api(`/reservations/${made.json().id}`) });
      expect(kept.statusCode).toBe(200);
      await deleteBlock(forced.json().id);
    });

    // PostgreSQL only: the block is made on a connection of its own while the booking runs on another.
    it.runIf(testDbKind === 'postgres')('makes a booking racing it wait, then refuse its time', async () => {
      const date = dayInSeason('high', 18);
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const haveLock = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // A block being made, as createBlock makes it: the blocks' lock first, then the row.
      const making = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(3, 0)`);
        locked();
        await gate;
        await tx.insert(teeSheetBlocks).values({
          fromDate: isoDate(date),
          toDate: isoDate(date),
          fromMinute: 8 * 60,
          toMinute: 10 * 60,
          reason: 'competition',
          label: 'Race',
          createdBy: 'test',
        });
      });
      await haveLock;
      const pending = createReservation(app, booking(date, 9, 0));
      // Without the lock the booking would be stored meanwhile, blind to the block not yet committed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await making;
      const res = await pending;
      expect(res.statusCode).toBe(409);
      await database.db.delete(teeSheetBlocks).where(eq(teeSheetBlocks.label, 'Race'));
    });

    it('refuses a block that makes no sense', async () => {
      const date = dayInSeason('high', 16);
      for (const bad of [
        { ...competition(date, dayInSeason('high', 15)) },
        { ...competition(date), fromTime: '10:00', toTime: '10:00' },
        { ...competition(date), toTime: '25:00' },
        { ...competition(date), reason: 'party' },
        { ...competition(date), label: '' },
        { ...competition(date), from: '2025-02-30' },
        { ...competition(dateIn(-3), dateIn(-2)) },
        { ...competition(dateIn(2), dateIn(400)) },
      ]) {
        const res = await postBlock(bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      expect((await deleteBlock('abc')).statusCode).toBe(400);
    });
  });

  describe('desk bookings', () => {
    const bookingsUrl = api(adminApiPaths.teeSheetBookings.path());
    const deskBook = (body: object) => asStaff({ method: 'POST', url: bookingsUrl, payload: body });
    const caller = (date: CalendarDate, hour: number, minute: number, extra: object = {}) => ({
      date: isoDate(date),
      hour,
      minute,
      adults: 2,
      juniors: 0,
      firstname: 'Jan',
      lastname: 'Caller',
      ...extra,
    });

    it('books a caller in, counted in the free times and by the online booking', async () => {
      const date = dayInSeason('high', 20);
      const changes: LiveChange[] = [];
      const unsubscribe = app.live.subscribe((change) => changes.push(change));
      const res = await deskBook(
        caller(date, 10, 0, {
          telephone: '+32 475 11 22 33',
          handicap: 24.5,
          note: 'Pays at the desk',
          juniors: 1,
        }),
      );
      unsubscribe();
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        source: 'desk',
        firstname: 'Jan',
        lastname: 'Caller',
        adults: 2,
        juniors: 1,
        email: null,
        telephone: '+32 475 11 22 33',
        handicap: 24.5,
        note: 'Pays at the desk',
        price: expect.any(Number),
        paymentState: null,
        arrival: 'expected',
        partners: [],
      });
      expect(res.json().price).toBeGreaterThan(0);
      expect(changes).toContainEqual({ topic: 'tee-sheet' });
      expect(await freeSlots(app, date, '?players=2')).not.toContainEqual({ hour: 10, min: 0 });
      expect(await freeSlots(app, date, '?players=1')).toContainEqual({ hour: 10, min: 0 });
      expect((await createReservation(app, booking(date, 10, 0, { adults: 2 }))).statusCode).toBe(409);
      expect((await createReservation(app, booking(date, 10, 0, { adults: 1 }))).statusCode).toBe(201);
      const audit = (await asStaff({ method: 'GET', url: api('/admin/audit') })).json();
      expect(audit.map((e: { action: string }) => e.action)).toContain('tee-sheet.booking.create');
    });

    it('is refused with 409 when the time lacks room, or is blocked', async () => {
      const date = dayInSeason('high', 21);
      expect((await createReservation(app, booking(date, 11, 0, { adults: 3 }))).statusCode).toBe(201);
      const tooMany = await deskBook(caller(date, 11, 0));
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toEqual({ message: 'That time has room for 1 more player.' });
      expect((await createReservation(app, booking(date, 11, 10, { adults: 2 }))).statusCode).toBe(201);
      expect((await deskBook(caller(date, 11, 10, { adults: 3 }))).json()).toEqual({
        message: 'That time has room for 2 more players.',
      });
      expect((await deskBook(caller(date, 11, 0, { adults: 1 }))).statusCode).toBe(201);
      expect((await deskBook(caller(date, 11, 0, { adults: 1 }))).json()).toEqual({
        message: 'That time is full.',
      });
      const block = await asStaff({
        method: 'POST',
        url: api(adminApiPaths.teeSheetBlocks.path()),
        payload: {
          from: isoDate(date),
          to: isoDate(date),
          fromTime: '15:00',
          toTime: '16:00',
          reason: 'society',
          label: 'Rotary',
        },
      });
      expect(block.statusCode).toBe(201);
      const blocked = await deskBook(caller(date, 15, 0));
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json()).toEqual({ message: 'That time is blocked.' });
    });

    it('may take a members-only time, but only a time on the sheet, today or later', async () => {
      const date = dayInSeason('high', 22);
      expect((await createReservation(app, booking(date, 12, 0))).statusCode).toBe(409);
      expect((await deskBook(caller(date, 12, 0))).statusCode).toBe(201);
      for (const bad of [
        caller(date, 10, 5),
        caller(date, 6, 0),
        caller(dateIn(-1), 10, 0),
        caller(dateIn(400), 10, 0),
        caller(date, 10, 0, { adults: 0, juniors: 0 }),
        caller(date, 10, 0, { adults: 3, juniors: 2 }),
        caller(date, 10, 0, { firstname: '' }),
        caller(date, 10, 0, { email: 'not an address' }),
        caller(date, 10, 0, { handicap: 99 }),
        caller(date, 10, 0, { date: '2026-13-01' }),
      ]) {
        const res = await deskBook(bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
    });

    it('never lets desk and online bookings racing for one time exceed its capacity', async () => {
      const date = dayInSeason('high', 23);
      const requests = Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? deskBook(caller(date, 9, 0, { adults: 1, lastname: `Desk ${i}` })).then((r) => ({
              r,
              players: 1,
            }))
          : createReservation(
              app,
              booking(date, 9, 0, { adults: 1, juniors: 1, lastname: `Online ${i}` }),
            ).then((r) => ({ r, players: 2 })),
      );
      const results = await Promise.all(requests);
      expect(results.every(({ r }) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      const accepted = results
        .filter(({ r }) => r.statusCode === 201)
        .reduce((sum, { players }) => sum + players, 0);
      // Six desk parties of one are enough to fill whatever the online ones leave: exactly the capacity.
      expect(accepted).toBe(teeSheetConfig.playersPerTime);
      const stored = await database.db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.year, date.year),
            eq(reservations.month, date.month),
            eq(reservations.day, date.day),
            eq(reservations.hour, 9),
            eq(reservations.minute, 0),
          ),
        );
      expect(stored.reduce((sum, row) => sum + row.adults + row.juniors, 0)).toBe(accepted);
      expect(stored.some((row) => row.source === 'desk')).toBe(true);
      expect(await freeSlots(app, date)).not.toContainEqual({ hour: 9, min: 0 });
    });
  });

  describe("the day's sheet", () => {
    const dayUrl = (date: string) => api(adminApiPaths.teeSheetDay.path({ date }));

    it('lists every time with its capacity, free places, members-only flag, blocks and bookings', async () => {
      const date = dayInSeason('high', 26);
      const online = await createReservation(app, booking(date, 10, 0, { adults: 1, juniors: 1 }));
      const desk = await asStaff({
        method: 'POST',
        url: api(adminApiPaths.teeSheetBookings.path()),
        payload: {
          date: isoDate(date),
          hour: 10,
          minute: 0,
          adults: 1,
          juniors: 0,
          firstname: 'Walk',
          lastname: 'In',
        },
      });
      const block = await asStaff({
        method: 'POST',
        url: api(adminApiPaths.teeSheetBlocks.path()),
        payload: {
          from: isoDate(date),
          to: isoDate(date),
          fromTime: '16:00',
          toTime: '17:00',
          reason: 'maintenance',
          label: 'Hole 1 tee',
        },
      });
      expect([online.statusCode, desk.statusCode, block.statusCode]).toEqual([201, 201, 201]);

      const res = await asStaff({ method: 'GET', url: dayUrl(isoDate(date)) });
      expect(res.statusCode).toBe(200);
      const sheet = res.json();
      expect(sheet.date).toBe(isoDate(date));
      expect(
        sheet.times.map((t: { hour: number; minute: number }) => ({ hour: t.hour, min: t.minute })),
      ).toEqual(
        teeTimesFor(date, {
          ...teeSheetConfig,
          membersOnly: { from: { hour: 0, minute: 0 }, to: { hour: 0, minute: 0 } },
        }),
      );
      const at = (hour: number, minute: number) =>
        sheet.times.find((t: { hour: number; minute: number }) => t.hour === hour && t.minute === minute);
      expect(at(9, 50)).toEqual({
        hour: 9,
        minute: 50,
        capacity: 4,
        free: 4,
        membersOnly: false,
        blocks: [],
        bookings: [],
      });
      expect(at(12, 0).membersOnly).toBe(true);
      expect(at(16, 0)).toMatchObject({
        free: 0,
        blocks: [{ id: block.json().id, reason: 'maintenance', label: 'Hole 1 tee' }],
      });
      expect(at(17, 0).blocks).toEqual([]);
      const ten = at(10, 0);
      expect(ten.free).toBe(1);
      expect(ten.bookings).toEqual([
        expect.objectContaining({
          id: online.json().id,
          source: 'online',
          firstname: 'Piet',
          lastname: 'Willems',
          adults: 1,
          juniors: 1,
          email: 'piet.willems@example.net',
          paymentState: 'open',
          arrival: 'expected',
        }),
        { ...desk.json() },
      ]);
    });

    it('refuses a date that is not one, and anyone signed out', async () => {
      for (const bad of ['2026-02-30', 'tomorrow', '2026-1-01']) {
        const res = await asStaff({ method: 'GET', url: dayUrl(bad) });
        expect(res.statusCode, bad).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      expect((await app.inject({ method: 'GET', url: dayUrl(isoDate(dateIn(3))) })).statusCode).toBe(401);
    });
  });

  describe('course closed', () => {
    const status = (courseStatus: boolean) =>
      asStaff({
        method: 'PUT',
        url: api('/admin/websitecontent/course-status-info'),
        payload: {
          content: JSON.stringify({
            courseStatus,
            summerGreens: true,
            winterGreens: 0,
            buggies: true,
            prefferedLies: false,
            drivingRange: true,
          }),
        },
      });

    it("takes today's times out of the public free times and the online booking while it lasts", async () => {
      // Early this morning, club time, so that today still has times whenever the test runs.
      const today = dateIn(0);
      const now = clubLocalToUtc(today, 6, 0);
      const tomorrow = dateIn(1);
      const repository = app.reservationRepository;
      const first = teeTimesFor(today)[0] ?? { hour: 10, min: 0 };
      expect(await repository.freeSlots('greenfee', today, 1, now)).toEqual(teeTimesFor(today));

      expect((await status(false)).statusCode).toBe(204);
      try {
        expect(await repository.freeSlots('greenfee', today, 1, now)).toEqual([]);
        expect(await repository.freeSlots('greenfee', tomorrow, 1, now)).toEqual(teeTimesFor(tomorrow));
        await expect(
          repository.create({ ...booking(today, first.hour, first.min), type: 'greenfee' }, undefined, now),
        ).rejects.toMatchObject({ statusCode: 409, message: messages.slotUnavailable });
      } finally {
        expect((await status(true)).statusCode).toBe(204);
      }
      expect(await repository.freeSlots('greenfee', today, 1, now)).toEqual(teeTimesFor(today));
    });
  });
});
