import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { staffUsers } from '../src/db/schema';
import { createStaffUser, ensureAdmin } from '../src/db/staff';
import { createPasswordHasher, verifyPassword } from '../src/lib/passwords';
import { api } from './fixtures';
import { build, injectWithToken, TEST_PASSWORD_COST, testConfig, testDatabase } from './helpers';

const cheap = createPasswordHasher(TEST_PASSWORD_COST);

const ADMIN = { ADMIN_EMAIL: 'admin@golf.example.org', ADMIN_PASSWORD: 'a long enough password' };

describe('the first admin account from ADMIN_EMAIL/ADMIN_PASSWORD', async () => {
  const { database } = await build({ env: ADMIN });
  const users = () => database.db.select().from(staffUsers);

  it('is created on start with the admin role and a scrypt hash, not the password', async () => {
    const rows = await users();
    expect(rows).toHaveLength(1);
    const [admin] = rows;
    expect(admin?.email).toBe(ADMIN.ADMIN_EMAIL);
    expect(admin?.role).toBe('admin');
    expect(admin?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(admin?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(admin?.passwordHash).not.toContain(ADMIN.ADMIN_PASSWORD);
    expect(await verifyPassword(ADMIN.ADMIN_PASSWORD, admin?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('another password', admin?.passwordHash ?? '')).toBe(false);
  });

  it('is not duplicated or changed when the app starts again on the same database', async () => {
    const [before] = await users();
    for (const env of [
      ADMIN,
      { ...ADMIN, ADMIN_EMAIL: 'ADMIN@Golf.Example.org', ADMIN_PASSWORD: 'a changed password' },
    ]) {
      const app = await buildApp({
        config: testConfig(env),
        database,
        logger: false,
        webRoot: '/nonexistent',
        passwordCost: TEST_PASSWORD_COST,
      });
      try {
        await app.ready();
      } finally {
        await app.close();
      }
    }
    const rows = await users();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(before);
  });

  it('is created once when two instances start at the same time', async () => {
    const fresh = await testDatabase();
    try {
      const admin = { email: 'second-admin@golf.example.org', password: 'another long password' };
      const created = await Promise.all([
        ensureAdmin(fresh.db, admin, cheap),
        ensureAdmin(fresh.db, admin, cheap),
      ]);
      expect(created.filter(Boolean)).toHaveLength(1);
      expect(await fresh.db.select().from(staffUsers)).toHaveLength(1);
      expect(await ensureAdmin(fresh.db, { ...admin, email: admin.email.toUpperCase() }, cheap)).toBe(false);
      expect(await fresh.db.select().from(staffUsers)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('is not created while another admin exists, whatever its e-mail', async () => {
    expect(
      await ensureAdmin(database.db, { email: 'other@golf.example.org', password: 'x'.repeat(12) }, cheap),
    ).toBe(false);
    expect((await users()).map((u) => u.email)).toEqual([ADMIN.ADMIN_EMAIL]);
  });

  it('is not created without ADMIN_EMAIL', async () => {
    const fresh = await testDatabase();
    try {
      const app = await buildApp({
        config: testConfig(),
        database: fresh,
        logger: false,
        webRoot: '/nonexistent',
        passwordCost: TEST_PASSWORD_COST,
      });
      await app.ready();
      await app.close();
      expect(await fresh.db.select().from(staffUsers)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('ADMIN_EMAIL after an admin deleted that account', async () => {
  const { app, database } = await build({ env: ADMIN });
  const login = (email: string, password: string) =>
    injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: { email, password } });
  const session = (res: Awaited<ReturnType<typeof login>>) =>
    res.cookies.find((c) => c.name === 'session')?.value as string;

  it('is not created again at the next start', async () => {
    // A second admin takes over and deletes the account the environment created.
    const successor = { email: 'successor@golf.example.org', password: 'the successor password' };
    await createStaffUser(database.db, { ...successor, role: 'admin' }, cheap);
    const signedIn = await login(successor.email, successor.password);
    const [first] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, ADMIN.ADMIN_EMAIL));
    const deleted = await injectWithToken(app, {
      method: 'DELETE',
      url: api(`/admin/users/${first?.id}`),
      cookies: { session: session(signedIn) },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const restarted = await buildApp({
      config: testConfig(ADMIN),
      database,
      logger: false,
      webRoot: '/nonexistent',
      passwordCost: TEST_PASSWORD_COST,
    });
    try {
      await restarted.ready();
    } finally {
      await restarted.close();
    }
    const emails = (await database.db.select().from(staffUsers)).map((u) => u.email);
    expect(emails).toEqual([successor.email]);
    expect((await login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).statusCode).toBe(401);
  });
});
