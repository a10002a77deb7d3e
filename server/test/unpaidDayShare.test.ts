import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import type { TimeSlot } from '../../common/api/reservations';
import type { CalendarDate } from '../../common/rules/clubTime';
import { teeSheetConfig, unpaidHoldCap } from '../../common/rules/teeSheet';
import { limitMessages } from '../../common/validation/limitMessages';
import { reservations, teeSheetSettings } from '../src/db/schema';
import { api, booking, dateIn, expectError, freeSlots } from './fixtures';
import { build, injectWithToken } from './helpers';

const STAFF = { email: 'desk@example.org', password: 'a long desk password here' };

/** docs/product.md, Abuse limits: the day's share of unpaid holds (issue 36, finding 9). */
describe('at most a share of a day may be held unpaid at once', async () => {
  const { app, database } = await build({
    env: { BOOKING_MODE: 'online', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const db = database.db;
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';

  let nextClient = 1;
  /** Every hold from an address and an e-mail of its own: only the day's share can refuse it. */
  const hold = (date: CalendarDate, slot: TimeSlot, language = 'en') => {
    const n = nextClient++;
    return injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.createReservation.path()),
      payload: booking(date, slot.hour, slot.min, { email: `rotating${n}@example.net`, adults: 4 }),
      remoteAddress: `2001:db8:${n.toString(16)}::1`,
      headers: { 'accept-language': language },
    });
  };

  it('refuses a new hold over the default 25 % with 429 and contact advice; the holds made stay', async () => {
    const date = dateIn(60);
    const slots = await freeSlots(app, date);
    const cap = unpaidHoldCap(date, teeSheetConfig);
    expect(cap).toBeLessThan(slots.length * 4);
    const held: string[] = [];
    for (let players = 4; players <= cap; players += 4) {
      const res = await hold(date, slots[held.length] as TimeSlot);
      expect(res.statusCode, res.body).toBe(201);
      held.push((res.json() as { id: string }).id);
    }
    const next = slots[held.length] as TimeSlot;
    expect(expectError(await hold(date, next), 429)).toBe(limitMessages.en.dayHeldUnpaid);
    expect(expectError(await hold(date, next, 'nl'), 429)).toBe(limitMessages.nl.dayHeldUnpaid);
    // Another day is not affected.
    expect((await hold(dateIn(61), next)).statusCode).toBe(201);
    // The holds already made stay, and each can still be paid.
    const rows = await db
      .select()
      .from(reservations)
      .where(eq(reservations.id, held[0] as string));
    expect(rows[0]).toMatchObject({ paymentState: 'open', holdsSlot: true });

    // Once one of them is paid it no longer counts as unpaid: the next visitor gets a hold.
    const [first] = rows;
    expect(await app.testPayments?.settle(first?.paymentId ?? '', 'paid')).toBe(true);
    await app.booking.syncPayment(first?.paymentId ?? '');
    expect((await hold(date, next)).statusCode).toBe(201);
  });

  it('reads a stored configuration without the share with 25 %, and lets staff set it', async () => {
    const { unpaidHoldSharePercent: _, ...older } = teeSheetConfig;
    await db
      .insert(teeSheetSettings)
      .values({ id: 1, config: older as typeof teeSheetConfig })
      .onConflictDoUpdate({ target: teeSheetSettings.id, set: { config: sql`excluded.config` } });
    app.teeSheetRepository.forget();
    expect((await app.teeSheetRepository.config()).unpaidHoldSharePercent).toBe(25);
    const url = api(adminApiPaths.teeSheetConfig.path());
    const read = await injectWithToken(app, { method: 'GET', url, cookies: { session } });
    expect(read.json()).toMatchObject({ unpaidHoldSharePercent: 25 });

    const put = (share: number) =>
      injectWithToken(app, {
        method: 'PUT',
        url,
        cookies: { session },
        payload: { ...teeSheetConfig, unpaidHoldSharePercent: share },
      });
    expect((await put(0)).statusCode).toBe(400);
    expect((await put(101)).statusCode).toBe(400);
    expect((await put(10)).statusCode).toBe(200);
    expect((await app.teeSheetRepository.config()).unpaidHoldSharePercent).toBe(10);

    // A tenth of the day: two parties of four fit under it, a third does not.
    const date = dateIn(62);
    const slots = await freeSlots(app, date);
    const cap = unpaidHoldCap(date, { ...teeSheetConfig, unpaidHoldSharePercent: 10 });
    let made = 0;
    while ((made + 1) * 4 <= cap) {
      expect((await hold(date, slots[made] as TimeSlot)).statusCode).toBe(201);
      made++;
    }
    expectError(await hold(date, slots[made] as TimeSlot), 429);
    expect((await put(25)).statusCode).toBe(200);
  });
});
