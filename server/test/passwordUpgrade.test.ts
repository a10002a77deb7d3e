import { randomUUID, scrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { staffUsers } from '../src/db/schema';
import { verifyPassword } from '../src/lib/passwords';
import { api } from './fixtures';
import { injectWithToken, testConfig, testDatabase } from './helpers';

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
        config: testConfig({ NODE_ENV: 'production', BOOKING_MODE: 'mail' }),
        database,
        logger: false,
        webRoot: '/nonexistent',
        passwordCost: 10,
      }),
    ).rejects.toThrow(/tests only/);
  });
});
