import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { type BookingCreatePayload, reservation } from '../../common/api/reservations';
import { type CalendarDate, clubNow } from '../../common/rules/clubTime';
import { isWeekendOrHoliday } from '../../common/rules/holidays';
import { priceFor } from '../../common/rules/prices';
import { seasonOf } from '../../common/rules/seasons';
import { teeSheetConfig, teeTimesFor } from '../../common/rules/teeSheet';
import { SEEDED_PRICE_LIST } from '../../common/test/seededPriceList';
import { messages } from '../../common/validation/messages';
import { reservations } from '../src/db/schema';
import { BOOKING_HORIZON_DAYS } from '../src/repositories/reservationRepository';
import { api, booking, createReservation, dateIn, expectError, freeSlots, UUID_V4 } from './fixtures';
import { build, injectWithToken } from './helpers';

/** The n-th day from 3 days ahead that fits, each test taking its own n. */
function findDay(fits: (date: CalendarDate) => boolean, n = 0): CalendarDate {
  let seen = 0;
  for (let offset = 3; offset <= 360; offset++) {
    const date = dateIn(offset);
    if (fits(date) && seen++ === n) return date;
  }
  throw new Error('no such day within the horizon');
}
const highWeekday = (n: number) =>
  findDay((d) => seasonOf(d, teeSheetConfig.highSeason) === 'high' && !isWeekendOrHoliday(d), n);
const highWeekend = (n: number) =>
  findDay((d) => seasonOf(d, teeSheetConfig.highSeason) === 'high' && isWeekendOrHoliday(d), n);
const lowWeekday = (n: number) =>
  findDay((d) => seasonOf(d, teeSheetConfig.highSeason) === 'low' && !isWeekendOrHoliday(d), n);

