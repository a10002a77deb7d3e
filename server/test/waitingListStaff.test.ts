import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import type { PersonExport } from '../../common/api/people';
import { adminWaitingListDay, adminWaitingListEntry } from '../../common/api/waitingList';
import { defaultRetention } from '../../common/config/retention';
import { type CalendarDate, isoDate } from '../../common/rules/clubTime';
import { auditLog, waitingListEntries, waitingListOffers } from '../src/db/schema';
import { runRetention } from '../src/privacy/retention';
import { newToken, tokenHash } from '../src/repositories/waitingListRepository';
import { api, dateIn } from './fixtures';
import { build } from './helpers';
import { signInStaff } from './staffSignIn';
import { entryBody, waitingListHelpers } from './waitingListFixtures';

const STAFF = { email: 'waiting.admin@example.org', password: 'a long admin password here' };

/** docs/product.md, Waiting list: staff's list of a day, their own offers, removal; two instances; privacy. */
describe('the waiting list for staff', async () => {
  const env = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password };
  const { app, database } = await build({ env });
  // A second instance on the same database, as another process would be.
  const { app: second } = await build({ env, database });
  const { db } = database;
  const asStaff = await signInStaff(app, STAFF);
  const w = waitingListHelpers(app, database);

  const dayList = async (date: CalendarDate) => {
    const res = await asStaff({
      method: 'GET',
      url: `${api(adminApiPaths.waitingList.path())}?date=${isoDate(date)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return adminWaitingListDay.parse(res.json());
  };
  const staffOffer = (id: string, hour: number, minute: number) =>
    asStaff({
      method: 'POST',
      url: api(adminApiPaths.offerWaitingListEntry.path({ id })),
      payload: { hour, minute },
    });
  const remove = (id: string) =>
    asStaff({ method: 'DELETE', url: api(adminApiPaths.waitingListEntry.path({ id })) });
  const audited = (action: string, id: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), sql`strpos(${auditLog.target}, ${id}) > 0`));

  describe('a day’s list', () => {
    const date = dateIn(52);
    let first = '';
    let next = '';

    it('lists the date’s entries in the order they are offered, with their offers', async () => {
      await w.deskBooking(asStaff, date, 10, 0, 4);
      first = await w.joined(entryBody(date, { email: 'staff.first@example.net', language: 'fr' }));
      next = await w.joined(entryBody(date, { email: 'staff.next@example.net', adults: 1, juniors: 1 }));
      const list = await dayList(date);
      expect(list.date).toBe(isoDate(date));
      expect(list.entries.map((e) => [e.id, e.state, e.from, e.to, e.offers])).toEqual([
        [first, 'waiting', '10:00', '10:00', []],
        [next, 'waiting', '10:00', '10:00', []],
      ]);
      expect(list.entries[0]).toMatchObject({ email: 'staff.first@example.net', language: 'fr', adults: 2 });
      const bad = await asStaff({ method: 'GET', url: api(adminApiPaths.waitingList.path()) });
      expect(bad.statusCode).toBe(400);
    });

    it('staff offer an entry a time themselves, members-only ones too, audited; a new one withdraws the open one', async () => {
      const res = await staffOffer(first, 12, 0);
      expect(res.statusCode, res.body).toBe(200);
      const entry = adminWaitingListEntry.parse(res.json());
      expect(entry.state).toBe('offered');
      expect(entry.offers.map((o) => [o.state, o.by, o.hour, o.minute])).toEqual([['open', 'staff', 12, 0]]);
      expect(await audited('waiting-list.offer', first)).toHaveLength(1);
      expect((await audited('waiting-list.offer', first))[0]?.actor).toBe(STAFF.email);
      // In French, the entry's language.
      expect((await w.mailsTo('staff.first@example.net')).at(-1)?.subject).toContain(
        'une heure de départ pour vous le',
      );

      expect((await staffOffer(first, 10, 0)).json()).toEqual({ message: 'That time is full.' });
      expect((await staffOffer(first, 10, 5)).statusCode).toBe(400);
      expect((await staffOffer('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', 12, 0)).statusCode).toBe(404);
      const again = adminWaitingListEntry.parse((await staffOffer(first, 12, 10)).json());
      expect(again.offers.map((o) => [o.state, o.hour, o.minute])).toEqual([
        ['withdrawn', 12, 0],
        ['open', 12, 10],
      ]);
    });

    it('a staff offer of a members-only time is taken online', async () => {
      const taken = await w.accept(await w.linkKey('staff.first@example.net', 'offers'));
      expect(taken.statusCode, taken.body).toBe(200);
      expect((await w.entry(first))?.state).toBe('booked');
    });

    it('staff take an entry off the list, audited; its open offer is withdrawn and its places free', async () => {
      expect((await staffOffer(next, 12, 20)).statusCode).toBe(200);
      expect(await w.sheetFree(asStaff, date, 12, 20)).toBe(2);
      const res = await remove(next);
      expect(res.statusCode, res.body).toBe(204);
      expect((await w.entry(next))?.state).toBe('left');
      expect((await w.offersOf(next)).map((o) => o.state)).toEqual(['withdrawn']);
      expect(await w.sheetFree(asStaff, date, 12, 20)).toBe(4);
      const [entry] = await audited('waiting-list.remove', next);
      expect(entry).toMatchObject({ actor: STAFF.email });
      expect(entry?.target).toContain('(open offer withdrawn)');
      expect((await remove(next)).statusCode).toBe(204);
      // Booked: no longer on the list to take off.
      expect((await remove(first)).statusCode).toBe(409);
      expect((await remove('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b')).statusCode).toBe(404);
    });
  });

  it('two instances matching at once make one offer per entry and never overfill a time', async () => {
    const date = dateIn(53);
    // Entries written straight into the table: no join kicks a matcher before the race.
    const ids: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const [row] = await db
        .insert(waitingListEntries)
        .values({
          id: randomUUID(),
          ...date,
          fromMinute: 600,
          toMinute: 610,
          adults: 2,
          juniors: 0,
          firstname: 'Race',
          lastname: `Entry ${n}`,
          email: `race.${n}@example.net`,
          telephone: '+32 470 00 00 00',
          leaveTokenHash: tokenHash(newToken()),
          createdAt: new Date(Date.now() - (10 - n) * 60_000),
        })
        .returning();
      if (row) ids.push(row.id);
    }
    const now = new Date();
    const passes = await Promise.all([
      app.waitingList.run(now),
      second.waitingList.run(now),
      app.waitingList.run(now),
      second.waitingList.run(now),
    ]);
    // A racing pass may leave an offer to the next (it read the sheet before the others' offers).
    await app.waitingList.kick();
    await second.waitingList.kick();
    expect(passes.reduce((sum, pass) => sum + pass.offered, 0)).toBeLessThanOrEqual(4);
    const offers = await db
      .select()
      .from(waitingListOffers)
      .where(
        and(
          eq(waitingListOffers.year, date.year),
          eq(waitingListOffers.month, date.month),
          eq(waitingListOffers.day, date.day),
        ),
      );
    // Two times of 4 places, parties of 2: the four oldest entries, one offer each.
    expect(offers.map((o) => o.entryId).sort()).toEqual(ids.slice(0, 4).sort());
    for (const minute of [0, 10]) {
      const players = offers
        .filter((o) => o.minute === minute)
        .reduce((sum, o) => sum + o.adults + o.juniors, 0);
      expect(players).toBe(4);
    }
    expect(
      (await w.mailsTo('race.0@example.net')).filter((m) => m.subject.includes('a tee time for you')),
    ).toHaveLength(1);
  });

  describe('a person’s data', () => {
    const email = 'private.person@example.net';
    let id = '';

    it('is exported with their entries and offers', async () => {
      id = await w.joined(entryBody(dateIn(54), { email }));
      const res = await asStaff({
        method: 'POST',
        url: api(adminApiPaths.exportPerson.path()),
        payload: { email },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json() as PersonExport;
      expect(data.waitingList).toHaveLength(1);
      expect(data.waitingList[0]).toMatchObject({ id, email, from: '10:00', to: '10:00', state: 'offered' });
      expect(data.waitingList[0]?.offers.map((o) => [o.time, o.state])).toEqual([['10:00', 'open']]);
    });

    it('is erased: off the list, its offer withdrawn, the entry anonymised', async () => {
      const res = await asStaff({
        method: 'POST',
        url: api(adminApiPaths.erasePerson.path()),
        payload: { email },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ waitingList: 1 });
      expect(await w.entry(id)).toMatchObject({
        state: 'left',
        firstname: '',
        lastname: '',
        email: '',
        telephone: '',
      });
      expect((await w.entry(id))?.anonymisedAt).toBeInstanceOf(Date);
      expect((await w.offersOf(id)).map((o) => o.state)).toEqual(['withdrawn']);
    });

    it('is anonymised by retention after the requests’ period', async () => {
      const old = dateIn(-(defaultRetention.requestMonths * 31 + 10));
      const [row] = await db
        .insert(waitingListEntries)
        .values({
          id: randomUUID(),
          ...old,
          fromMinute: 600,
          toMinute: 660,
          adults: 1,
          juniors: 0,
          firstname: 'Old',
          lastname: 'Entry',
          email: 'old.entry@example.net',
          telephone: '+32 470 99 99 99',
          state: 'ended',
          leaveTokenHash: tokenHash(newToken()),
        })
        .returning();
      const run = await runRetention(
        db,
        { periods: defaultRetention, sessionIdleMs: 30 * 60_000 },
        new Date(),
      );
      expect(run.ran && run.counts.waitingList).toBeGreaterThanOrEqual(1);
      expect(await w.entry(row?.id ?? '')).toMatchObject({
        firstname: '',
        email: '',
        telephone: '',
        adults: 1,
      });
    });
  });
});
