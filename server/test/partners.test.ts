import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import type { PersonExport } from '../../common/api/people';
import type { TeeSheetDay } from '../../common/api/teeSheet';
import { defaultRetention } from '../../common/config/retention';
import { type CalendarDate, isoDate } from '../../common/rules/clubTime';
import { messages } from '../../common/validation/messages';
import { mailOutbox, reservations } from '../src/db/schema';
import { runRetention } from '../src/privacy/retention';
import { api, booking, dateIn, expectError } from './fixtures';
import { build, injectWithToken } from './helpers';
import { signInStaff } from './staffSignIn';

const ADMIN = { email: 'admin@example.org', password: 'a long admin password' };
const XSRF = 'form-token-0123456789';

/** A date ahead whose 10:00 is on the sheet, a different one per booking (no two share a time). */
let dayOffset = 9;
const nextDate = () => dateIn(dayOffset++);

describe('playing partners (docs/product.md, Playing partners)', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const db = database.db;
  const asAdmin = await signInStaff(app, ADMIN);

  const create = (payload: unknown, language?: string) =>
    injectWithToken(app, {
      method: 'POST',
      url: api('/reservations/website'),
      payload: payload as object,
      headers: language ? { 'accept-language': language } : {},
    });
  async function book(date: CalendarDate, overrides: Parameters<typeof booking>[3], language?: string) {
    const res = await create(booking(date, 10, 0, overrides), language);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { id: string; paymentUrl: string };
    return { id: body.id, paymentId: body.paymentUrl.split('/').at(-1) as string };
  }
  const pay = (paymentId: string) =>
    app.inject({
      method: 'POST',
      url: api(`/payments/test-checkout/${paymentId}`),
      cookies: { 'XSRF-TOKEN': XSRF },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', xsrf: XSRF }).toString(),
    });
  const rowOf = async (id: string) =>
    (await db.select().from(reservations).where(eq(reservations.id, id)))[0];
  const mailsTo = (address: string) =>
    db.select().from(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${address})`);

  describe('the online booking', () => {
    it('stores the partners named; a booking without them stays as it was', async () => {
      const { id } = await book(nextDate(), {
        adults: 3,
        juniors: 1,
        partners: [{ name: ' Anna Maes ', email: 'anna@example.be' }, { name: 'Jos Claes' }],
      });
      expect((await rowOf(id))?.partners).toEqual([
        { name: 'Anna Maes', email: 'anna@example.be' },
        { name: 'Jos Claes' },
      ]);
      const plain = await book(nextDate(), { adults: 2 });
      expect((await rowOf(plain.id))?.partners).toBeNull();
    });

    it("keeps a partner's name but not the booker's own address on it", async () => {
      const { id } = await book(nextDate(), {
        adults: 2,
        partners: [{ name: 'Kid Willems', email: 'PIET.WILLEMS@example.net' }],
      });
      expect((await rowOf(id))?.partners).toEqual([{ name: 'Kid Willems' }]);
    });

    it('refuses more partners than the party less the booker, and an e-mail that is not one', async () => {
      const date = nextDate();
      expect(
        expectError(
          await create(booking(date, 10, 0, { adults: 2, partners: [{ name: 'A' }, { name: 'B' }] })),
          400,
        ),
      ).toBe(messages.partnersTooMany);
      expect(
        expectError(
          await create(
            booking(date, 10, 0, { adults: 2, partners: [{ name: 'A', email: 'a@x.be, b@y.be' }] }),
          ),
          400,
        ),
      ).toBe(messages.partnerEmailInvalid);
      expect(
        expectError(await create(booking(date, 10, 0, { adults: 2, partners: [{ name: ' ' }] })), 400),
      ).toBe(messages.partnerNameRequired);
      const held = await db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.year, date.year),
            eq(reservations.month, date.month),
            eq(reservations.day, date.day),
          ),
        );
      expect(held).toEqual([]);
    });
  });

  describe('the copies of the confirmation', () => {
    it('go once paid, one per partner address, in the booking language, without the booking link', async () => {
      const { id, paymentId } = await book(
        nextDate(),
        {
          adults: 4,
          email: 'marie@example.be',
          partners: [
            { name: 'Anna Maes', email: 'anna.copy@example.be' },
            { name: 'Jos Claes', email: 'ANNA.COPY@example.be' },
            { name: 'Lien Claes', email: 'lien.copy@example.be' },
          ],
        },
        'nl-BE',
      );
      expect(await mailsTo('anna.copy@example.be')).toEqual([]);
      expect((await pay(paymentId)).statusCode).toBe(303);

      const anna = await mailsTo('anna.copy@example.be');
      const lien = await mailsTo('lien.copy@example.be');
      expect(anna).toHaveLength(1);
      expect(lien).toHaveLength(1);
      expect(await mailsTo('marie@example.be')).toHaveLength(1);
      for (const copy of [...anna, ...lien]) {
        expect(copy.subject).toMatch(/uw starttijd op .* is bevestigd/);
        expect(copy.textBody).toMatch(/^Goeiedag,/);
        expect(copy.textBody).toContain('Dit is een kopie van de bevestiging.');
        expect(copy.textBody).toContain('Spelers: 4 volwassenen, 0 junioren');
        // Nothing the booker typed, and not the booking's page: that link is the booker's key.
        for (const typed of ['Anna', 'Jos', 'Lien', 'Piet', 'Willems', 'marie@example.be'])
          expect(copy.textBody).not.toContain(typed);
        expect(copy.textBody).not.toContain(id);
        const calendar = copy.attachments?.[0];
        expect(calendar?.filename).toBe('starttijd.ics');
        expect(calendar?.content).toContain('BEGIN:VEVENT');
        // Not even in the event's UID: the id is the key to the booking's page.
        expect(calendar?.content.replace(/\r\n[ \t]/g, '')).not.toContain(id);
        expect(calendar?.content).not.toMatch(/^URL/m);
      }
      // The booker's own confirmation is as before, with its link.
      const [own] = await mailsTo('marie@example.be');
      expect(own?.textBody).toContain(`/nl/bookings/${id}`);
    });

    it('are not sent for partners without an e-mail, nor to the booker twice', async () => {
      const { paymentId } = await book(nextDate(), {
        adults: 3,
        email: 'solo@example.be',
        partners: [{ name: 'No Mail' }, { name: 'Same', email: 'Solo@Example.be' }],
      });
      expect((await pay(paymentId)).statusCode).toBe(303);
      expect(await mailsTo('solo@example.be')).toHaveLength(1);
    });
  });

  describe('the tee sheet', () => {
    it('shows the names under the booking, online and desk alike', async () => {
      const date = nextDate();
      const online = await book(date, {
        adults: 3,
        partners: [{ name: 'Anna Maes', email: 'anna@example.be' }],
      });
      const desk = await asAdmin({
        method: 'POST',
        url: api(adminApiPaths.teeSheetBookings.path()),
        payload: {
          date: isoDate(date),
          hour: 11,
          minute: 0,
          adults: 2,
          juniors: 0,
          firstname: 'Walk',
          lastname: 'In',
          partners: [{ name: 'Jef Peeters' }],
        },
      });
      expect(desk.statusCode, desk.body).toBe(201);
      expect(desk.json().partners).toEqual([{ name: 'Jef Peeters' }]);
      const day = (
        await asAdmin({ method: 'GET', url: api(adminApiPaths.teeSheetDay.path({ date: isoDate(date) })) })
      ).json() as TeeSheetDay;
      const bookings = day.times.flatMap((t) => t.bookings);
      expect(bookings.find((b) => b.id === online.id)?.partners).toEqual([
        { name: 'Anna Maes', email: 'anna@example.be' },
      ]);
      expect(bookings.find((b) => b.lastname === 'In')?.partners).toEqual([{ name: 'Jef Peeters' }]);
      expect(
        bookings
          .filter((b) => b.id !== online.id && b.lastname !== 'In')
          .every((b) => b.partners.length === 0),
      ).toBe(true);
    });

    it('refuses a desk booking naming more players than its party', async () => {
      const res = await asAdmin({
        method: 'POST',
        url: api(adminApiPaths.teeSheetBookings.path()),
        payload: {
          date: isoDate(nextDate()),
          hour: 11,
          minute: 0,
          adults: 1,
          juniors: 0,
          firstname: 'Walk',
          lastname: 'In',
          partners: [{ name: 'Jef Peeters' }],
        },
      });
      expect(expectError(res, 400)).toContain('Name at most the other players of the party.');
    });
  });

  describe("retention and a person's data", () => {
    const past = { type: 'greenfee', year: 2023, month: 6, day: 14, hour: 9, minute: 10, priceCents: 22_000 };

    it('the retention job clears the partners with the rest of the booking', async () => {
      const id = randomUUID();
      await db.insert(reservations).values({
        ...past,
        id,
        firstname: 'Old',
        lastname: 'Booking',
        email: 'old@example.be',
        adults: 2,
        juniors: 0,
        paymentState: 'paid',
        partners: [{ name: 'Old Partner', email: 'old.partner@example.be' }],
      });
      const run = await runRetention(db, { periods: defaultRetention, sessionIdleMs: 1_800_000 }, new Date());
      expect(run.ran).toBe(true);
      expect(await rowOf(id)).toMatchObject({ firstname: '', email: null, partners: null });
    });

    it("finds a partner's bookings by their address, with their own entries only, and erases them", async () => {
      const pastId = randomUUID();
      await db.insert(reservations).values({
        ...past,
        year: 2025,
        id: pastId,
        firstname: 'Booker',
        lastname: 'Janssens',
        email: 'booker@example.be',
        telephone: '+32 470 99 99 99',
        adults: 3,
        juniors: 0,
        paymentState: 'paid',
        partners: [
          { name: 'Greet Partner', email: 'Greet@Example.be' },
          { name: 'Other Partner', email: 'other@example.be' },
        ],
      });
      // A booking still to come that names her too: a partner's entry does not stop the erasure.
      const future = await book(nextDate(), {
        adults: 2,
        email: 'booker@example.be',
        partners: [{ name: 'Greet Partner', email: 'greet@example.be' }],
      });
      expect((await pay(future.paymentId)).statusCode).toBe(303);
      expect(await mailsTo('greet@example.be')).toHaveLength(1);

      const exported = await asAdmin({
        method: 'POST',
        url: api(adminApiPaths.exportPerson.path()),
        payload: { email: 'greet@example.be' },
      });
      expect(exported.statusCode, exported.body).toBe(200);
      const data = exported.json() as PersonExport;
      expect(data.bookings).toEqual([]);
      expect(data.partnerBookings.map((b) => b.id).sort()).toEqual([pastId, future.id].sort());
      const pastEntry = data.partnerBookings.find((b) => b.id === pastId);
      expect(pastEntry).toMatchObject({ date: '2025-06-14', time: '09:10', canceledAt: null });
      expect(pastEntry?.entries).toEqual([{ name: 'Greet Partner', email: 'Greet@Example.be' }]);
      // Never the booker's details, nor the other partner's.
      expect(exported.body).not.toContain('Janssens');
      expect(exported.body).not.toContain('booker@example.be');
      expect(exported.body).not.toContain('other@example.be');
      expect(data.mails).toHaveLength(1);
      // The booker's own export lists the partners they named.
      const bookers = (
        await asAdmin({
          method: 'POST',
          url: api(adminApiPaths.exportPerson.path()),
          payload: { email: 'booker@example.be' },
        })
      ).json() as PersonExport;
      expect(bookers.bookings.find((b) => b.id === pastId)?.partners).toHaveLength(2);
      expect(bookers.partnerBookings).toEqual([]);

      const erased = await asAdmin({
        method: 'POST',
        url: api(adminApiPaths.erasePerson.path()),
        payload: { email: 'greet@example.be' },
      });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(erased.json()).toMatchObject({ requests: 0, bookings: 2, mails: 1 });
      expect(await rowOf(pastId)).toMatchObject({
        firstname: 'Booker',
        email: 'booker@example.be',
        anonymisedAt: null,
        partners: [{ name: 'Other Partner', email: 'other@example.be' }],
      });
      expect(await rowOf(future.id)).toMatchObject({ email: 'booker@example.be', partners: null });
      expect(await mailsTo('greet@example.be')).toEqual([]);
      const again = (
        await asAdmin({
          method: 'POST',
          url: api(adminApiPaths.exportPerson.path()),
          payload: { email: 'greet@example.be' },
        })
      ).json() as PersonExport;
      expect(again.partnerBookings).toEqual([]);
    });

    it("erasing the booker clears the partners they named, and matches a partner's address whole", async () => {
      const id = randomUUID();
      await db.insert(reservations).values({
        ...past,
        year: 2025,
        month: 3,
        id,
        firstname: 'Erase',
        lastname: 'Me',
        email: 'erase.me@example.be',
        adults: 2,
        juniors: 0,
        paymentState: 'paid',
        partners: [{ name: 'Jo', email: 'jo@example.be' }],
      });
      const partOf = (
        await asAdmin({
          method: 'POST',
          url: api(adminApiPaths.exportPerson.path()),
          payload: { email: 'o@example.be' },
        })
      ).json() as PersonExport;
      expect(partOf.partnerBookings).toEqual([]);
      const res = await asAdmin({
        method: 'POST',
        url: api(adminApiPaths.erasePerson.path()),
        payload: { email: 'erase.me@example.be' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await rowOf(id)).toMatchObject({ firstname: '', email: null, partners: null });
    });
  });
});
