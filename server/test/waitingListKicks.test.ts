import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { LiveChange } from '../../common/api/live';
import { waitingListEntries } from '../src/db/schema';
import { newToken, tokenHash } from '../src/repositories/waitingListRepository';
import { dateIn } from './fixtures';
import { build } from './helpers';
import { signInStaff } from './staffSignIn';
import { entryBody, waitingListHelpers } from './waitingListFixtures';

const STAFF = { email: 'kicks.admin@example.org', password: 'a long admin password here' };
/** Long enough for a pass kicked by a change to have started: it starts as the change is heard. */
const SETTLE_MS = 200;

/**
 * docs/product.md, Waiting list: a change of the tee sheet runs the matcher once, at once, on the instance
 * it was made through; the other instances leave it to their minute's pass, and the matcher's own
 * announcement of an offer runs no pass. Each instance's passes are counted by its matcher's clock, read
 * once a pass; their timers wait a day, so only kicks run them.
 */
describe('the waiting-list matcher kicked by changes of the tee sheet', async () => {
  const env = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password };
  const passes = { first: 0, second: 0 };
  const counted = (instance: keyof typeof passes) => () => {
    passes[instance] += 1;
    return new Date();
  };
  const { app, database } = await build({ env, waitingList: { now: counted('first') } });
  // A second instance on the same database: it hears the first's changes over the database's notifications.
  const { app: second } = await build({ env, database, waitingList: { now: counted('second') } });
  const asStaff = await signInStaff(app, STAFF);
  const w = waitingListHelpers(app, database);
  const heardBySecond: LiveChange[] = [];
  second.live.subscribe((change) => heardBySecond.push(change));
  const sheetChangesHeard = () => heardBySecond.filter((change) => change.topic === 'tee-sheet').length;

  it('a cancel through one instance is offered at once by its matcher, in one pass; the other’s matcher is not run', async () => {
    const date = dateIn(40);
    const desk = await w.deskBooking(asStaff, date, 10, 0, 4);
    const waiting = await w.joined(entryBody(date, { email: 'kicked.once@example.net' }));
    expect(await w.offersOf(waiting)).toEqual([]);
    const before = { ...passes };
    const heardBefore = sheetChangesHeard();

    await w.staffCancel(asStaff, desk);
    await expect.poll(async () => (await w.offersOf(waiting)).map((o) => o.state)).toEqual(['open']);
    // The second instance heard both the cancel and the offer.
    await expect.poll(sheetChangesHeard).toBe(heardBefore + 2);
    await sleep(SETTLE_MS);
    expect(passes.first - before.first).toBe(1);
    expect(passes.second - before.second).toBe(0);
    // A pass of the second instance would have been counted.
    await second.waitingList.kick();
    expect(passes.second - before.second).toBe(1);
  });

  it('the announcement of an offer runs no other pass', async () => {
    const date = dateIn(41);
    // Written straight into the table: no join kicks the matcher.
    const [entry] = await database.db
      .insert(waitingListEntries)
      .values({
        id: randomUUID(),
        ...date,
        fromMinute: 600,
        toMinute: 600,
        adults: 2,
        juniors: 0,
        firstname: 'Quiet',
        lastname: 'Entry',
        email: 'quiet.entry@example.net',
        telephone: '+32 470 00 00 00',
        leaveTokenHash: tokenHash(newToken()),
      })
      .returning();
    const before = { ...passes };
    const heardBefore = sheetChangesHeard();

    const pass = await app.waitingList.run(new Date());
    expect(pass.offered).toBe(1);
    expect((await w.offersOf(entry?.id ?? '')).map((o) => o.state)).toEqual(['open']);
    await expect.poll(sheetChangesHeard).toBe(heardBefore + 1);
    await sleep(SETTLE_MS);
    expect(passes).toEqual(before);
  });
});