describe('POST /api/v1/reservations/website and GET /api/v1/reservations/{id}', async () => {
  const { app, database } = await build();

  const create = async (payload: unknown) => {
    const res = await createReservation(app, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; paymentUrl: string };
  };
  const getReservation = (id: string) => app.inject({ method: 'GET', url: api(`/reservations/${id}`) });

  describe('creating a booking', () => {
    it('answers 201 {id, paymentUrl} with a random UUID v4 and the checkout as payment URL', async () => {
      const date = highWeekday(0);
      const res = await createReservation(app, booking(date, 9, 0));
      expect(res.statusCode).toBe(201);
      const body = res.json() as { id: string; paymentUrl: string };
      expect(Object.keys(body).sort()).toEqual(['id', 'paymentUrl']);
      expect(body.id).toMatch(UUID_V4);
      expect(body.paymentUrl).toMatch(
        /^http:\/\/localhost:8080\/api\/v1\/payments\/test-checkout\/tst_[\w-]+$/,
      );
    });

    it('hands out ids that are not sequential or guessable', async () => {
      const date = highWeekday(0);
      const ids: string[] = [];
      for (const minute of [10, 20, 30, 40, 50]) ids.push((await create(booking(date, 10, minute))).id);
      for (const id of ids) expect(id).toMatch(UUID_V4);
      expect(new Set(ids).size).toBe(ids.length);
      // Random ids differ from the first digit on; sequential ones would share a long prefix.
      expect(new Set(ids.map((id) => id.slice(0, 8))).size).toBe(ids.length);
    });

    it('stores the booking with its price in cents, open payment and the slot held', async () => {
      const date = lowWeekday(0);
      const { id } = await create(
        booking(date, 11, 0, {
          adults: 2,
          juniors: 1,
          handicap: -2.5,
          firstname: ' Ann ',
          lastname: 'Peeters',
        }),
      );
      const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
      const quote = priceFor({ date, hour: 11, minute: 0, adults: 2, juniors: 1 }, SEEDED_PRICE_LIST);
      expect(row).toMatchObject({
        type: 'greenfee',
        ...date,
        hour: 11,
        minute: 0,
        firstname: 'Ann',
        lastname: 'Peeters',
        handicap: -2.5,
        adults: 2,
        juniors: 1,
        priceCents: quote.total * 100,
        paymentState: 'open',
        holdsSlot: true,
        memberNumber: null,
        federationNumber: null,
      });
    });

    it("defaults the type to 'greenfee' and refuses other types", async () => {
      const date = highWeekday(1);
      const { type: _, ...withoutType } = booking(date, 8, 0);
      const { id } = await create(withoutType);
      expect((await getReservation(id)).json()).toMatchObject({ type: 'greenfee' });
      expectError(await createReservation(app, booking(date, 8, 10, { type: 'golf' as 'greenfee' })), 400);
    });
  });

  describe('the party rule', () => {
    const partyMessage = 'Book online for min. 1 and max. 4 people. For bigger groups please contact us.';

    it.each([
      [0, 0],
      [3, 2],
      [4, 1],
      [2, 3],
      [5, 0],
      [0, 5],
      [-1, 2],
      [2, -1],
    ])('refuses %i adults and %i juniors with the verbatim message', async (adults, juniors) => {
      const res = await createReservation(app, booking(highWeekday(2), 9, 0, { adults, juniors }));
      expect(expectError(res, 400)).toBe(partyMessage);
      expect(partyMessage).toBe(messages.partySize);
    });

    it.each([
      [1, 0, 9, 10],
      [0, 1, 9, 20],
      [4, 0, 9, 30],
      [0, 4, 9, 40],
      [2, 2, 9, 50],
    ])('accepts %i adults and %i juniors', async (adults, juniors, hour, minute) => {
      await create(booking(highWeekday(2), hour, minute, { adults, juniors }));
    });
  });

  describe('validation', () => {
    const date = highWeekday(3);
    const valid = booking(date, 10, 0);

    it.each([
      ['no firstname', { firstname: '' }, messages.firstnameRequired],
      ['a blank firstname', { firstname: '   ' }, messages.firstnameRequired],
      ['no lastname', { lastname: '' }, messages.lastnameRequired],
      ['a handicap below -5', { handicap: -5.1 }, messages.handicapRange],
      ['a handicap above 35', { handicap: 36 }, messages.handicapRange],
      ['a handicap as text', { handicap: '12' }, messages.handicapRange],
      ['no email', { email: '' }, messages.emailRequired],
      ['an email that is not an address', { email: 'ann at example' }, messages.emailRequired],
      ['no telephone', { telephone: ' ' }, messages.telephoneRequired],
    ])('refuses %s with its verbatim message', async (_label, change, message) => {
      expect(expectError(await createReservation(app, { ...valid, ...change }), 400)).toBe(message);
    });

    it('names the first problem in form order', async () => {
      const res = await createReservation(app, { ...valid, lastname: '', email: '', adults: 0 });
      expect(expectError(res, 400)).toBe(messages.lastnameRequired);
    });

    it.each([
      ['month 0', { month: 0 }],
      ['month 13', { month: 13 }],
      ['a month as text', { month: '6' }],
      ['day 32', { day: 32 }],
      ['hour 24', { hour: 24 }],
      ['minute 60', { minute: 60 }],
      ['a fractional minute', { minute: 10.5 }],
      ['a fractional adult count', { adults: 1.5 }],
      ['no year', { year: undefined }],
      ['a firstname of 101 characters', { firstname: 'x'.repeat(101) }],
      ['a telephone of 41 characters', { telephone: '1'.repeat(41) }],
      ['a member number of 41 characters', { memberNumber: '1'.repeat(41) }],
      ['a null body field', { firstname: null }],
    ])('refuses %s with 400 {message}', async (_label, change) => {
      expectError(await createReservation(app, { ...valid, ...change }), 400);
    });

    it('stores nothing for a refused booking', async () => {
      const before = await database.db.select().from(reservations);
      await createReservation(app, { ...valid, month: 13 });
      await createReservation(app, { ...valid, adults: 9 });
      expect(await database.db.select().from(reservations)).toHaveLength(before.length);
    });
  });

  describe('times that cannot be booked: 409', () => {
    const date = highWeekday(4);

    it.each([
      ['the members-only 12:00', 12, 0],
      ['the members-only 13:50', 13, 50],
      ['a time between sheet times', 10, 5],
      ['a time before the first tee time', 6, 0],
      ['a time after the last tee time', 18, 10],
    ])('refuses %s', async (_label, hour, minute) => {
      expect(expectError(await createReservation(app, booking(date, hour, minute)), 409)).toBe(
        messages.slotUnavailable,
      );
    });

    it('refuses a past date', async () => {
      expectError(await createReservation(app, booking(dateIn(-1), 10, 0)), 409);
      expectError(await createReservation(app, booking({ year: 2020, month: 6, day: 2 }, 10, 0)), 409);
    });

    it('refuses a time of today that has passed', async () => {
      const today = dateIn(0);
      const now = clubNow().minutes;
      const passed = teeTimesFor(today).filter((t) => t.hour * 60 + t.min < now - 1);
      // Before the first tee time of the day nothing has passed yet; yesterday stands in for it.
      const [time, date] =
        passed.length > 0 ? [passed.at(-1), today] : [teeTimesFor(dateIn(-1))[0], dateIn(-1)];
      if (!time) throw new Error('no tee times');
      expect(expectError(await createReservation(app, booking(date, time.hour, time.min)), 409)).toBe(
        messages.slotUnavailable,
      );
    });

    it('refuses a date that does not exist (400) or lies beyond the booking horizon (409)', async () => {
      const year = dateIn(0).year + 1;
      expect(
        expectError(await createReservation(app, booking({ year, month: 2, day: 30 }, 10, 0)), 400),
      ).toBe(messages.dateInvalid);
      expectError(await createReservation(app, booking(dateIn(BOOKING_HORIZON_DAYS + 3), 10, 0)), 409);
    });

    it('refuses a full time, and a time the party does not fit in', async () => {
      await create(booking(date, 15, 0, { adults: 3 }));
      expectError(await createReservation(app, booking(date, 15, 0, { adults: 2 })), 409);
      await create(booking(date, 15, 0, { adults: 0, juniors: 1 }));
      expectError(await createReservation(app, booking(date, 15, 0, { adults: 1 })), 409);
      expect(await freeSlots(app, date)).not.toContainEqual({ hour: 15, min: 0 });
    });
  });

  describe('reading a booking', () => {
    it('shows every display field of docs/product.md, GET /reservations/{id}, the price in EUR and an open payment', async () => {
      const date = highWeekday(5);
      const payload: BookingCreatePayload = booking(date, 14, 0, {
        firstname: 'Ann',
        lastname: 'Peeters',
        email: 'ann.peeters@example.net',
        telephone: '+32 470 12 34 56',
        memberNumber: 'M-1234',
        federationNumber: 'FED 998877',
        adults: 2,
        juniors: 1,
      });
      const { id } = await create(payload);
      const res = await getReservation(id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const quote = priceFor({ date, hour: 14, minute: 0, adults: 2, juniors: 1 }, SEEDED_PRICE_LIST);
      expect(res.json()).toEqual({
        id,
        type: 'greenfee',
        year: date.year,
        month: date.month,
        day: date.day,
        hour: 14,
        minute: 0,
        firstname: 'Ann',
        lastname: 'Peeters',
        email: 'ann.peeters@example.net',
        telephone: '+32 470 12 34 56',
        memberNumber: 'M-1234',
        federationNumber: 'FED 998877',
        adults: 2,
        juniors: 1,
        price: quote.total,
        paymentState: 'open',
        // Until the club's deadline, a cancel refunds nothing of an unpaid booking (selfService.ts).
        cancelableUntil: expect.any(String),
        refundOnCancel: 0,
      });
      // High-season weekday: 110 per adult, juniors half.
      expect(quote.total).toBe(2 * 110 + 55);
      expect(reservation.parse(res.json())).toBeTruthy();
    });

    it('leaves out the optional numbers when none were given', async () => {
      const { id } = await create(
        booking(highWeekday(5), 14, 10, { memberNumber: '', federationNumber: '  ' }),
      );
      const body = (await getReservation(id)).json() as Record<string, unknown>;
      expect(body).not.toHaveProperty('memberNumber');
      expect(body).not.toHaveProperty('federationNumber');
    });

    it.each([
      ['a high-season weekday', () => highWeekday(6), 10, 0, 1, 0, 'weekday'],
      ['a high-season weekend or holiday', () => highWeekend(0), 10, 0, 2, 0, 'weekend'],
      ['a low-season weekday', () => lowWeekday(1), 9, 0, 1, 2, 'weekday'],
      ['a high-season twilight time', () => highWeekday(6), 17, 0, 1, 1, 'twilight'],
    ])('charges %s as priceFor does', async (_label, day, hour, minute, adults, juniors, fee) => {
      const date = day();
      const quote = priceFor({ date, hour, minute, adults, juniors }, SEEDED_PRICE_LIST);
      expect(quote.fee).toBe(fee);
      const { id } = await create(booking(date, hour, minute, { adults, juniors }));
      const body = (await getReservation(id)).json() as { price: number };
      expect(body.price).toBe(quote.total);
      expect(body.price).toBeGreaterThan(0);
    });

    it('finds a booking by its id in upper case too', async () => {
      const { id } = await create(booking(highWeekday(7), 7, 30));
      const res = await getReservation(id.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, hour: 7, minute: 30 });
    });

    it('answers 404 with the verbatim message for an unknown id', async () => {
      const res = await getReservation('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b');
      expect(expectError(res, 404)).toBe(
        'Apologies, your reservation was not found. Please try again later.',
      );
      expect(expectError(await getReservation('00000000-0000-0000-0000-000000000000'), 404)).toBe(
        messages.bookingNotFound,
      );
    });

    it.each([
      'abc',
      '123',
      'not-a-uuid',
      '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4',
      '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4bb',
      'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
      '6f1c2a3b4d5e4f608a7b9c0d1e2f3a4b0000',
      encodeURIComponent("1' or '1'='1"),
      encodeURIComponent('../../etc/passwd'),
      '%00',
      'x'.repeat(100),
    ])('answers 404 {message} (never 500) for the id %s', async (id) => {
      expect(expectError(await getReservation(id), 404)).toBe(messages.bookingNotFound);
    });

    it('answers 414 {message} for an id longer than the router allows', async () => {
      expectError(await getReservation('x'.repeat(101)), 414);
    });

    it('answers 404 for a created booking id with a suffix', async () => {
      const { id } = await create(booking(highWeekday(7), 7, 40));
      expectError(await getReservation(`${id}0`), 404);
      expectError(await getReservation(id.replaceAll('-', '')), 404);
    });

    it('uses only GET for reading; other methods on the path are not routes', async () => {
      const { id } = await create(booking(highWeekday(7), 7, 50));
      const res = await injectWithToken(app, {
        method: 'DELETE',
        url: api(apiPaths.reservation.path({ id: id })),
      });
      expectError(res, 404);
      expect((await getReservation(id)).statusCode).toBe(200);
    });
  });
});
