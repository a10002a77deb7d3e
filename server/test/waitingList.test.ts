import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import { waitingListAccepted, waitingListOffer } from '../../common/api/waitingList';
import { type CalendarDate, formatTime, isoDate } from '../../common/rules/clubTime';
import { handicapDayOf } from '../../common/rules/handicapLimits';
import { handicapLimitText } from '../../common/validation/handicapLimitMessages';
import { noTimesInWindowMessage, waitingListMessages } from '../../common/validation/waitingListMessages';
import { reservations, waitingListEntries } from '../src/db/schema';
import { tokenHash } from '../src/repositories/waitingListRepository';
import { api, booking, createReservation, dateIn, freeSlots } from './fixtures';
import { build, injectWithToken, testConfig } from './helpers';
import { signInStaff } from './staffSignIn';
import { entryBody, waitingListHelpers } from './waitingListFixtures';

const STAFF = { email: 'waiting.desk@example.org', password: 'a long desk password here' };
const MINUTE = 60_000;
const { publicUrl } = testConfig();

/** docs/product.md, Waiting list (issue 39): joining, offers made and lapsing, taking one online, leaving. */
describe('the waiting list', async () => {
  // The matcher's clock: the real one, unless a test moves it on.
  let clock: Date | null = null;
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
    waitingList: { now: () => clock ?? new Date() },
  });
  const { db } = database;
  const asStaff = await signInStaff(app, STAFF);
  const club = await app.clubDetails.get();
  const w = waitingListHelpers(app, database);
  const entriesOf = (email: string) =>
    db.select().from(waitingListEntries).where(eq(waitingListEntries.email, email));
  const offersTime = async (date: CalendarDate, players: number) =>
    (await freeSlots(app, date, `?players=${players}`)).some((t) => t.hour === 10 && t.min === 0);

  describe('joining', () => {
    it('refuses a past date, one beyond the horizon and a window without a tee time, in the request’s language', async () => {
      const email = 'refused.joiner@example.net';
      const past = await w.join(entryBody(dateIn(-1), { email }), 'nl');
      expect(past.statusCode, past.body).toBe(400);
      expect(past.json()).toEqual({ message: waitingListMessages.nl.datePast });
      const far = await w.join(entryBody(dateIn(400), { email }), 'de');
      expect(far.json()).toEqual({ message: waitingListMessages.de.dateTooFarAhead });
      const early = await w.join(entryBody(dateIn(40), { email, from: '05:00', to: '06:50' }), 'fr');
      expect(early.statusCode, early.body).toBe(400);
      expect(early.json()).toEqual({ message: noTimesInWindowMessage('fr', '05:00', '06:50') });
      const backwards = await w.join(entryBody(dateIn(40), { email, from: '11:00', to: '10:00' }));
      expect(backwards.statusCode, backwards.body).toBe(400);
      expect(await entriesOf(email)).toEqual([]);
    });

    it('joins: 201 with its id, and the acknowledgement in the entry’s language with the leave link', async () => {
      const email = 'joiner.nl@example.net';
      const date = dateIn(41);
      const res = await w.join(entryBody(date, { email, from: '09:00', to: '11:00', language: 'nl' }));
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json() as { id: string };
      await app.waitingList.kick();
      const [row] = await entriesOf(email);
      expect(row).toMatchObject({ id, fromMinute: 540, toMinute: 660, adults: 2, locale: 'nl' });
      expect(row?.clientHash).toBeTruthy();
      const [ack] = (await w.mailsTo(email)).filter((m) => m.subject.includes('wachtlijst'));
      expect(ack?.subject).toMatch(new RegExp(`^${club.name}: u staat op de wachtlijst voor `));
      expect(ack?.textBody).toContain('voor een starttijd tussen 09:00 en 11:00');
      expect(ack?.textBody).toContain(`${publicUrl}/nl/waiting-list/leave/`);
      expect(ack?.purpose).toBe('acknowledgement');
      // Only the key's hash is stored.
      expect(row?.leaveTokenHash).toBe(tokenHash(await w.linkKey(email, 'leave')));
    });

    it('takes at most 3 entries on the list per address and 5 per client, then 429 in the request’s language', async () => {
      const email = 'eager.joiner@example.net';
      for (const days of [61, 62, 63]) {
        expect((await w.join(entryBody(dateIn(days), { email }))).statusCode).toBe(201);
      }
      const fourth = await w.join(entryBody(dateIn(64), { email: email.toUpperCase() }), 'de');
      expect(fourth.statusCode, fourth.body).toBe(429);
      expect(fourth.json()).toEqual({ message: waitingListMessages.de.tooManyForEmail });
      // Leaving one makes room for another.
      expect((await w.leave(await w.linkKey(email, 'leave'))).statusCode).toBe(200);
      expect((await w.join(entryBody(dateIn(64), { email }))).statusCode).toBe(201);

      const address = '203.0.113.9';
      for (let n = 1; n <= 5; n += 1) {
        const res = await w.join(
          entryBody(dateIn(64 + n), { email: `client.${n}@example.net` }),
          'en',
          address,
        );
        expect(res.statusCode, res.body).toBe(201);
      }
      const sixth = await w.join(entryBody(dateIn(70), { email: 'client.6@example.net' }), 'fr', address);
      expect(sixth.statusCode, sixth.body).toBe(429);
      expect(sixth.json()).toEqual({ message: waitingListMessages.fr.tooManyForClient });
      await app.waitingList.kick();
    });
  });

  describe('offers', () => {
    it('a staff cancel of a desk booking offers its places to the first entry that fits, held until it lapses, then to the next', async () => {
      const date = dateIn(44);
      const desk = await w.deskBooking(asStaff, date, 10, 0, 4);
      const first = await w.joined(entryBody(date, { adults: 3, email: 'first.waiting@example.net' }));
      const second = await w.joined(entryBody(date, { adults: 3, email: 'second.waiting@example.net' }));
      expect(await w.offersOf(first)).toEqual([]);

      await w.staffCancel(asStaff, desk);
      await app.waitingList.kick();
      const [offer] = await w.offersOf(first);
      expect(offer).toMatchObject({ state: 'open', offeredBy: 'list', hour: 10, minute: 0, adults: 3 });
      expect(offer?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * MINUTE);
      expect((await w.entry(first))?.state).toBe('offered');
      expect(await w.offersOf(second)).toEqual([]);

      const mail = (await w.mailsTo('first.waiting@example.net')).at(-1);
      expect(mail?.subject).toBe(`${club.name}: a tee time for you on ${isoDate(date)} at 10:00`);
      expect(mail?.textBody).toContain('Players: 3 adults, 0 juniors');
      expect(mail?.textBody).toMatch(/Price: EUR \d+\.\d{2}/);
      expect(mail?.textBody).toMatch(
        /They are held for you until \d{4}-\d{2}-\d{2} at \d{2}:\d{2}\. To take them: /,
      );
      const token = await w.linkKey('first.waiting@example.net', 'offers');
      expect(mail?.textBody).toContain(`${publicUrl}/waiting-list/offers/${token}`);
      expect(offer?.tokenHash).toBe(tokenHash(token));

      // Held: the 3 places are neither offered online nor bookable; the staff's sheet counts them.
      expect(await offersTime(date, 2)).toBe(false);
      expect(await offersTime(date, 1)).toBe(true);
      const taken = await createReservation(
        app,
        booking(date, 10, 0, { adults: 2, email: 'other@example.net' }),
      );
      expect(taken.statusCode, taken.body).toBe(409);
      expect(await w.sheetFree(asStaff, date, 10, 0)).toBe(1);

      const shown = await w.readOffer(token);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.headers['cache-control']).toBe('no-store');
      const read = waitingListOffer.parse(shown.json());
      expect(read).toMatchObject({
        state: 'open',
        date: isoDate(date),
        hour: 10,
        minute: 0,
        adults: 3,
        mode: 'online',
      });
      expect(read.firstname).toBe('Lies');
      expect(read.price).toBeGreaterThan(0);

      // The club's offer minutes (30) later, the offer lapses and the places pass to the next entry.
      clock = new Date(Date.now() + 31 * MINUTE);
      // (Other dates' offers lapse in the same pass.)
      const pass = await app.waitingList.run(clock);
      expect(pass.lapsed).toBeGreaterThanOrEqual(1);
      expect(pass.offered).toBeGreaterThanOrEqual(1);
      expect((await w.offersOf(first))[0]?.state).toBe('lapsed');
      expect((await w.entry(first))?.state).toBe('waiting');
      expect((await w.offersOf(second)).map((o) => o.state)).toEqual(['open']);
      expect((await w.entry(second))?.state).toBe('offered');
      expect((await w.readOffer(token)).json()).toMatchObject({ state: 'lapsed' });
      const late = await w.accept(token, 18, 'nl');
      expect(late.statusCode, late.body).toBe(410);
      expect(late.json()).toEqual({ message: waitingListMessages.nl.offerLapsed });
      // The first entry is not offered the same time again.
      await app.waitingList.run(new Date(clock.getTime() + MINUTE));
      expect(await w.offersOf(first)).toHaveLength(1);
      clock = null;
    });

    it('a player’s own cancel offers the places at once', async () => {
      const date = dateIn(45);
      const made = await createReservation(
        app,
        booking(date, 10, 0, { adults: 4, email: 'paid.player@example.net' }),
      );
      expect(made.statusCode, made.body).toBe(201);
      const { id, paymentUrl } = made.json() as { id: string; paymentUrl: string };
      const paymentId = paymentUrl.split('/').at(-1) as string;
      expect(await app.testPayments?.settle(paymentId, 'paid')).toBe(true);
      expect(await app.booking.syncPayment(paymentId)).toBe(true);
      const waiting = await w.joined(entryBody(date, { email: 'after.cancel@example.net' }));
      expect(await w.offersOf(waiting)).toEqual([]);

      const cancel = await injectWithToken(app, {
        method: 'POST',
        url: api(apiPaths.cancelOwnReservation.path({ id })),
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await app.waitingList.kick();
      expect((await w.offersOf(waiting)).map((o) => o.state)).toEqual(['open']);
    });

    it('staff removing a block offers the places it closed', async () => {
      const date = dateIn(47);
      const blockId = await w.blockTimes(asStaff, date, '09:00', '11:00');
      const waiting = await w.joined(entryBody(date, { email: 'after.block@example.net' }));
      expect(await w.offersOf(waiting)).toEqual([]);
      const removed = await asStaff({
        method: 'DELETE',
        url: api(adminApiPaths.teeSheetBlock.path({ id: blockId })),
      });
      expect(removed.statusCode, removed.body).toBe(204);
      await app.waitingList.kick();
      expect((await w.offersOf(waiting)).map((o) => o.state)).toEqual(['open']);
    });
  });

  describe('a block over an offered time', () => {
    it('withdraws the open offer, its link says so, and the entry is offered another time of its window', async () => {
      const date = dateIn(56);
      const email = 'blocked.offer@example.net';
      const entryId = await w.joined(entryBody(date, { email, from: '10:00', to: '10:30' }));
      const [first] = await w.offersOf(entryId);
      if (!first) throw new Error('no offer made');
      expect(first.state).toBe('open');
      const token = await w.linkKey(email, 'offers');
      // An offer is no booking: the block is made without force. (Tee times are 10 minutes apart.)
      const { hour, minute } = first;
      await w.blockTimes(asStaff, date, formatTime(hour, minute), formatTime(hour, minute + 1));
      await app.waitingList.kick();

      const offers = await w.offersOf(entryId);
      expect(offers.map((o) => o.state)).toEqual(['withdrawn', 'open']);
      expect(offers[0]?.endedAt).toBeInstanceOf(Date);
      expect(`${offers[1]?.hour}:${offers[1]?.minute}`).not.toBe(`${hour}:${minute}`);
      expect((await w.entry(entryId))?.state).toBe('offered');
      expect((await w.readOffer(token)).json()).toMatchObject({ state: 'withdrawn' });
      const late = await w.accept(token, 18, 'fr');
      expect(late.statusCode, late.body).toBe(410);
      expect(late.json()).toEqual({ message: waitingListMessages.fr.offerWithdrawn });
      // The new offer's link takes it.
      expect(await w.linkKey(email, 'offers')).not.toBe(token);
      // The visitor is told, before the new offer's mail: the time offered, the window they stay on.
      const mails = await w.mailsTo(email);
      const told = mails.findIndex((m) => m.subject.endsWith('is no longer available'));
      expect(told).toBeGreaterThan(0);
      expect(mails.slice(told + 1).map((m) => m.subject)).toEqual([
        expect.stringContaining('a tee time for you on'),
      ]);
      const text = mails[told]?.textBody ?? '';
      expect(text).toContain(`can no longer be booked`);
      expect(text).toContain(formatTime(hour, minute));
      expect(text).toContain('between 10:00 and 10:30');
      expect(text).not.toMatch(/waiting-list\/offers\//);
    });

    it('leaves an entry waiting when no other time of its window is free, and a pass withdraws nothing twice', async () => {
      const date = dateIn(57);
      const email = 'blocked.only@example.net';
      const entryId = await w.joined(entryBody(date, { email, language: 'nl' }));
      expect((await w.offersOf(entryId)).map((o) => o.state)).toEqual(['open']);
      await w.blockTimes(asStaff, date, '09:00', '12:00');
      // The block's announcement kicks the pass that withdraws it.
      await app.waitingList.kick();
      expect((await w.offersOf(entryId)).map((o) => o.state)).toEqual(['withdrawn']);
      expect((await w.entry(entryId))?.state).toBe('waiting');
      expect((await app.waitingList.run(new Date())).withdrawn).toBe(0);
      // One mail says so, in the entry's language.
      const told = (await w.mailsTo(email)).filter((m) => m.subject.endsWith('is niet meer beschikbaar'));
      expect(told).toHaveLength(1);
      expect(told[0]?.textBody).toContain('U blijft op onze wachtlijst');
    });
  });

  describe('taking an offer online', () => {
    const date = dateIn(50);
    const email = 'taker@example.net';
    let entryId = '';
    let token = '';

    it('is offered', async () => {
      entryId = await w.joined(entryBody(date, { email, juniors: 1 }));
      token = await w.linkKey(email, 'offers');
    });

    it('refuses a handicap above the day’s limit in the request’s language, and keeps the offer', async () => {
      const res = await w.accept(token, 35, 'nl');
      expect(res.statusCode, res.body).toBe(400);
      const rules = await app.clubRules.get();
      expect(res.json()).toEqual({
        message: handicapLimitText('nl', handicapDayOf(date, rules), rules.handicapLimits),
      });
      expect((await w.offersOf(entryId))[0]?.state).toBe('open');
    });

    it('books the offer’s places, paid as a new booking; the booking names the offer', async () => {
      const res = await w.accept(token);
      expect(res.statusCode, res.body).toBe(200);
      const accepted = waitingListAccepted.parse(res.json());
      if (accepted.mode !== 'online') throw new Error('expected the online mode');
      const [offer] = await w.offersOf(entryId);
      expect(offer).toMatchObject({ state: 'accepted', reservationId: accepted.id });
      expect((await w.entry(entryId))?.state).toBe('booked');
      const [row] = await db.select().from(reservations).where(eq(reservations.id, accepted.id));
      expect(row).toMatchObject({
        waitingListOfferId: offer?.id,
        paymentState: 'open',
        adults: 2,
        juniors: 1,
        email,
        handicap: 18.2,
        hour: 10,
        minute: 0,
      });
      // Held by the booking now, not twice: room for one more.
      expect(await offersTime(date, 1)).toBe(true);
      expect(await offersTime(date, 2)).toBe(false);

      const paymentId = accepted.paymentUrl.split('/').at(-1) as string;
      expect(await app.testPayments?.settle(paymentId, 'paid')).toBe(true);
      expect(await app.booking.syncPayment(paymentId)).toBe(true);
      expect((await w.readOffer(token)).json()).toMatchObject({
        state: 'accepted',
        reservationId: accepted.id,
        paymentState: 'paid',
      });
      const again = await w.accept(token, 18, 'fr');
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toEqual({ message: waitingListMessages.fr.offerTaken });
    });

    it('answers 404 in the request’s language for an unknown offer', async () => {
      const res = await w.readOffer('no-such-offer', 'de');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: waitingListMessages.de.offerNotFound });
      expect((await w.accept('no-such-offer', 18, 'de')).statusCode).toBe(404);
    });
  });

  describe('leaving', () => {
    it('ends the entry and withdraws its open offer, whose places are free again; twice is fine', async () => {
      const date = dateIn(48);
      await w.deskBooking(asStaff, date, 10, 0, 2);
      const email = 'leaver@example.net';
      const id = await w.joined(entryBody(date, { email }));
      expect((await w.offersOf(id)).map((o) => o.state)).toEqual(['open']);
      expect(await w.sheetFree(asStaff, date, 10, 0)).toBe(0);

      const res = await w.leave(await w.linkKey(email, 'leave'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ date: isoDate(date) });
      expect(await w.entry(id)).toMatchObject({ state: 'left', clientHash: null });
      expect((await w.offersOf(id)).map((o) => o.state)).toEqual(['withdrawn']);
      expect(await w.sheetFree(asStaff, date, 10, 0)).toBe(2);
      expect((await w.leave(await w.linkKey(email, 'leave'))).statusCode).toBe(200);
      // The offer's key leaves as well (the offer mail's leave link).
      expect((await w.leave(await w.linkKey(email, 'offers'))).json()).toEqual({ date: isoDate(date) });
      expect((await w.readOffer(await w.linkKey(email, 'offers'))).json()).toMatchObject({
        state: 'withdrawn',
      });
      const unknown = await w.leave('no-such-link', 'fr');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: waitingListMessages.fr.linkNotFound });
    });

    it('by an offer’s link', async () => {
      const date = dateIn(49);
      const email = 'offer.leaver@example.net';
      const id = await w.joined(entryBody(date, { email }));
      const res = await w.leave(await w.linkKey(email, 'offers'));
      expect(res.statusCode, res.body).toBe(200);
      expect((await w.entry(id))?.state).toBe('left');
      expect((await w.offersOf(id)).map((o) => o.state)).toEqual(['withdrawn']);
    });
  });
});
