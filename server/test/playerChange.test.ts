import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import type { LiveChange } from '../../common/api/live';
import { apiPaths } from '../../common/api/paths';
import {
  reservation,
  reservationCancelAnswer,
  reservationChangeAnswer,
  reservationChangeConflict,
} from '../../common/api/reservations';
import { type CalendarDate, isoDate } from '../../common/rules/clubTime';
import { handicapDayOf } from '../../common/rules/handicapLimits';
import { dayOfWeek } from '../../common/rules/seasons';
import { cancelMessages } from '../../common/validation/cancelMessages';
import { changeMessages } from '../../common/validation/changeMessages';
import { handicapLimitText } from '../../common/validation/handicapLimitMessages';
import {
  auditLog,
  mailOutbox,
  reservationPayments,
  reservationRefunds,
  reservations,
  testPayments,
} from '../src/db/schema';
import { api, booking, dateIn, expectError, greenfeeText, validGreenfee } from './fixtures';
import { build, injectWithToken, postJson } from './helpers';

const STAFF = { email: 'desk@example.org', password: 'a long desk password here' };
const CLUB = 'club@example.org';
const NO_SUCH = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** The n-th day from 3 days ahead that fits. */
function findDay(fits: (date: CalendarDate) => boolean, n = 0): CalendarDate {
  let seen = 0;
  for (let offset = 3; offset <= 360; offset++) {
    const date = dateIn(offset);
    if (fits(date) && seen++ === n) return date;
  }
  throw new Error('no such day within the horizon');
}

const target = (date: CalendarDate, hour: number, minute: number, adults: number, juniors = 0) => ({
  ...date,
  hour,
  minute,
  adults,
  juniors,
});

