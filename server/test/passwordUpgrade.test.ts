import { randomUUID, scrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { staffUsers } from '../src/db/schema';
import {
  createHashingLimit,
  createPasswordHasher,
  HashingBusyError,
  type HashingLimit,
  verifyPassword,
} from '../src/lib/passwords';
import { api } from './fixtures';
import { build, injectWithToken, TEST_PASSWORD_COST, testConfig, testDatabase } from './helpers';

const PASSWORD = 'a password from 2025';

/** A hash as the server wrote them before: scrypt at N=2^14. */
async function oldHash(password: string): Promise<string> {
  const salt = Buffer.from('fedcba9876543210');
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// The app as production builds it (no passwordCost): scrypt at N=2^17 for new hashes.
describe('an N=2^14 password hash at the next sign-in', async () => {
  const database = await testDatabase();
  const app = await buildApp({ config: testConfig(), database, logger: false, webRoot: '/nonexistent' });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const id = randomUUID();
  await database.db
    .insert(staffUsers)
    .values({ id, email: 'old@golf.example.org', passwordHash: await oldHash(PASSWORD), role: 'staff' });
  const stored = async () =>
    (await database.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0]?.passwordHash ?? '';
  const login = (password: string) =>
    injectWithToken(app, {
      method: 'POST',
      url: api('/auth/login'),
      payload: { email: 'old@golf.example.org', password },
    });

  it('is kept after a wrong password', async () => {
    const before = await stored();
    expect((await login('not the password')).statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('signs in and is replaced by an N=2^17 hash of the same password', async () => {
    expect((await login(PASSWORD)).statusCode).toBe(200);
    const upgraded = await stored();
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);
    expect((await login(PASSWORD)).statusCode).toBe(200);
    expect(await stored()).toBe(upgraded);
  });

  it('refuses passwordCost with NODE_ENV=production', async () => {
    await expect(
      buildApp({
        config: testConfig({
          NODE_ENV: 'production',
          BOOKING_MODE: 'mail',
          PUBLIC_URL: 'https://golf.example.org',
        }),
        database,
        logger: false,
        webRoot: '/nonexistent',
        passwordCost: 10,
      }),
    ).rejects.toThrow(/tests only/);
  });
});

describe('the rehash at sign-in and the hashing limit', async () => {
  // The process's limit, but the test says when it is full: each call to run is counted, and the ones
  // named in `refuse` are refused as a full limit would refuse them.
  const real = createHashingLimit();
  let runs = 0;
  let refuse = new Set<number>();
  const limit: HashingLimit = {
    run(work) {
      runs += 1;
      return refuse.has(runs) ? Promise.reject(new HashingBusyError()) : real.run(work);
    },
    get running() {
      return real.running;
    },
    get waiting() {
      return real.waiting;
    },
    get peak() {
      return real.peak;
    },
  };
  const { app, database } = await build({ hashingLimit: limit });
  const email = 'older@golf.example.org';
  const id = randomUUID();
  // Made with less work than the app's hasher (TEST_PASSWORD_COST): rehashed at the next sign-in.
  const older = await createPasswordHasher(TEST_PASSWORD_COST - 1, createHashingLimit()).hash(PASSWORD);
  await database.db.insert(staffUsers).values({ id, email, passwordHash: older, role: 'staff' });
  const stored = async () =>
    (await database.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0]?.passwordHash ?? '';
  const login = () =>
    injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: { email, password: PASSWORD } });

  it('signs in when the limit refuses the rehash, and rehashes at the next sign-in', async () => {
    runs = 0;
    refuse = new Set([2]); // the check gets its hash, the rehash finds the limit full
    expect((await login()).statusCode).toBe(200);
    expect(runs).toBe(2);
    expect(await stored()).toBe(older);

    runs = 0;
    refuse = new Set();
    expect((await login()).statusCode).toBe(200);
    expect(runs).toBe(2); // the check and the rehash, both within the limit
    expect(await stored()).toMatch(new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_COST}\\$`));
  });
});
