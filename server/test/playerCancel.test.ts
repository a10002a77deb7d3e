import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import type { LiveChange } from '../../common/api/live';
import { apiPaths } from '../../common/api/paths';
import { reservation, reservationCancelAnswer } from '../../common/api/reservations';
import { type CalendarDate, isoDate } from '../../common/rules/clubTime';
import { cancelDeadline, clubIsoString } from '../../common/rules/selfService';
import { DEFAULT_SELF_SERVICE, type SelfServiceRules } from '../../common/rules/teeSheet';
import { cancelMessages } from '../../common/validation/cancelMessages';
import { auditLog, mailOutbox, reservationPayments, reservations, testPayments } from '../src/db/schema';
import { api, booking, dateIn, expectError, freeSlots, greenfeeText, validGreenfee } from './fixtures';
import { build, injectWithToken, postJson } from './helpers';

const STAFF = { email: 'desk@example.org', password: 'a long desk password here' };
const CLUB = 'club@example.org';
const NO_SUCH = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** The player cancels their own booking from its page (docs/product.md, Cancel online; issue 39). */
describe('POST /reservations/{id}/cancel', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const db = database.db;
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
  const club = await app.clubDetails.get();

  const cancelOwn = (id: string, language = 'en') =>
    injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.cancelOwnReservation.path({ id })),
      headers: { 'accept-language': language },
    });
  const canceled = async (id: string, language = 'en') => {
    const res = await cancelOwn(id, language);
    expect(res.statusCode, res.body).toBe(200);
    return reservationCancelAnswer.parse(res.json());
  };
  const read = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: api(apiPaths.reservation.path({ id })) });
    expect(res.statusCode, res.body).toBe(200);
    return reservation.parse(res.json());
  };
  const row = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0];
  const payment = async (id: string) =>
    (await db.select().from(reservationPayments).where(eq(reservationPayments.id, id)))[0];
  const testPayment = async (id: string) =>
    (await db.select().from(testPayments).where(eq(testPayments.id, id)))[0];
  const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const offers = async (date: CalendarDate, hour: number, minute: number, players: number) =>
    (await freeSlots(app, date, `?players=${players}`)).some((t) => t.hour === hour && t.min === minute);
  const audited = (id: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.cancel'), eq(auditLog.actor, 'player')))
      .then((lines) => lines.filter((line) => line.target.startsWith(`booking ${id} `)));
  const changes: LiveChange[] = [];
  app.live.subscribe((change) => {
    changes.push(change);
  });

  async function setRules(rules: Partial<SelfServiceRules>) {
    const config = await app.teeSheetRepository.config();
    const saved = await app.teeSheetRepository.setConfig('test', {
      ...config,
      selfService: { ...DEFAULT_SELF_SERVICE, ...rules },
    });
    expect(saved.changed).toBe(true);
  }

  /** An online booking waiting for its payment, made in a language. */
  async function openBooking(date: CalendarDate, hour: number, email: string, language = 'en', adults = 2) {
    const res = await injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.createReservation.path()),
      payload: booking(date, hour, 0, { email, adults }),
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    return { id, paymentId: paymentUrl.split('/').at(-1) as string };
  }

  /** Paid through the built-in TEST checkout. */
  async function paidBooking(date: CalendarDate, hour: number, email: string, language = 'en', adults = 2) {
    const made = await openBooking(date, hour, email, language, adults);
    expect(await app.testPayments?.settle(made.paymentId, 'paid')).toBe(true);
    expect(await app.booking.syncPayment(made.paymentId)).toBe(true);
    expect((await row(made.id))?.paymentState).toBe('paid');
    return made;
  }

  it('cancels a paid booking before the deadline: refunded in full, the places free, mailed, audited, pushed', async () => {
    const date = dateIn(30);
    const email = 'paid.canceler@example.net';
    const { id, paymentId } = await paidBooking(date, 10, email, 'nl', 4);
    const stored = await row(id);
    const price = (stored?.priceCents ?? 0) / 100;
    expect(price).toBeGreaterThan(0);
    expect(await offers(date, 10, 0, 1)).toBe(false);

    const before = await read(id);
    expect(before.cancelableUntil).toBe(
      clubIsoString(cancelDeadline({ ...date, hour: 10, minute: 0 }, { cancelDeadlineHours: 48 })),
    );
    expect(before.cancelableUntil).toMatch(/T10:00:00\+0[12]:00$/);
    expect(before.refundOnCancel).toBe(price);

    const pushed = changes.length;
    expect(await canceled(id)).toEqual({ paymentState: 'paid', refund: { amount: price } });

    const after = await row(id);
    expect(after).toMatchObject({
      canceledBy: 'player',
      holdsSlot: false,
      refundedCents: stored?.priceCents,
    });
    expect(after?.canceledAt).toBeInstanceOf(Date);
    expect(after?.refundId).toMatch(/^tre_/);
    expect((await payment(paymentId))?.outcome).toBe('refunded');
    expect((await payment(paymentId))?.refundedCents).toBe(stored?.priceCents);
    expect((await testPayment(paymentId))?.refundedCents).toBe(stored?.priceCents);
    expect(await offers(date, 10, 0, 4)).toBe(true);

    // The page: canceled by the player, with the refund, and no more cancel.
    const shown = await read(id);
    expect(shown.canceled).toEqual({
      by: 'player',
      at: after?.canceledAt?.toISOString(),
      refund: { amount: price },
    });
    expect(shown.cancelableUntil).toBeUndefined();
    expect(shown.refundOnCancel).toBeUndefined();

    // The player's mail in the booking's language (Dutch), and the club's notice.
    const mails = (await mailsTo(email)).filter((m) => m.subject.endsWith('is geannuleerd'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toMatch(/^Beste Piet Willems,/);
    expect(mails[0]?.textBody).toContain('Zoals u vroeg, is uw starttijd op');
    expect(mails[0]?.textBody).toMatch(/Wij hebben €\s[\d.]+,\d{2} terugbetaald/);
    const notice = (await mailsTo(CLUB)).find(
      (m) => m.subject.startsWith('Canceled by the player') && m.textBody.includes(id),
    );
    expect(notice?.textBody).toContain(
      `Refunded EUR ${price.toFixed(2)} of EUR ${price.toFixed(2)} paid online`,
    );

    const lines = await audited(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.target).toBe(`booking ${id} ${isoDate(date)} 10:00 refunded ${after?.refundId}`);
    expect(changes.slice(pushed).some((c) => c.topic === 'tee-sheet')).toBe(true);
  });

  it('refunds the club’s share by its rule, rounded to the cent, or nothing', async () => {
    await setRules({ refundPercent: 33 });
    try {
      const half = await paidBooking(dateIn(31), 10, 'share.canceler@example.net', 'en', 3);
      const cents = (await row(half.id))?.priceCents ?? 0;
      const share = Math.round((cents * 33) / 100);
      expect((await read(half.id)).refundOnCancel).toBe(share / 100);
      expect(await canceled(half.id)).toEqual({ paymentState: 'paid', refund: { amount: share / 100 } });
      expect((await testPayment(half.paymentId))?.refundedCents).toBe(share);
      expect((await row(half.id))?.refundedCents).toBe(share);
      const [mail] = await mailsTo('share.canceler@example.net').then((m) =>
        m.filter((x) => x.subject.endsWith('canceled')),
      );
      expect(mail?.textBody).toContain(
        `we have refunded EUR ${(share / 100).toFixed(2)} of the EUR ${(cents / 100).toFixed(2)} you paid`,
      );

      await setRules({ refundPercent: 0 });
      const none = await paidBooking(dateIn(31), 11, 'none.canceler@example.net');
      expect((await read(none.id)).refundOnCancel).toBe(0);
      expect(await canceled(none.id)).toEqual({ paymentState: 'paid', refund: null });
      expect((await testPayment(none.paymentId))?.refundedCents).toBe(0);
      expect((await payment(none.paymentId))?.outcome).toBe('kept');
      const [noneMail] = await mailsTo('none.canceler@example.net').then((m) =>
        m.filter((x) => x.subject.endsWith('canceled')),
      );
      expect(noneMail?.textBody).toMatch(/the EUR \d+\.\d{2} you paid is not refunded/);
    } finally {
      await setRules({});
    }
  });

  it('cancels an unpaid booking without a refund; paid later at its checkout, it is refunded in full', async () => {
    const date = dateIn(32);
    const { id, paymentId } = await openBooking(date, 10, 'unpaid.canceler@example.net', 'en', 4);
    expect((await read(id)).refundOnCancel).toBe(0);
    expect(await canceled(id)).toEqual({ paymentState: 'open', refund: null });
    expect(await offers(date, 10, 0, 4)).toBe(true);
    expect((await row(id))?.refundedCents).toBeNull();
    const [mail] = (await mailsTo('unpaid.canceler@example.net')).filter((m) =>
      m.subject.endsWith('canceled'),
    );
    expect(mail?.textBody).toContain('As you asked, your tee time on');
    expect(mail?.textBody).not.toContain('refund');

    // The checkout was still open, and the player pays there: the money goes back (moneyArrives).
    expect(await app.testPayments?.settle(paymentId, 'paid')).toBe(true);
    expect(await app.booking.syncPayment(paymentId)).toBe(true);
    const stored = await row(id);
    expect(stored?.canceledBy).toBe('player');
    expect(stored?.holdsSlot).toBe(false);
    expect(stored?.refundedCents).toBe(stored?.priceCents);
    expect((await payment(paymentId))?.outcome).toBe('refunded');
    expect((await testPayment(paymentId))?.refundedCents).toBe(stored?.priceCents);
  });

  it('cancels a booking whose payment failed, which then cannot be paid again', async () => {
    const { id, paymentId } = await openBooking(dateIn(32), 11, 'failed.canceler@example.net');
    expect(await app.testPayments?.settle(paymentId, 'failed')).toBe(true);
    expect(await app.booking.syncPayment(paymentId)).toBe(true);
    expect(await canceled(id)).toEqual({ paymentState: 'failed', refund: null });
    const retry = await postJson(app, api(apiPaths.retryReservation.path({ id })), undefined);
    expect(retry.statusCode).toBe(409);
  });

  it('refuses after the deadline with 409 naming the club’s telephone and e-mail, in the request’s language', async () => {
    // Tomorrow at 10:00 is less than 48 hours away.
    const { id } = await paidBooking(dateIn(1), 10, 'late.canceler@example.net');
    const shown = await read(id);
    expect(shown.cancelableUntil).toBeUndefined();
    expect(shown.refundOnCancel).toBeUndefined();

    const english = expectError(await cancelOwn(id), 409);
    expect(english).toBe(
      `This reservation can no longer be canceled online. Please contact us by telephone at ${club.phone} or by e-mail at ${club.email}.`,
    );
    const dutch = expectError(await cancelOwn(id, 'nl-BE,nl;q=0.9,en;q=0.5'), 409);
    expect(dutch).toBe(
      `Deze reservatie kan niet meer online geannuleerd worden. Neem contact met ons op per telefoon op ${club.phone} of per e-mail op ${club.email}.`,
    );
    for (const language of ['fr', 'de']) {
      const message = expectError(await cancelOwn(id, language), 409);
      expect(message).toContain(club.phone);
      expect(message).toContain(club.email);
      expect(message).not.toBe(english);
    }
    const stored = await row(id);
    expect(stored).toMatchObject({ canceledAt: null, canceledBy: null, holdsSlot: true, refundId: null });
    expect(await audited(id)).toHaveLength(0);
  });

  it('refuses once the tee time has passed, whatever the notice', async () => {
    await setRules({ cancelDeadlineHours: 0 });
    try {
      const { id } = await openBooking(dateIn(33), 10, 'past.canceler@example.net');
      const yesterday = dateIn(-1);
      await db
        .update(reservations)
        .set({ ...yesterday })
        .where(eq(reservations.id, id));
      expect(expectError(await cancelOwn(id), 409)).toContain('can no longer be canceled online');
      expect((await row(id))?.canceledAt).toBeNull();
    } finally {
      await setRules({});
    }
  });

  it('refuses a second cancel with 409, and refunds once', async () => {
    const { id, paymentId } = await paidBooking(dateIn(34), 10, 'twice.canceler@example.net');
    const cents = (await row(id))?.priceCents;
    expect((await canceled(id)).refund).toEqual({ amount: (cents ?? 0) / 100 });
    expect(expectError(await cancelOwn(id), 409)).toBe(cancelMessages.en.alreadyCanceled);
    expect(expectError(await cancelOwn(id, 'de'), 409)).toBe(cancelMessages.de.alreadyCanceled);
    expect((await testPayment(paymentId))?.refundedCents).toBe(cents);
    expect((await row(id))?.refundedCents).toBe(cents);
    expect(await audited(id)).toHaveLength(1);
  });

  it('two cancels at once: one is answered 200, the other 409, and the money goes back once', async () => {
    const { id, paymentId } = await paidBooking(dateIn(34), 11, 'double.click@example.net');
    const cents = (await row(id))?.priceCents;
    const answers = await Promise.all([cancelOwn(id), cancelOwn(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await testPayment(paymentId))?.refundedCents).toBe(cents);
    expect((await row(id))?.refundedCents).toBe(cents);
    expect(await audited(id)).toHaveLength(1);
    const mails = (await mailsTo('double.click@example.net')).filter((m) => m.subject.endsWith('canceled'));
    expect(mails).toHaveLength(1);

    const open = await openBooking(dateIn(34), 9, 'double.open@example.net');
    const both = await Promise.all([cancelOwn(open.id), cancelOwn(open.id)]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await audited(open.id)).toHaveLength(1);
  });

  it('changes nothing when the provider refuses the refund (502)', async () => {
    const { id, paymentId } = await paidBooking(dateIn(35), 10, 'refused.refund@example.net');
    // Refunded in full at the provider already: it refuses any more.
    await db
      .update(testPayments)
      .set({ refundedCents: (await row(id))?.priceCents ?? 0 })
      .where(eq(testPayments.id, paymentId));
    expect(expectError(await cancelOwn(id), 502)).toBe(cancelMessages.en.refundFailed);
    expect(await row(id)).toMatchObject({
      canceledAt: null,
      holdsSlot: true,
      refundId: null,
      refundedCents: null,
    });
    expect((await payment(paymentId))?.outcome).toBe('kept');
    expect((await read(id)).cancelableUntil).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown booking, and needs the cross-site token', async () => {
    expectError(await cancelOwn(NO_SUCH), 404);
    expectError(await cancelOwn('not-a-booking'), 404);
    const { id } = await openBooking(dateIn(36), 10, 'no.token@example.net');
    const noToken = await app.inject({
      method: 'POST',
      url: api(apiPaths.cancelOwnReservation.path({ id })),
    });
    expect(noToken.statusCode).toBe(403);
    expect((await row(id))?.canceledAt).toBeNull();
  });

  it('cancels a mail request staff confirmed onto the sheet, greeting without a name', async () => {
    const date = dateIn(37);
    const sent = await postJson(app, api('/reserve/greenfee'), {
      content: greenfeeText({
        ...validGreenfee(),
        date: isoDate(date),
        time: '10:30',
        email: 'req.canceler@example.net',
      }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const confirmed = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.confirmRequest.path({ id: sent.json().id as string })),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const id = confirmed.json().booking.id as string;
    expect((await read(id)).refundOnCancel).toBe(0);
    expect(await canceled(id)).toEqual({ paymentState: null, refund: null });
    expect(await offers(date, 10, 30, 4)).toBe(true);
    const [mail] = (await mailsTo('req.canceler@example.net')).filter((m) => m.subject.endsWith('canceled'));
    expect(mail?.textBody).toMatch(/^Hello,\n/);
    expect((await read(id)).canceled?.by).toBe('player');
  });

  it('reads a booking staff canceled as canceled by the club', async () => {
    const { id } = await openBooking(dateIn(38), 10, 'club.canceled@example.net');
    const res = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.cancelReservation.path({ id })),
      payload: { refund: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(id))?.canceledBy).toBe('club');
    expect((await read(id)).canceled?.by).toBe('club');
    expect(expectError(await cancelOwn(id), 409)).toBe(cancelMessages.en.alreadyCanceled);
    // A row canceled before players could cancel has no canceler: the club did.
    await db.update(reservations).set({ canceledBy: null }).where(eq(reservations.id, id));
    expect((await read(id)).canceled?.by).toBe('club');
  });
});

describe('POST /reservations/{id}/cancel in the mail mode', async () => {
  const { app } = await build({
    env: { BOOKING_MODE: 'mail', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';

  it('reads and cancels a confirmed request by its link', async () => {
    const date = dateIn(20);
    const sent = await postJson(app, api('/reserve/greenfee'), {
      content: greenfeeText({ ...validGreenfee(), date: isoDate(date), time: '11:00' }),
    });
    const confirmed = await injectWithToken(app, {
      method: 'POST',
      url: api(adminApiPaths.confirmRequest.path({ id: sent.json().id as string })),
      cookies: { session },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const id = confirmed.json().booking.id as string;
    const shown = await app.inject({ method: 'GET', url: api(apiPaths.reservation.path({ id })) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().cancelableUntil).toEqual(expect.any(String));
    const res = await injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.cancelOwnReservation.path({ id })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ paymentState: null, refund: null });
    expect(await freeSlots(app, date, '?players=4')).toContainEqual({ hour: 11, min: 0 });
  });
});
