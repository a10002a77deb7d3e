import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import { reservation } from '../../common/api/reservations';
import type { CalendarDate } from '../../common/rules/clubTime';
import { reservations } from '../src/db/schema';
import { api, booking, createReservation, dateIn } from './fixtures';
import { build, injectWithToken } from './helpers';

const STAFF = { email: 'desk@example.org', password: 'a long desk password here' };

/** A booking the club canceled reads as canceled to the player (docs/product.md, GET /reservations/{id}). */
describe('GET /reservations/{id} of a booking the club canceled', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const db = database.db;
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const cancel = (id: string, refund: boolean) =>
    injectWithToken(app, {
      method: 'POST',
      url: api(adminApiPaths.cancelReservation.path({ id })),
      cookies: { session },
      payload: { refund },
    });
  const read = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: api(apiPaths.reservation.path({ id })) });
    expect(res.statusCode, res.body).toBe(200);
    return reservation.parse(res.json());
  };
  const stored = async (id: string) =>
    (await db.select().from(reservations).where(eq(reservations.id, id)))[0];

  async function openBooking(date: CalendarDate, hour: number, email: string) {
    const res = await createReservation(app, booking(date, hour, 0, { email, adults: 2 }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; paymentUrl: string };
  }

  async function paidBooking(date: CalendarDate, hour: number, email: string) {
    const { id, paymentUrl } = await openBooking(date, hour, email);
    const paymentId = paymentUrl.split('/').at(-1) as string;
    expect(await app.testPayments?.settle(paymentId, 'paid')).toBe(true);
    expect(await app.booking.syncPayment(paymentId)).toBe(true);
    return id;
  }

  it('says the club canceled a paid booking, when, and how much it refunded; the payment stays paid', async () => {
    const id = await paidBooking(dateIn(30), 10, 'refunded.player@example.net');
    expect((await read(id)).canceled).toBeUndefined();
    const before = Date.now();
    const res = await cancel(id, true);
    expect(res.statusCode, res.body).toBe(200);

    const body = await read(id);
    const row = await stored(id);
    expect(body.paymentState).toBe('paid');
    expect(body.canceled).toEqual({
      by: 'club',
      at: row?.canceledAt?.toISOString(),
      refund: { amount: body.price },
    });
    expect(body.price).toBeGreaterThan(0);
    expect(Date.parse(body.canceled?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('says what was refunded in all: a later refund added to the column adds to the amount', async () => {
    const id = await paidBooking(dateIn(30), 11, 'twice.refunded@example.net');
    expect((await cancel(id, true)).statusCode).toBe(200);
    const row = await stored(id);
    await db
      .update(reservations)
      .set({ refundedCents: (row?.refundedCents ?? 0) + 1250 })
      .where(eq(reservations.id, id));
    expect((await read(id)).canceled?.refund).toEqual({ amount: ((row?.refundedCents ?? 0) + 1250) / 100 });
  });

  it('gives no refund for a paid booking canceled without one', async () => {
    const id = await paidBooking(dateIn(31), 10, 'kept.payment@example.net');
    expect((await cancel(id, false)).statusCode).toBe(200);
    const body = await read(id);
    expect(body.paymentState).toBe('paid');
    expect(body.canceled).toMatchObject({ by: 'club', refund: null });
  });

  it('gives no refund for an unpaid booking the club canceled', async () => {
    const { id } = await openBooking(dateIn(31), 11, 'unpaid.player@example.net');
    expect((await cancel(id, false)).statusCode).toBe(200);
    const body = await read(id);
    expect(body.paymentState).toBe('open');
    expect(body.canceled).toEqual({
      by: 'club',
      at: (await stored(id))?.canceledAt?.toISOString(),
      refund: null,
    });
  });
});
