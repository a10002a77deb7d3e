import { and, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { club as seededClub } from '../../common/config/club';
import { type CalendarDate, isoDate } from '../../common/rules/clubTime';
import { auditLog, mailOutbox, reservationPayments, reservations, testPayments } from '../src/db/schema';
import { api, booking, createReservation, dateIn } from './fixtures';
import { build, injectWithToken } from './helpers';

const STAFF = { email: 'desk@example.org', password: 'a long desk password here' };
const CLUB = 'club@example.org';
const XSRF = 'form-token-0123456789';

/**
 * Money that arrives late (docs/product.md, Booking lifecycle): for a booking staff canceled, for one whose
 * hold lapsed and that the player paid again, and onto a time desk bookings filled meanwhile.
 */
describe('payments that arrive after the booking changed (issue 36, findings 1 to 3)', async () => {
  const { app, database } = await build({
    env: { BOOKING_MODE: 'online', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const db = database.db;
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
  const cancel = (id: string, refund: boolean) =>
    asStaff({ method: 'POST', url: api(adminApiPaths.cancelReservation.path({ id })), payload: { refund } });
  const desk = (date: CalendarDate, hour: number, minute: number, adults: number) =>
    asStaff({
      method: 'POST',
      url: api(adminApiPaths.teeSheetBookings.path()),
      payload: {
        date: isoDate(date),
        hour,
        minute,
        adults,
        juniors: 0,
        firstname: 'Desk',
        lastname: 'Caller',
      },
    });
  /** The player at the TEST checkout: the provider settles the payment and reports it, as Mollie would. */
  const checkout = (paymentId: string, action: 'pay' | 'fail') =>
    app.inject({
      method: 'POST',
      url: api(`/payments/test-checkout/${paymentId}`),
      cookies: { 'XSRF-TOKEN': XSRF },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action, xsrf: XSRF }).toString(),
    });
  const row = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0];
  const payment = async (id: string) =>
    (await db.select().from(reservationPayments).where(eq(reservationPayments.id, id)))[0];
  const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const lapse = (id: string) =>
    db
      .update(reservations)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(reservations.id, id));

  async function book(date: CalendarDate, email: string, adults = 2, language = 'en') {
    const res = await injectWithToken(app, {
      method: 'POST',
      url: api('/reservations/website'),
      payload: booking(date, 10, 0, { email, adults }),
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    return { id, paymentId: paymentUrl.split('/').at(-1) as string };
  }

  it('finding 1: refunds a payment made after staff canceled the booking, which stays canceled', async () => {
    const email = 'late-after-cancel@example.net';
    const { id, paymentId } = await book(dateIn(31), email, 2, 'nl');
    expect((await cancel(id, false)).statusCode).toBe(200);

    // The player still had the checkout open, and pays there.
    expect((await checkout(paymentId, 'pay')).statusCode).toBe(303);

    const stored = await row(id);
    expect(stored?.canceledAt).not.toBeNull();
    expect(stored?.holdsSlot).toBe(false);
    expect(stored?.paymentState).not.toBe('paid');
    const [provider] = await db.select().from(testPayments).where(eq(testPayments.id, paymentId));
    expect(provider?.refundedCents).toBe(stored?.priceCents);
    expect(await payment(paymentId)).toMatchObject({ state: 'paid', outcome: 'refunded' });
    expect(stored?.refundedCents).toBe(stored?.priceCents);

    // One clear mail to the player, in the booking's language, and no confirmation after the cancel.
    const toPlayer = await mailsTo(email);
    expect(toPlayer.filter((m) => m.subject.includes('bevestigd'))).toHaveLength(0);
    const refundMails = toPlayer.filter((m) => m.subject.includes('terugbetaald'));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.textBody).toContain('geannuleerd');
    // Staff see it: the audit log and a mail to the club.
    expect(
      (await mailsTo(CLUB)).some((m) => m.subject.startsWith('Payment refunded') && m.textBody.includes(id)),
    ).toBe(true);
    const audit = await db
      .select()
      .from(auditLog)
      .where(like(auditLog.target, `booking ${id} payment%`));
    expect(audit.map((a) => a.action)).toContain('payment.refund');

    // Reported again, nothing more happens; and staff cannot cancel it twice.
    await app.booking.syncPayment(paymentId);
    expect((await mailsTo(email)).filter((m) => m.subject.includes('terugbetaald'))).toHaveLength(1);
    expect((await cancel(id, true)).statusCode).toBe(409);
  });

  it('finding 1: tells staff to refund by hand when the provider refuses the automatic refund', async () => {
    const email = 'refund-refused@example.net';
    const { id, paymentId } = await book(dateIn(37), email, 1);
    expect((await cancel(id, false)).statusCode).toBe(200);
    const provider = app.paymentProvider;
    const refund = provider.refund;
    provider.refund = async () => {
      throw new Error('the provider is down');
    };
    try {
      expect((await checkout(paymentId, 'pay')).statusCode).toBe(303);
    } finally {
      provider.refund = refund;
    }
    expect(await payment(paymentId)).toMatchObject({ state: 'paid', outcome: 'refund-failed' });
    expect(await row(id)).toMatchObject({ holdsSlot: false, refundedCents: null });
    expect(
      (await mailsTo(CLUB)).some(
        (m) => m.subject.startsWith('Refund needed') && m.textBody.includes(paymentId),
      ),
    ).toBe(true);
    // The player hears nothing until money was actually refunded.
    expect(await mailsTo(email)).toHaveLength(1);
    const audit = await db
      .select()
      .from(auditLog)
      .where(like(auditLog.target, `booking ${id} payment%`));
    expect(audit.map((a) => a.action)).toContain('payment.refund.failed');
  });

  it('finding 2: keeps an open payment traceable after the sweep and a retry, and records it when paid', async () => {
    const email = 'paid-old-checkout@example.net';
    const date = dateIn(32);
    const first = await book(date, email, 1);
    // The hold lapses while the first checkout is still open at the provider.
    await lapse(first.id);
    await app.booking.sweep();
    expect((await row(first.id))?.holdsSlot).toBe(false);

    // The player tries again, then completes the first checkout after all.
    const retried = await injectWithToken(app, {
      method: 'POST',
      url: api(`/reservations/${first.id}/retry`),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const second = (retried.json() as { paymentUrl: string }).paymentUrl.split('/').at(-1) as string;
    expect(second).not.toBe(first.paymentId);
    expect((await checkout(first.paymentId, 'pay')).statusCode).toBe(303);

    // The money of the old checkout is not lost: it pays the booking, which the retry had held again.
    const paid = await row(first.id);
    expect(paid).toMatchObject({ paymentState: 'paid', holdsSlot: true, paymentId: first.paymentId });
    expect(await payment(first.paymentId)).toMatchObject({ state: 'paid', outcome: 'kept' });
    expect(await payment(second)).toMatchObject({ reservationId: first.id, state: 'open' });

    // The second checkout paid as well: that money is refunded in full, the booking stands.
    expect((await checkout(second, 'pay')).statusCode).toBe(303);
    expect(await payment(second)).toMatchObject({ state: 'paid', outcome: 'refunded' });
    expect(await row(first.id)).toMatchObject({ paymentState: 'paid', paymentId: first.paymentId });
    const toPlayer = await mailsTo(email);
    expect(toPlayer.filter((m) => m.subject.includes('confirmed'))).toHaveLength(1);
    const refunded = toPlayer.filter((m) => m.subject.includes('refunded'));
    expect(refunded).toHaveLength(1);
    // The player replies to the club's public e-mail (its details), not to the CLUB_EMAIL mailbox.
    expect(refunded[0]?.replyTo).toBe(seededClub.email);
    expect(toPlayer.every((m) => m.replyTo === seededClub.email)).toBe(true);
  });

  it('finding 2: the sweep asks again about a payment still open, and records it once final', async () => {
    const { id, paymentId } = await book(dateIn(33), 'asks-again@example.net', 1);
    await lapse(id);
    await app.booking.sweep();
    expect(await row(id)).toMatchObject({ paymentState: 'expired', holdsSlot: false });
    // The provider settles it without a webhook; the sweep finds it on a later round.
    expect(await app.testPayments?.settle(paymentId, 'paid')).toBe(true);
    await db
      .update(reservationPayments)
      .set({ updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(reservationPayments.id, paymentId));
    await app.booking.sweep();
    expect(await row(id)).toMatchObject({ paymentState: 'paid', holdsSlot: true });
    expect(await payment(paymentId)).toMatchObject({ state: 'paid', outcome: 'kept' });
  });

  it('finding 3: warns staff when a late payment lands on a time desk bookings filled', async () => {
    const date = dateIn(34);
    const late = await book(date, 'late-onto-desk@example.net', 2);
    await lapse(late.id);
    await app.booking.sweep();
    expect((await desk(date, 10, 0, 4)).statusCode).toBe(201);

    expect((await checkout(late.paymentId, 'pay')).statusCode).toBe(303);
    expect(await row(late.id)).toMatchObject({ paymentState: 'paid', holdsSlot: true });
    const alerts = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, CLUB), like(mailOutbox.subject, 'Overbooked tee time%')));
    expect(alerts.some((m) => m.textBody.includes(late.id) && m.textBody.includes('6 players'))).toBe(true);
  });

  it('finding 3: gives no warning when the reinstated booking still fits', async () => {
    const date = dateIn(35);
    const late = await book(date, 'late-fits@example.net', 2);
    await lapse(late.id);
    await app.booking.sweep();
    expect((await desk(date, 10, 0, 2)).statusCode).toBe(201);
    expect((await checkout(late.paymentId, 'pay')).statusCode).toBe(303);
    const alerts = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, CLUB), like(mailOutbox.subject, 'Overbooked tee time%')));
    expect(alerts.some((m) => m.textBody.includes(late.id))).toBe(false);
  });
});

/** A payment created for a booking is recorded, and the webhook finds it there. */
describe('every payment created is recorded for its booking', async () => {
  const { app, database } = await build({ env: { BOOKING_MODE: 'online' } });
  it('records the payment with its amount, open, as the booking current payment', async () => {
    const res = await createReservation(app, booking(dateIn(36), 10, 0, { adults: 2 }));
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    const paymentId = paymentUrl.split('/').at(-1) as string;
    const [stored] = await database.db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.id, paymentId));
    const [reservation] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(stored).toMatchObject({ reservationId: id, state: 'open', outcome: null });
    expect(stored?.amountCents).toBe(reservation?.priceCents);
    expect(reservation?.paymentId).toBe(paymentId);
  });
});
