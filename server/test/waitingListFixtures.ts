import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import type { WaitingListJoinBody } from '../../common/api/waitingList';
import { type CalendarDate, isoDate } from '../../common/rules/clubTime';
import type { Database } from '../src/db/client';
import { mailOutbox, waitingListEntries, waitingListOffers } from '../src/db/schema';
import { api } from './fixtures';
import { injectWithToken } from './helpers';

type AsStaff = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

/** A waiting-list entry's body: 10:00 only, two adults, unless the test says otherwise. */
export const entryBody = (
  date: CalendarDate,
  more: Partial<WaitingListJoinBody> = {},
): WaitingListJoinBody => ({
  date: isoDate(date),
  from: '10:00',
  to: '10:00',
  adults: 2,
  juniors: 0,
  firstname: 'Lies',
  lastname: 'Maes',
  email: 'lies.maes@example.net',
  telephone: '+32 470 11 22 33',
  language: 'en',
  ...more,
});

/** The API and rows the waiting-list tests read and write, on one app and its database. */
export function waitingListHelpers(app: FastifyInstance, database: Database) {
  const { db } = database;
  let client = 0;

  /** Joins from an address of its own (the per-client limit counts addresses), unless one is given. */
  const join = (body: WaitingListJoinBody, language = 'en', remoteAddress?: string) =>
    injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.waitingList.path()),
      payload: body,
      headers: { 'accept-language': language },
      remoteAddress: remoteAddress ?? `198.51.100.${(client++ % 250) + 1}`,
    });

  /** Joins and answers the entry's id; the matcher has run since. */
  async function joined(body: WaitingListJoinBody): Promise<string> {
    const res = await join(body);
    expect(res.statusCode, res.body).toBe(201);
    await app.waitingList.kick();
    return (res.json() as { id: string }).id;
  }

  const mailsTo = (to: string) =>
    db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.id));

  /**
   * The key of the last offer's link in the mails to an address, or of the entry's leave link (in its
   * acknowledgement: an offer's mail leaves by the offer's key).
   */
  async function linkKey(to: string, kind: 'offers' | 'leave'): Promise<string> {
    const pattern = new RegExp(`/waiting-list/${kind}/([A-Za-z0-9_-]+)`);
    const mail = (await mailsTo(to))
      .filter((m) => pattern.test(m.textBody) && (kind === 'offers' || m.purpose === 'acknowledgement'))
      .at(-1);
    const key = mail ? pattern.exec(mail.textBody)?.[1] : undefined;
    if (!key) throw new Error(`no ${kind} link mailed to ${to}`);
    return key;
  }

  const entry = async (id: string) =>
    (await db.select().from(waitingListEntries).where(eq(waitingListEntries.id, id)))[0];
  const offersOf = (entryId: string) =>
    db
      .select()
      .from(waitingListOffers)
      .where(eq(waitingListOffers.entryId, entryId))
      .orderBy(asc(waitingListOffers.createdAt));

  const readOffer = (token: string, language = 'en') =>
    app.inject({
      method: 'GET',
      url: api(apiPaths.waitingListOffer.path({ token })),
      headers: { 'accept-language': language },
    });
  const accept = (token: string, handicap = 18.2, language = 'en') =>
    injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.acceptWaitingListOffer.path({ token })),
      payload: { handicap },
      headers: { 'accept-language': language },
    });
  const leave = (token: string, language = 'en') =>
    injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.leaveWaitingList.path({ token })),
      headers: { 'accept-language': language },
    });

  /** A desk booking staff enter: it holds its players until staff cancel it. */
  async function deskBooking(
    asStaff: AsStaff,
    date: CalendarDate,
    hour: number,
    minute: number,
    adults: number,
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
        lastname: 'Guest',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  }

  /** Staff block the times from `fromTime` up to (not including) `toTime` on a date; answers its id. */
  async function blockTimes(asStaff: AsStaff, date: CalendarDate, fromTime: string, toTime: string) {
    const res = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.teeSheetBlocks.path()),
      payload: {
        from: isoDate(date),
        to: isoDate(date),
        fromTime,
        toTime,
        reason: 'society',
        label: 'Society',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }

  async function staffCancel(asStaff: AsStaff, id: string) {
    const res = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.cancelReservation.path({ id })),
      payload: { refund: false },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** The free places of one time on the staff's tee sheet of the day. */
  async function sheetFree(asStaff: AsStaff, date: CalendarDate, hour: number, minute: number) {
    const res = await asStaff({
      method: 'GET',
      url: api(adminApiPaths.teeSheetDay.path({ date: isoDate(date) })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const times = (res.json() as { times: { hour: number; minute: number; free: number }[] }).times;
    return times.find((t) => t.hour === hour && t.minute === minute)?.free;
  }

  return {
    join,
    joined,
    mailsTo,
    linkKey,
    entry,
    offersOf,
    readOffer,
    accept,
    leave,
    deskBooking,
    blockTimes,
    staffCancel,
    sheetFree,
  };
}
