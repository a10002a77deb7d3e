import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { waitingListAccepted } from '../../common/api/waitingList';
import { isoDate } from '../../common/rules/clubTime';
import { bookingRequests, reservations } from '../src/db/schema';
import { api, dateIn, freeSlots } from './fixtures';
import { build } from './helpers';
import { signInStaff } from './staffSignIn';
import { entryBody, waitingListHelpers } from './waitingListFixtures';

const STAFF = { email: 'waiting.mail@example.org', password: 'a long staff password here' };
const CLUB = 'club@example.org';

/** docs/product.md, Waiting list, in the mail mode: an offer taken becomes a request staff decide. */
describe('the waiting list in the mail mode', async () => {
  const { app, database } = await build({
    env: { BOOKING_MODE: 'mail', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const { db } = database;
  const asStaff = await signInStaff(app, STAFF);
  const w = waitingListHelpers(app, database);
  const request = async (id: string) =>
    (await db.select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0];

  /** A date whose 10:00 has room for one party of 2 only, offered to the entry that joins it. */
  async function offeredOn(days: number, email: string) {
    const date = dateIn(days);
    await w.deskBooking(asStaff, date, 10, 0, 2);
    const entryId = await w.joined(entryBody(date, { email }));
    const token = await w.linkKey(email, 'offers');
    return { date, entryId, token };
  }

  it('taking an offer makes a green-fee request that keeps holding the places; staff confirm it onto the sheet', async () => {
    const email = 'mail.taker@example.net';
    const { date, entryId, token } = await offeredOn(56, email);
    expect((await w.readOffer(token)).json()).toMatchObject({ state: 'open', mode: 'mail' });

    const res = await w.accept(token, 12.4, 'nl');
    expect(res.statusCode, res.body).toBe(200);
    const accepted = waitingListAccepted.parse(res.json());
    if (accepted.mode !== 'mail') throw new Error('expected the mail mode');
    const [offer] = await w.offersOf(entryId);
    expect(offer).toMatchObject({ state: 'requested', requestId: accepted.requestId });
    expect((await w.entry(entryId))?.state).toBe('booked');
    const stored = await request(accepted.requestId);
    expect(stored).toMatchObject({
      kind: 'greenfee',
      status: 'new',
      locale: 'nl',
      waitingListOfferId: offer?.id,
    });
    expect(stored?.fields).toMatchObject({
      date: isoDate(date),
      time: '10:00',
      adults: 2,
      juniors: 0,
      handicap: 12.4,
      email,
    });
    expect(stored?.rawText).toContain('Time: 10:00');
    // Staff's usual notice, marked as from the list; the visitor's acknowledgement in their language.
    const notice = (await w.mailsTo(CLUB)).find((m) => m.textBody.includes(accepted.requestId));
    expect(notice?.subject).toMatch(/^Waiting list: Green-fee request: Lies Maes, /);
    expect(notice?.textBody).toMatch(/^From the waiting list: /);
    expect(
      (await w.mailsTo(email)).some((m) => m.subject.endsWith('wij hebben uw greenfee-aanvraag ontvangen')),
    ).toBe(true);
    // Still held while staff decide: the time is full.
    expect(await w.sheetFree(asStaff, date, 10, 0)).toBe(0);
    expect((await freeSlots(app, date)).some((t) => t.hour === 10 && t.min === 0)).toBe(false);
    expect((await w.accept(token)).statusCode).toBe(409);

    // Confirmed onto the time the offer held, which only the offer's places left room for.
    const confirmed = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.confirmRequest.path({ id: accepted.requestId })),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const bookingId = (confirmed.json() as { booking: { id: string } }).booking.id;
    const [row] = await db.select().from(reservations).where(eq(reservations.id, bookingId));
    expect(row).toMatchObject({
      source: 'request',
      waitingListOfferId: offer?.id,
      hour: 10,
      minute: 0,
      adults: 2,
    });
    expect((await w.offersOf(entryId))[0]).toMatchObject({ state: 'accepted', reservationId: bookingId });
    expect(await w.sheetFree(asStaff, date, 10, 0)).toBe(0);
  });

  it('declining the request frees the places, which go to the next entry', async () => {
    const { date, entryId, token } = await offeredOn(57, 'declined.taker@example.net');
    const next = await w.joined(entryBody(date, { email: 'next.in.line@example.net' }));
    expect(await w.offersOf(next)).toEqual([]);
    const res = await w.accept(token);
    expect(res.statusCode, res.body).toBe(200);
    const { requestId } = res.json() as { requestId: string };

    const declined = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.declineRequest.path({ id: requestId })),
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await w.offersOf(entryId))[0]?.state).toBe('withdrawn');
    // The visitor was answered: the entry ends, and is offered nothing more.
    expect((await w.entry(entryId))?.state).toBe('ended');
    await app.waitingList.kick();
    expect((await w.offersOf(next)).map((o) => o.state)).toEqual(['open']);
  });
});
