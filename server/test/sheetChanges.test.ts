import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import type { LiveChange } from '../../common/api/live';
import { type CalendarDate, isoDate } from '../../common/rules/clubTime';
import { auditLog, bookingRequests, mailOutbox, reservations, testPayments } from '../src/db/schema';
import { api, booking, createReservation, dateIn, freeSlots, greenfeeText, validGreenfee } from './fixtures';
import { build, injectWithToken, postJson } from './helpers';

const STAFF = { email: 'desk@example.org', password: 'a long desk password here' };
const NO_SUCH = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('staff changes to single bookings (docs/product.md, Tee sheet)', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const db = database.db;
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
  const post = (url: string, payload?: object) =>
    asStaff({ method: 'POST', url: api(url), ...(payload ? { payload } : {}) });
  const arrival = (id: string, state: string) =>
    post(adminApiPaths.reservationArrival.path({ id }), { state });
  const cancel = (id: string, body: object) => post(adminApiPaths.cancelReservation.path({ id }), body);
  const move = (id: string, date: CalendarDate, hour: number, minute: number) =>
    post(adminApiPaths.moveReservation.path({ id }), { date: isoDate(date), hour, minute });
  const desk = (date: CalendarDate, hour: number, minute: number, adults = 1, email?: string) =>
    post(adminApiPaths.teeSheetBookings.path(), {
      date: isoDate(date),
      hour,
      minute,
      adults,
      juniors: 0,
      firstname: 'Desk',
      lastname: 'Caller',
      ...(email ? { email } : {}),
    });
  const row = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0];
  const offers = async (date: CalendarDate, hour: number, minute: number, players = 1) =>
    (await freeSlots(app, date, `?players=${players}`)).some((t) => t.hour === hour && t.min === minute);
  const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const changes: LiveChange[] = [];
  app.live.subscribe((change) => {
    changes.push(change);
  });

  /** An online booking, paid through the built-in test checkout. */
  async function paidBooking(date: CalendarDate, hour: number, minute: number, email: string) {
    const res = await createReservation(app, booking(date, hour, minute, { email, adults: 2 }));
    expect(res.statusCode, res.body).toBe(201);
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    const paymentId = paymentUrl.split('/').at(-1) as string;
    expect(await app.testPayments?.settle(paymentId, 'paid')).toBe(true);
    expect(await app.booking.syncPayment(paymentId)).toBe(true);
    expect((await row(id))?.paymentState).toBe('paid');
    return { id, paymentId };
  }

  it('needs a signed-in staff member and the cross-site token', async () => {
    const url = api(adminApiPaths.reservationArrival.path({ id: NO_SUCH }));
    expect((await app.inject({ method: 'POST', url, payload: { state: 'no-show' } })).statusCode).toBe(401);
    const noToken = await app.inject({
      method: 'POST',
      url,
      cookies: { session },
      payload: { state: 'no-show' },
    });
    expect(noToken.statusCode).toBe(403);
  });

  describe('arrival', () => {
    it('records check-in, no-show and back to expected, audited and pushed live', async () => {
      const date = dateIn(21);
      const id = (await desk(date, 9, 0)).json().id as string;
      const before = changes.length;
      for (const state of ['checked-in', 'no-show', 'expected']) {
        const res = await arrival(id, state);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id, arrival: state, canceledAt: null });
      }
      expect((await row(id))?.arrival).toBe('expected');
      expect(changes.slice(before).filter((c) => c.topic === 'tee-sheet')).toHaveLength(3);
      const audited = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'tee-sheet.booking.arrival'));
      expect(audited.filter((a) => a.target.startsWith(`booking ${id}`))).toHaveLength(3);
    });

    it('refuses another state, an unknown booking and a canceled one', async () => {
      const id = (await desk(dateIn(21), 9, 10)).json().id as string;
      expect((await arrival(id, 'late')).statusCode).toBe(400);
      expect((await arrival(NO_SUCH, 'no-show')).statusCode).toBe(404);
      expect((await post(`/admin/reservations/not-a-uuid/arrival`, { state: 'no-show' })).statusCode).toBe(
        400,
      );
      expect((await cancel(id, { refund: false })).statusCode).toBe(200);
      expect((await arrival(id, 'checked-in')).statusCode).toBe(409);
    });
  });

  describe('cancel', () => {
    it('frees the places, which the public free times offer again; the row stays, marked canceled', async () => {
      const date = dateIn(22);
      const id = (await desk(date, 10, 0, 4, 'full.party@example.net')).json().id as string;
      expect(await offers(date, 10, 0)).toBe(false);
      const res = await cancel(id, { refund: false, message: 'The course is flooded.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, refunded: null });
      expect(res.json().canceledAt).toEqual(expect.any(String));
      expect(await offers(date, 10, 0, 4)).toBe(true);
      const stored = await row(id);
      expect(stored?.holdsSlot).toBe(false);
      expect(stored?.canceledAt).toBeInstanceOf(Date);
      const [mail] = await mailsTo('full.party@example.net');
      expect(mail?.subject).toMatch(/: your tee time on .* is canceled$/);
      expect(mail?.textBody).toContain('The course is flooded.');
      expect((await cancel(id, { refund: false })).statusCode).toBe(409);
      expect((await cancel(NO_SUCH, { refund: false })).statusCode).toBe(404);
      expect((await cancel(id, {})).statusCode).toBe(400);
    });

    it('refunds a paid online booking through the provider, which records it, and mails the player', async () => {
      const date = dateIn(23);
      const { id, paymentId } = await paidBooking(date, 11, 0, 'paid.player@example.net');
      expect(await offers(date, 11, 0, 3)).toBe(false);
      const res = await cancel(id, { refund: true });
      expect(res.statusCode, res.body).toBe(200);
      const stored = await row(id);
      expect(res.json().refunded).toBe((stored?.priceCents ?? 0) / 100);
      expect(stored?.refundId).toMatch(/^tre_/);
      const [payment] = await db.select().from(testPayments).where(eq(testPayments.id, paymentId));
      expect(payment?.refundedCents).toBe(stored?.priceCents);
      expect(payment?.refundedCents).toBeGreaterThan(0);
      expect(await offers(date, 11, 0, 4)).toBe(true);
      const mail = (await mailsTo('paid.player@example.net')).find((m) => m.subject.endsWith('canceled'));
      expect(mail?.textBody).toMatch(/We have refunded EUR \d+\.\d{2}/);
    });

    it('refuses a refund of a booking that was not paid online, and changes nothing', async () => {
      const id = (await desk(dateIn(23), 11, 10)).json().id as string;
      expect((await cancel(id, { refund: true })).statusCode).toBe(400);
      expect((await row(id))?.canceledAt).toBeNull();
    });

    it('mails the player in the language they booked in', async () => {
      const date = dateIn(24);
      const res = await postJson(app, api('/reservations/website'), {
        ...booking(date, 9, 30, { email: 'els.cancel@example.net' }),
      });
      const id = res.json().id as string;
      await db.update(reservations).set({ locale: 'nl' }).where(eq(reservations.id, id));
      expect((await cancel(id, { refund: false })).statusCode).toBe(200);
      const [mail] = await mailsTo('els.cancel@example.net');
      expect(mail?.subject).toMatch(/: uw starttijd op .* is geannuleerd$/);
      expect(mail?.textBody).toMatch(/^Beste Piet Willems,/);
    });
  });

  describe('move', () => {
    it('moves a booking to a time with room and mails a new calendar file', async () => {
      const date = dateIn(25);
      const id = (await desk(date, 9, 0, 2, 'moved.player@example.net')).json().id as string;
      const res = await move(id, date, 10, 30);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, date: isoDate(date), hour: 10, minute: 30 });
      expect(await offers(date, 9, 0, 4)).toBe(true);
      expect(await offers(date, 10, 30, 3)).toBe(false);
      const [mail] = await mailsTo('moved.player@example.net');
      expect(mail?.subject).toMatch(/: your tee time has moved to .* at 10:30$/);
      const ics = (mail?.attachments as { content: string }[] | null)?.[0]?.content ?? '';
      expect(ics).toContain(`UID:${id}@tee-times`);
      expect(ics).toMatch(/SEQUENCE:\d+/);
      expect(ics).toMatch(/DTSTART:\d{8}T\d{4}00Z/);
      const audited = await db.select().from(auditLog).where(eq(auditLog.action, 'tee-sheet.booking.move'));
      expect(audited.some((a) => a.target.startsWith(`booking ${id}`))).toBe(true);
    });

    it('refuses with 409 and the nearest free times a full or blocked time, and moves nothing', async () => {
      const date = dateIn(26);
      const id = (await desk(date, 9, 0, 2)).json().id as string;
      await desk(date, 10, 0, 3);
      const full = await move(id, date, 10, 0);
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe('That time has room for 1 more player.');
      expect(full.json().times[0]).toEqual({ hour: 9, minute: 50 });
      const block = await post(adminApiPaths.teeSheetBlocks.path(), {
        from: isoDate(date),
        to: isoDate(date),
        fromTime: '11:00',
        toTime: '12:00',
        reason: 'maintenance',
        label: 'Greens',
      });
      expect(block.statusCode).toBe(201);
      const blocked = await move(id, date, 11, 0);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().message).toBe('That time is blocked.');
      expect((await row(id))?.hour).toBe(9);
    });

    it('refuses a time off the sheet, a past date, the same time, an unknown or canceled booking', async () => {
      const date = dateIn(27);
      const id = (await desk(date, 9, 0)).json().id as string;
      expect((await move(id, date, 9, 5)).statusCode).toBe(400);
      expect((await move(id, dateIn(-1), 10, 0)).statusCode).toBe(400);
      expect((await move(id, date, 9, 0)).statusCode).toBe(400);
      expect((await move(NO_SUCH, date, 10, 0)).statusCode).toBe(404);
      expect((await cancel(id, { refund: false })).statusCode).toBe(200);
      expect((await move(id, date, 10, 0)).statusCode).toBe(409);
    });

    it('racing a desk booking for one time never puts more players on it than it holds', async () => {
      const date = dateIn(28);
      for (const hour of [8, 9, 10, 11, 14]) {
        const id = (await desk(date, 15, 0, 1)).json().id as string;
        const [moved, booked] = await Promise.all([move(id, date, hour, 30), desk(date, hour, 30, 4)]);
        // Whichever takes the time's lock first wins (move 200, desk 201); the other finds it full.
        expect([moved.statusCode, booked.statusCode].filter((code) => code === 409)).toHaveLength(1);
        const players = await db
          .select({ adults: reservations.adults })
          .from(reservations)
          .where(
            and(
              eq(reservations.day, date.day),
              eq(reservations.month, date.month),
              eq(reservations.hour, hour),
              eq(reservations.minute, 30),
              eq(reservations.holdsSlot, true),
            ),
          );
        expect(players.reduce((sum, p) => sum + p.adults, 0)).toBeLessThanOrEqual(4);
        // Frees 15:00 (or the raced time) for the next round.
        expect((await cancel(id, { refund: false })).statusCode).toBe(200);
      }
    });
  });

  describe('confirming a request', () => {
    const greenfeeRequest = async (values: Partial<ReturnType<typeof validGreenfee>>) => {
      const res = await postJson(app, api('/reserve/greenfee'), {
        content: greenfeeText({ ...validGreenfee(), ...values }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const confirm = (id: string, body?: object) => post(adminApiPaths.confirmRequest.path({ id }), body);

    it('puts a green-fee request onto the sheet at its asked time, as source request', async () => {
      const date = dateIn(29);
      const id = await greenfeeRequest({ date: isoDate(date), time: '10:30', email: 'req.one@example.net' });
      const res = await confirm(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        status: 'confirmed',
        booking: { source: 'request', hour: 10, minute: 30, adults: 2, juniors: 1, firstname: 'Ann' },
      });
      expect(await offers(date, 10, 30, 2)).toBe(false);
      const [request] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
      expect(request?.status).toBe('confirmed');
      const [mail] = (await mailsTo('req.one@example.net')).filter((m) => m.subject.endsWith('confirmed'));
      expect(mail?.textBody).toMatch(/pleased to confirm your green fee on .* at 10:30/);
      expect((await confirm(id)).statusCode).toBe(409);
    });

    it('puts it at the time staff give, and the mail says that time', async () => {
      const date = dateIn(30);
      const id = await greenfeeRequest({ date: isoDate(date), time: '10:30', email: 'req.two@example.net' });
      const res = await confirm(id, { hour: 11, minute: 20 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().booking).toMatchObject({ hour: 11, minute: 20 });
      const [mail] = (await mailsTo('req.two@example.net')).filter((m) => m.subject.endsWith('confirmed'));
      expect(mail?.textBody).toMatch(/at 11:20/);
      expect((await confirm(id, { hour: 11 })).statusCode).toBe(400);
    });

    it('racing a desk and an online booking for one time, a confirmation never overfills it', async () => {
      const date = dateIn(33);
      for (const minute of [0, 10, 20]) {
        const at = `11:${String(minute).padStart(2, '0')}`;
        const id = await greenfeeRequest({ date: isoDate(date), time: at, adults: '2', juniors: '0' });
        // Three parties of 2 for a time of 4, under the one per-time lock: exactly two get in.
        const [confirmed, desked, online] = await Promise.all([
          confirm(id),
          desk(date, 11, minute, 2),
          createReservation(
            app,
            booking(date, 11, minute, { email: `race.${minute}@example.net`, adults: 2 }),
          ),
        ]);
        const codes = [confirmed.statusCode, desked.statusCode, online.statusCode];
        expect(
          codes.filter((code) => code === 409),
          codes.join(),
        ).toHaveLength(1);
        const held = await db
          .select({ adults: reservations.adults, juniors: reservations.juniors })
          .from(reservations)
          .where(
            and(
              eq(reservations.year, date.year),
              eq(reservations.month, date.month),
              eq(reservations.day, date.day),
              eq(reservations.hour, 11),
              eq(reservations.minute, minute),
              eq(reservations.holdsSlot, true),
            ),
          );
        expect(held.reduce((sum, p) => sum + p.adults + p.juniors, 0)).toBe(4);
      }
    });

    it('refuses a full time with 409 and the nearest free times, and confirms nothing', async () => {
      const date = dateIn(31);
      await desk(date, 10, 30, 2);
      const id = await greenfeeRequest({ date: isoDate(date), time: '10:30' });
      const res = await confirm(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().times.slice(0, 2)).toEqual(
        expect.arrayContaining([
          { hour: 10, minute: 20 },
          { hour: 10, minute: 40 },
        ]),
      );
      const [request] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
      expect(request?.status).toBe('new');
      expect((await confirm(id, { hour: 10, minute: 40 })).statusCode).toBe(200);
    });
  });
});
