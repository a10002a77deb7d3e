import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { SEEDED_CLUB_RULES } from '../../common/rules/clubRules';
import type { CalendarDate } from '../../common/rules/clubTime';
import { handicapDayOf } from '../../common/rules/handicapLimits';
import { handicapLimitText } from '../../common/validation/handicapLimitMessages';
import { messages } from '../../common/validation/messages';
import { reservations } from '../src/db/schema';
import { api, booking, createReservation, dateIn, expectError, freeSlots, UUID_V4 } from './fixtures';
import { build, injectWithToken } from './helpers';

const XSRF = 'form-token-0123456789';

/** A date from a week ahead, a different one per call, and its 10:00 (on the sheet in both seasons). */
let dayOffset = 7;
const nextDate = () => dateIn(dayOffset++);
const TEN = { hour: 10, min: 0 };
const hasTen = (slots: { hour: number; min: number }[]) =>
  slots.some((s) => s.hour === TEN.hour && s.min === TEN.min);

/** docs/product.md, POST /reservations/{id}/retry and Booking Details. */
describe('POST /api/v1/reservations/{id}/retry: a new payment for a booking whose payment ended unpaid', async () => {
  const { app, database } = await build({ env: { BOOKING_MODE: 'online' } });
  const db = database.db;

  async function book(date: CalendarDate = nextDate(), adults = 4, handicap = 18.2) {
    const res = await createReservation(app, booking(date, TEN.hour, TEN.min, { adults, handicap }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { id: string; paymentUrl: string };
    return { ...body, paymentId: body.paymentUrl.split('/').at(-1) as string, date };
  }
  const checkout = (paymentId: string, action: string) =>
    app.inject({
      method: 'POST',
      url: api(apiPaths.testCheckout.path({ paymentId })),
      cookies: { 'XSRF-TOKEN': XSRF },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action, xsrf: XSRF }).toString(),
    });
  const retry = (id: string, language?: string) =>
    injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.retryReservation.path({ id })),
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
  const row = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0];

  it.each([
    ['failed', 'fail'],
    ['canceled', 'cancel'],
    ['expired', 'expire'],
  ])('holds the time again after a payment %s, and answers a new checkout', async (_state, action) => {
    const { id, paymentId, date } = await book();
    expect((await checkout(paymentId, action)).statusCode).toBe(303);
    expect(hasTen(await freeSlots(app, date, '?players=4'))).toBe(true);

    const res = await retry(id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { id: string; paymentUrl: string };
    expect(body.id).toBe(id);
    expect(body.id).toMatch(UUID_V4);
    expect(body.paymentUrl).toMatch(/\/api\/v1\/payments\/test-checkout\/tst_[\w-]+$/);
    const newPaymentId = body.paymentUrl.split('/').at(-1) as string;
    expect(newPaymentId).not.toBe(paymentId);

    const held = await row(id);
    expect(held).toMatchObject({ paymentState: 'open', holdsSlot: true, paymentId: newPaymentId });
    expect(held?.holdExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(hasTen(await freeSlots(app, date))).toBe(false);

    // Paid at the new checkout, the same booking is confirmed, and its page is where the player returns.
    const paid = await checkout(newPaymentId, 'pay');
    expect(paid.headers.location).toBe(`http://localhost:8080/bookings/${id}`);
    expect((await row(id))?.paymentState).toBe('paid');
  });

  it('answers 409 when the time is no longer free, and leaves the booking as it was', async () => {
    const { id, paymentId, date } = await book();
    await checkout(paymentId, 'fail');
    const other = await createReservation(
      app,
      booking(date, TEN.hour, TEN.min, { adults: 1, email: 'someone.else@example.net' }),
    );
    expect(other.statusCode, other.body).toBe(201);
    expect(expectError(await retry(id), 409)).toBe(messages.slotUnavailable);
    expect(await row(id)).toMatchObject({ paymentState: 'failed', holdsSlot: false, paymentId });
  });

  it('takes the time when a smaller party still fits beside others', async () => {
    const { id, paymentId, date } = await book(nextDate(), 2);
    await checkout(paymentId, 'fail');
    await createReservation(
      app,
      booking(date, TEN.hour, TEN.min, { adults: 2, email: 'friend@example.net' }),
    );
    expect((await retry(id)).statusCode).toBe(200);
    expect(hasTen(await freeSlots(app, date))).toBe(false);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(expectError(await retry('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'), 404)).toBe(
      messages.bookingNotFound,
    );
    expect(expectError(await retry('not-a-uuid'), 404)).toBe(messages.bookingNotFound);
  });

  it('refuses a paid booking, and one still waiting for its payment, with 409', async () => {
    const paid = await book();
    await checkout(paid.paymentId, 'pay');
    expect(expectError(await retry(paid.id), 409)).toBe(messages.paymentNotRetriable);
    expect(await row(paid.id)).toMatchObject({ paymentState: 'paid', paymentId: paid.paymentId });

    const open = await book();
    expect(expectError(await retry(open.id), 409)).toBe(messages.paymentNotRetriable);
    expect((await row(open.id))?.paymentId).toBe(open.paymentId);
  });

  it('refuses a second try once the first holds the time again', async () => {
    const { id, paymentId } = await book();
    await checkout(paymentId, 'cancel');
    expect((await retry(id)).statusCode).toBe(200);
    expectError(await retry(id), 409);
  });

  it('refuses a booking the club canceled', async () => {
    const { id, paymentId } = await book();
    await checkout(paymentId, 'fail');
    await db.update(reservations).set({ canceledAt: new Date() }).where(eq(reservations.id, id));
    expect(expectError(await retry(id), 409)).toBe(messages.paymentNotRetriable);
  });

  it('ignores a late word on the old payment once the time is held again', async () => {
    const { id, paymentId } = await book();
    await checkout(paymentId, 'fail');
    expect((await retry(id)).statusCode).toBe(200);
    const hook = await app.inject({
      method: 'POST',
      url: api(apiPaths.paymentWebhook.path()),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${paymentId}`,
    });
    expect(hook.statusCode).toBeLessThan(500);
    expect(await row(id)).toMatchObject({ paymentState: 'open', holdsSlot: true });
  });

  it("refuses a handicap above the day's limit, in the request's language", async () => {
    let date = nextDate();
    while (handicapDayOf(date, SEEDED_CLUB_RULES) !== 'fridayToSundayAndHolidays') date = nextDate();
    const { id, paymentId } = await book(date, 1, 28);
    await checkout(paymentId, 'fail');
    // Booked before the limit was checked: the stored handicap is over it.
    await db.update(reservations).set({ handicap: 30 }).where(eq(reservations.id, id));
    expect(expectError(await retry(id, 'fr'), 400)).toBe(
      handicapLimitText('fr', 'fridayToSundayAndHolidays', SEEDED_CLUB_RULES.handicapLimits),
    );
    expect((await row(id))?.paymentState).toBe('failed');
  });
});