/** The player changes their own booking from its page (docs/product.md, Change online; issue 39). */
describe('POST /reservations/{id}/change', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const db = database.db;
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
  const club = await app.clubDetails.get();

  const change = (id: string, body: object, language = 'en') =>
    injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.changeOwnReservation.path({ id })),
      payload: body,
      headers: { 'accept-language': language },
    });
  const changed = async (id: string, body: object, language = 'en') => {
    const res = await change(id, body, language);
    expect(res.statusCode, res.body).toBe(200);
    return reservationChangeAnswer.parse(res.json());
  };
  /** A 409 of a change: its message and the nearest free times. */
  const conflict = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(409);
    return reservationChangeConflict.parse(res.json());
  };
  const cancelOwn = async (id: string) => {
    const res = await injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.cancelOwnReservation.path({ id })),
    });
    expect(res.statusCode, res.body).toBe(200);
    return reservationCancelAnswer.parse(res.json());
  };
  const read = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: api(apiPaths.reservation.path({ id })) });
    expect(res.statusCode, res.body).toBe(200);
    return reservation.parse(res.json());
  };
  const row = async (id: string) => {
    const [found] = await db.select().from(reservations).where(eq(reservations.id, id));
    if (!found) throw new Error(`no booking ${id}`);
    return found;
  };
  const holdsOf = (id: string) => db.select().from(reservations).where(eq(reservations.changeOf, id));
  const payment = async (id: string) =>
    (await db.select().from(reservationPayments).where(eq(reservationPayments.id, id)))[0];
  const testPayment = async (id: string) =>
    (await db.select().from(testPayments).where(eq(testPayments.id, id)))[0];
  const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const freeAt = async (date: CalendarDate, hour: number, minute: number) => {
    const players = await db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.year, date.year),
          eq(reservations.month, date.month),
          eq(reservations.day, date.day),
          eq(reservations.hour, hour),
          eq(reservations.minute, minute),
        ),
      );
    const now = Date.now();
    const holding = players.filter(
      (r) =>
        r.holdsSlot &&
        (r.paymentState === 'paid' || r.holdExpiresAt === null || r.holdExpiresAt.getTime() > now),
    );
    return 4 - holding.reduce((sum, r) => sum + r.adults + r.juniors, 0);
  };
  const audited = (id: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.change'), eq(auditLog.actor, 'player')))
      .then((lines) => lines.filter((line) => line.target.startsWith(`booking ${id} `)));
  const priceOf = async (date: CalendarDate, hour: number, minute: number, adults: number, juniors = 0) =>
    (await app.reservationRepository.soldPrice({ date, hour, minute, adults, juniors })).priceCents;
  const pay = async (paymentId: string, state: 'paid' | 'failed' = 'paid') => {
    expect(await app.testPayments?.settle(paymentId, state)).toBe(true);
    expect(await app.booking.syncPayment(paymentId)).toBe(true);
  };
  const paymentIdOf = (url: string) => url.split('/').at(-1) as string;
  const changes: LiveChange[] = [];
  app.live.subscribe((live) => {
    changes.push(live);
  });

  /** An online booking waiting for its payment. */
  async function openBooking(date: CalendarDate, hour: number, email: string, options: object = {}) {
    const res = await injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.createReservation.path()),
      payload: booking(date, hour, 0, { email, adults: 2, ...options }),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    return { id, paymentId: paymentIdOf(paymentUrl) };
  }

  /** Paid through the built-in TEST checkout, in a language. */
  async function paidBooking(
    date: CalendarDate,
    hour: number,
    email: string,
    language = 'en',
    options: object = {},
  ) {
    const res = await injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.createReservation.path()),
      payload: booking(date, hour, 0, { email, adults: 2, ...options }),
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    const paymentId = paymentIdOf(paymentUrl);
    await pay(paymentId);
    expect((await row(id)).paymentState).toBe('paid');
    return { id, paymentId };
  }

  /** A desk booking staff entered, with an address for its mails. */
  async function deskBooking(
    date: CalendarDate,
    hour: number,
    minute: number,
    adults: number,
    email?: string,
  ) {
    const res = await asStaff({
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
        ...(email ? { email } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  it('changes a paid booking to a smaller party at another time: the difference refunded, mailed, audited, pushed', async () => {
    const date = dateIn(30);
    const email = 'cheaper.change@example.net';
    const { id, paymentId } = await paidBooking(date, 10, email, 'nl', {
      adults: 3,
      partners: [{ name: 'Ann Two' }, { name: 'Bob Three' }],
    });
    const before = await row(id);
    const newPrice = await priceOf(date, 10, 30, 2);
    expect(newPrice).toBeLessThan(before.priceCents);
    const difference = before.priceCents - newPrice;
    // Paid when the provider said so: the payments export's date for it.
    expect((await payment(paymentId))?.paidAt).toEqual(expect.any(Date));

    const pushed = changes.length;
    expect(await changed(id, target(date, 10, 30, 2))).toEqual({});

    const after = await row(id);
    expect(after).toMatchObject({
      hour: 10,
      minute: 30,
      adults: 2,
      juniors: 0,
      priceCents: newPrice,
      paymentState: 'paid',
      paymentId,
      refundedCents: difference,
      refundId: null,
      canceledAt: null,
      holdsSlot: true,
      partners: [{ name: 'Ann Two' }],
    });
    expect(after.priceListId).toEqual(expect.any(Number));
    expect(await payment(paymentId)).toMatchObject({ outcome: 'kept', refundedCents: difference });
    expect((await payment(paymentId))?.refundId).toMatch(/^tre_/);
    expect((await testPayment(paymentId))?.refundedCents).toBe(difference);
    expect(await freeAt(date, 10, 0)).toBe(4);
    expect(await freeAt(date, 10, 30)).toBe(2);
    expect(await holdsOf(id)).toHaveLength(0);

    const shown = await read(id);
    expect(shown).toMatchObject({ hour: 10, minute: 30, adults: 2, price: newPrice / 100 });
    expect(shown.canceled).toBeUndefined();

    const mails = (await mailsTo(email)).filter((m) => m.subject.includes('is gewijzigd'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toMatch(/^Beste Piet Willems,/);
    expect(mails[0]?.textBody).toContain('Zoals u vroeg, is uw reservatie gewijzigd: uw starttijd op');
    expect(mails[0]?.textBody).toContain('om 10:30');
    expect(mails[0]?.textBody).toMatch(/Wij hebben het verschil, €\s[\d.]+,\d{2}, terugbetaald/);
    expect(mails[0]?.textBody).toContain(`/bookings/${id}`);
    const lines = await audited(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.target).toContain(`${isoDate(date)} 10:00 3+0`);
    expect(lines[0]?.target).toContain(`to ${isoDate(date)} 10:30 2+0`);
    expect(lines[0]?.target).toMatch(/ refunded tre_/);
    expect(changes.slice(pushed).some((c) => c.topic === 'tee-sheet')).toBe(true);

    // Canceled afterwards, the rest of the payment comes back: all of it, once.
    expect(await cancelOwn(id)).toEqual({ paymentState: 'paid', refund: { amount: newPrice / 100 } });
    expect((await testPayment(paymentId))?.refundedCents).toBe(before.priceCents);
    expect(await payment(paymentId)).toMatchObject({ outcome: 'refunded', refundedCents: before.priceCents });
    expect((await row(id)).refundedCents).toBe(before.priceCents);
    // Two refunds of one payment, each its own row with the provider's id: the change's, then the cancel's.
    const refunds = await db
      .select()
      .from(reservationRefunds)
      .where(eq(reservationRefunds.paymentId, paymentId))
      .orderBy(reservationRefunds.createdAt);
    expect(refunds.map((r) => [r.reservationId, r.amountCents])).toEqual([
      [id, difference],
      [id, newPrice],
    ]);
    expect(refunds.map((r) => r.id)).toEqual([
      expect.stringMatching(/^tre_/),
      (await payment(paymentId))?.refundId,
    ]);
    expect(refunds[0]?.id).not.toBe(refunds[1]?.id);
  });

  it('refunds once when the same cheaper change is sent twice at once', async () => {
    const date = dateIn(31);
    const { id, paymentId } = await paidBooking(date, 10, 'double.change@example.net', 'en', { adults: 3 });
    const before = await row(id);
    const difference = before.priceCents - (await priceOf(date, 11, 0, 2));
    const answers = await Promise.all([
      change(id, target(date, 11, 0, 2)),
      change(id, target(date, 11, 0, 2)),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0], answers.map((a) => a.body).join()).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    expect((await testPayment(paymentId))?.refundedCents).toBe(difference);
    expect((await row(id)).refundedCents).toBe(difference);
    expect(await audited(id)).toHaveLength(1);
    // Sent again later, it has nothing left to change.
    expect(expectError(await change(id, target(date, 11, 0, 2)), 400)).toBe(
      changeMessages.en.nothingToChange,
    );
  });

  it('changes nothing when the provider refuses the refund of the difference (502)', async () => {
    const date = dateIn(31);
    const { id, paymentId } = await paidBooking(date, 14, 'refused.change@example.net', 'en', { adults: 3 });
    const before = await row(id);
    // Refunded in full at the provider already: it refuses any more.
    await db
      .update(testPayments)
      .set({ refundedCents: before.priceCents })
      .where(eq(testPayments.id, paymentId));
    expect(expectError(await change(id, target(date, 14, 10, 1)), 502)).toBe(changeMessages.en.refundFailed);
    expect(await row(id)).toMatchObject({
      hour: 14,
      minute: 0,
      adults: 3,
      priceCents: before.priceCents,
      refundId: null,
      refundedCents: null,
    });
    expect((await payment(paymentId))?.outcome).toBe('kept');
    expect(await audited(id)).toHaveLength(0);
  });

  it('changes to a dearer time through a checkout for the difference; both times held until it is paid', async () => {
    const date = dateIn(32);
    const email = 'dearer.change@example.net';
    const { id, paymentId } = await paidBooking(date, 10, email, 'fr');
    const before = await row(id);
    const newPrice = await priceOf(date, 11, 0, 3);
    expect(newPrice).toBeGreaterThan(before.priceCents);
    const difference = newPrice - before.priceCents;

    const { paymentUrl } = await changed(id, target(date, 11, 0, 3));
    expect(paymentUrl).toContain('/payments/test-checkout/tst_');
    const changePayment = paymentIdOf(paymentUrl ?? '');
    const checkout = await testPayment(changePayment);
    expect(checkout?.amountCents).toBe(difference);
    // The checkout returns to the booking being changed, in its language.
    expect(checkout?.redirectUrl).toMatch(new RegExp(`/fr/.*${id}$`));

    const [hold] = await holdsOf(id);
    expect(hold).toMatchObject({
      hour: 11,
      minute: 0,
      adults: 3,
      priceCents: difference,
      paymentState: 'open',
      paymentId: changePayment,
      holdsSlot: true,
      source: 'online',
      email,
      locale: 'fr',
      canceledAt: null,
    });
    expect(checkout?.reservationId).toBe(hold?.id);
    // Before it is paid, the booking is as it was, and both times are held.
    expect(await row(id)).toMatchObject({ hour: 10, adults: 2, priceCents: before.priceCents });
    expect(await freeAt(date, 10, 0)).toBe(2);
    expect(await freeAt(date, 11, 0)).toBe(1);
    expect(await audited(id)).toHaveLength(0);

    await pay(changePayment);
    const after = await row(id);
    expect(after).toMatchObject({
      hour: 11,
      minute: 0,
      adults: 3,
      priceCents: newPrice,
      paymentState: 'paid',
      paymentId,
      holdsSlot: true,
      canceledAt: null,
    });
    expect(await row(hold?.id ?? '')).toMatchObject({
      paymentState: 'paid',
      paymentId: changePayment,
      holdsSlot: false,
      canceledBy: 'player',
    });
    expect(await payment(changePayment)).toMatchObject({ state: 'paid', outcome: 'kept' });
    expect(await freeAt(date, 10, 0)).toBe(4);
    expect(await freeAt(date, 11, 0)).toBe(1);
    const mails = (await mailsTo(email)).filter((m) => m.subject.includes('votre réservation est modifiée'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('Merci d’avoir payé la différence');
    expect(await audited(id)).toHaveLength(1);
    expect((await read(id)).price).toBe(newPrice / 100);

    // The payment told twice changes nothing.
    expect(await app.booking.syncPayment(changePayment)).toBe(true);
    expect(await row(id)).toMatchObject({ priceCents: newPrice, hour: 11 });
    expect(await audited(id)).toHaveLength(1);

    // Canceled afterwards, both payments come back in full.
    expect(await cancelOwn(id)).toEqual({ paymentState: 'paid', refund: { amount: newPrice / 100 } });
    expect((await testPayment(paymentId))?.refundedCents).toBe(before.priceCents);
    expect((await testPayment(changePayment))?.refundedCents).toBe(difference);
    expect((await row(id)).refundedCents).toBe(newPrice);
    expect((await payment(paymentId))?.outcome).toBe('refunded');
    expect((await payment(changePayment))?.outcome).toBe('refunded');
  });

  it('grows the party at the same time through a checkout, then to a cheaper one from both payments', async () => {
    const date = dateIn(33);
    const { id, paymentId } = await paidBooking(date, 9, 'grow.party@example.net');
    const before = await row(id);
    const { paymentUrl } = await changed(id, target(date, 9, 0, 4));
    const changePayment = paymentIdOf(paymentUrl ?? '');
    await pay(changePayment);
    const grown = await row(id);
    expect(grown).toMatchObject({ hour: 9, minute: 0, adults: 4, priceCents: await priceOf(date, 9, 0, 4) });
    expect(await freeAt(date, 9, 0)).toBe(0);

    // One player: the refund takes the newest payment first, and then the first one.
    const onePlayer = await priceOf(date, 9, 0, 1);
    const refund = grown.priceCents - onePlayer;
    expect(await changed(id, target(date, 9, 0, 1))).toEqual({});
    const paidMore = grown.priceCents - before.priceCents;
    const refunded =
      ((await testPayment(paymentId))?.refundedCents ?? 0) +
      ((await testPayment(changePayment))?.refundedCents ?? 0);
    expect(refunded).toBe(refund);
    expect((await row(id)).refundedCents).toBe(refund);
    expect((await testPayment(changePayment))?.refundedCents).toBe(Math.min(refund, paidMore));
  });

  it('leaves the booking as it was when the change lapses or its payment fails; money paid later is refunded', async () => {
    const date = dateIn(34);
    const email = 'lapsed.change@example.net';
    const { id } = await paidBooking(date, 10, email);
    const before = await row(id);

    const { paymentUrl } = await changed(id, target(date, 11, 0, 3));
    const changePayment = paymentIdOf(paymentUrl ?? '');
    const [hold] = await holdsOf(id);
    await db
      .update(reservations)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(reservations.id, hold?.id ?? ''));
    await app.booking.sweep();
    expect(await row(hold?.id ?? '')).toMatchObject({ paymentState: 'expired', holdsSlot: false });
    expect(await freeAt(date, 11, 0)).toBe(4);
    expect(await row(id)).toMatchObject({ hour: 10, adults: 2, priceCents: before.priceCents });

    // Paid at its checkout after all: refunded in full, and the booking stays as it was.
    await pay(changePayment);
    expect(await row(id)).toMatchObject({ hour: 10, adults: 2, priceCents: before.priceCents });
    expect((await testPayment(changePayment))?.refundedCents).toBe(hold?.priceCents);
    expect(await payment(changePayment)).toMatchObject({ outcome: 'refunded' });
    expect((await row(hold?.id ?? '')).refundedCents).toBe(hold?.priceCents);
    const refundMail = (await mailsTo(email)).find((m) => m.subject.includes('has been refunded'));
    expect(refundMail?.textBody).toContain('arrived after that change had lapsed or been replaced');
    expect(await audited(id)).toHaveLength(0);

    // A change whose payment fails frees its new time at once.
    const failing = await changed(id, target(date, 11, 0, 3));
    await pay(paymentIdOf(failing.paymentUrl ?? ''), 'failed');
    expect(await freeAt(date, 11, 0)).toBe(4);
    expect(await row(id)).toMatchObject({ hour: 10, adults: 2, priceCents: before.priceCents });
  });

  it('replaces a change still waiting for its payment by a new one; the first checkout, paid, is refunded', async () => {
    const date = dateIn(35);
    const { id } = await paidBooking(date, 10, 'replaced.change@example.net');
    const first = await changed(id, target(date, 11, 0, 3));
    const second = await changed(id, target(date, 11, 30, 3));
    expect(await freeAt(date, 11, 0)).toBe(4);
    expect(await freeAt(date, 11, 30)).toBe(1);
    const holds = await holdsOf(id);
    expect(holds.filter((h) => h.canceledAt === null)).toHaveLength(1);

    const firstPayment = paymentIdOf(first.paymentUrl ?? '');
    await pay(firstPayment);
    expect((await row(id)).hour).toBe(10);
    expect((await payment(firstPayment))?.outcome).toBe('refunded');

    await pay(paymentIdOf(second.paymentUrl ?? ''));
    expect(await row(id)).toMatchObject({ hour: 11, minute: 30, adults: 3 });
  });

  it('refuses a full or blocked time with 409 and the nearest times with room, and changes nothing', async () => {
    const date = dateIn(36);
    const { id, paymentId } = await paidBooking(date, 10, 'full.change@example.net', 'en', { adults: 3 });
    await deskBooking(date, 10, 30, 3);
    const full = conflict(await change(id, target(date, 10, 30, 2)));
    expect(full.message).toBe(changeMessages.en.timeTaken);
    expect(full.nearest[0]).toEqual({ hour: 10, minute: 20 });
    expect(full.nearest).not.toContainEqual({ hour: 10, minute: 30 });
    // Its own time counts without its own players.
    expect(full.nearest).toContainEqual({ hour: 10, minute: 0 });

    const block = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.teeSheetBlocks.path()),
      payload: {
        from: isoDate(date),
        to: isoDate(date),
        fromTime: '11:00',
        toTime: '11:30',
        reason: 'maintenance',
        label: 'Greens',
      },
    });
    expect(block.statusCode, block.body).toBe(201);
    const blocked = conflict(await change(id, target(date, 11, 0, 2), 'de'));
    expect(blocked.message).toBe(changeMessages.de.timeTaken);
    expect(blocked.nearest.some((t) => t.hour === 11 && t.minute < 30)).toBe(false);
    expect(blocked.nearest.length).toBeGreaterThan(0);

    expect(await row(id)).toMatchObject({ hour: 10, adults: 3, refundedCents: null, refundId: null });
    expect((await testPayment(paymentId))?.refundedCents).toBe(0);
    expect(await holdsOf(id)).toHaveLength(0);
  });

  it('refuses after the deadline with 409 naming the club’s telephone and e-mail, in the request’s language', async () => {
    // Tomorrow at 10:00 is less than 48 hours away.
    const { id } = await paidBooking(dateIn(1), 10, 'late.change@example.net');
    const dutch = conflict(await change(id, target(dateIn(20), 10, 0, 2), 'nl-BE,nl;q=0.9'));
    expect(dutch).toEqual({
      message: `Deze reservatie kan niet meer online geannuleerd worden. Neem contact met ons op per telefoon op ${club.phone} of per e-mail op ${club.email}.`,
      nearest: [],
    });
    expect((await row(id)).day).toBe(dateIn(1).day);
  });

  it('refuses a handicap above the new day’s limit with 400, in the request’s language', async () => {
    const rules = await app.clubRules.get();
    const weekday = findDay((d) => handicapDayOf(d, rules) === 'mondayToThursday');
    const saturday = findDay((d) => dayOfWeek(d) === 6);
    const handicap = rules.handicapLimits.fridayToSundayAndHolidays + 1;
    expect(handicap).toBeLessThanOrEqual(rules.handicapLimits.mondayToThursday);
    const { id } = await paidBooking(weekday, 10, 'high.handicap@example.net', 'en', { handicap });
    expect(expectError(await change(id, target(saturday, 10, 0, 2), 'de'), 400)).toBe(
      handicapLimitText('de', 'fridayToSundayAndHolidays', rules.handicapLimits),
    );
    expect(isoDate(await row(id))).toBe(isoDate(weekday));
  });

  it('refuses a time the online booking does not offer: members-only, off the sheet, past or too far', async () => {
    const date = dateIn(37);
    const { id } = await paidBooking(date, 10, 'not.offered@example.net');
    const membersOnly = conflict(await change(id, target(date, 12, 30, 2)));
    expect(membersOnly.message).toBe(changeMessages.en.timeNotOffered);
    expect(membersOnly.nearest.length).toBeGreaterThan(0);
    for (const time of membersOnly.nearest) expect(time.hour < 12 || time.hour >= 14).toBe(true);
    expect(conflict(await change(id, target(date, 10, 5, 2))).message).toBe(changeMessages.en.timeNotOffered);
    expect(conflict(await change(id, target(dateIn(-1), 10, 0, 2)))).toEqual({
      message: changeMessages.en.timeNotOffered,
      nearest: [],
    });
    expect(conflict(await change(id, target(dateIn(400), 10, 0, 2))).nearest).toEqual([]);
    expectError(await change(id, { ...target(date, 10, 0, 2), month: 2, day: 30 }), 400);
    expect(expectError(await change(id, target(date, 10, 0, 2), 'fr'), 400)).toBe(
      changeMessages.fr.nothingToChange,
    );
    expect(await row(id)).toMatchObject({ hour: 10, adults: 2 });
  });

  it('changes desk and request bookings without money, at the new price', async () => {
    const date = dateIn(38);
    const deskEmail = 'desk.change@example.net';
    const id = await deskBooking(date, 9, 0, 2, deskEmail);
    await db.update(reservations).set({ reminderQueuedAt: new Date() }).where(eq(reservations.id, id));
    expect(await changed(id, target(dateIn(39), 9, 30, 3))).toEqual({});
    expect(await row(id)).toMatchObject({
      ...dateIn(39),
      hour: 9,
      minute: 30,
      adults: 3,
      priceCents: await priceOf(dateIn(39), 9, 30, 3),
      paymentState: null,
      refundedCents: null,
      source: 'desk',
      reminderQueuedAt: null,
    });
    expect(await freeAt(date, 9, 0)).toBe(4);
    const [mail] = (await mailsTo(deskEmail)).filter((m) => m.subject.includes('your booking is changed'));
    expect(mail?.textBody).toMatch(/^Dear Desk Caller,/);
    expect(mail?.textBody).toContain('Players: 3 adults, 0 juniors');
    expect(mail?.textBody).not.toContain('difference');
    expect(await audited(id)).toHaveLength(1);

    const sent = await postJson(app, api('/reserve/greenfee'), {
      content: greenfeeText({
        ...validGreenfee(),
        date: isoDate(date),
        time: '10:30',
        email: 'req.change@example.net',
      }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const confirmed = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.confirmRequest.path({ id: sent.json().id as string })),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const requestId = confirmed.json().booking.id as string;
    expect(await changed(requestId, target(date, 10, 30, 1))).toEqual({});
    expect(await row(requestId)).toMatchObject({
      adults: 1,
      juniors: 0,
      priceCents: await priceOf(date, 10, 30, 1),
    });
    const [requestMail] = (await mailsTo('req.change@example.net')).filter((m) =>
      m.subject.includes('your booking is changed'),
    );
    expect(requestMail?.textBody).toMatch(/^Hello,\n/);
    expect(requestMail?.textBody).toContain('As you asked, your booking for');
  });

  it('refuses an online booking not paid, a canceled one, a change’s own hold and an unknown one', async () => {
    const date = dateIn(40);
    const open = await openBooking(date, 10, 'unpaid.change@example.net');
    expect(conflict(await change(open.id, target(date, 11, 0, 2))).message).toBe(changeMessages.en.notPaid);

    const { id } = await paidBooking(date, 9, 'canceled.change@example.net');
    const { paymentUrl } = await changed(id, target(date, 9, 0, 3));
    const [hold] = await holdsOf(id);
    expectError(await change(hold?.id ?? '', target(date, 15, 0, 1)), 404);
    await cancelOwn(id);
    expect(conflict(await change(id, target(date, 11, 0, 2))).message).toBe(
      cancelMessages.en.alreadyCanceled,
    );
    // Its change's checkout, paid after the cancel, is refunded.
    await pay(paymentIdOf(paymentUrl ?? ''));
    expect((await payment(paymentIdOf(paymentUrl ?? '')))?.outcome).toBe('refunded');

    expectError(await change(NO_SUCH, target(date, 11, 0, 2)), 404);
    expectError(await change('not-a-booking', target(date, 11, 0, 2)), 404);
    const noToken = await app.inject({
      method: 'POST',
      url: api(apiPaths.changeOwnReservation.path({ id: open.id })),
      payload: target(date, 11, 0, 2),
    });
    expect(noToken.statusCode).toBe(403);
    expectError(await change(open.id, target(date, 11, 0, 0)), 400);
  });

  it('tells the club nothing for a change, but mails the player in the booking’s language', async () => {
    const date = dateIn(41);
    const { id } = await paidBooking(date, 10, 'german.change@example.net', 'de', { adults: 3 });
    await changed(id, target(date, 10, 0, 2), 'en');
    const [mail] = (await mailsTo('german.change@example.net')).filter((m) =>
      m.subject.includes('Ihre Buchung ist geändert'),
    );
    expect(mail?.textBody).toContain('Wie von Ihnen gewünscht, ist Ihre Buchung für');
    expect(mail?.textBody).toContain('Wir haben die Differenz von');
    expect((await mailsTo(CLUB)).some((m) => m.textBody.includes(id))).toBe(false);
  });
});

describe('POST /reservations/{id}/change in the mail mode', async () => {
  const { app, database } = await build({
    env: { BOOKING_MODE: 'mail', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';

  it('changes a confirmed request by its link', async () => {
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
    const res = await injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.changeOwnReservation.path({ id })),
      payload: target(date, 11, 10, 2),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    const [stored] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(stored).toMatchObject({ hour: 11, minute: 10, adults: 2, juniors: 0 });
  });
});
