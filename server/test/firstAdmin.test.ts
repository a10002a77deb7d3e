import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { staffUsers } from '../src/db/schema';
import { ensureAdmin } from '../src/db/staff';
import { verifyPassword } from '../src/lib/passwords';
import { build, testConfig, testDatabase } from './helpers';

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
    expect(admin?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
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
    const admin = { email: 'second-admin@golf.example.org', password: 'another long password' };
    const created = await Promise.all([ensureAdmin(database.db, admin), ensureAdmin(database.db, admin)]);
    expect(created.filter(Boolean)).toHaveLength(1);
    const rows = (await users()).filter((u) => u.email === admin.email);
    expect(rows).toHaveLength(1);
    expect(await ensureAdmin(database.db, { ...admin, email: admin.email.toUpperCase() })).toBe(false);
    expect(await users()).toHaveLength(2);
  });

  it('is not created without ADMIN_EMAIL', async () => {
    const fresh = await testDatabase();
    try {
      const app = await buildApp({
        config: testConfig(),
        database: fresh,
        logger: false,
        webRoot: '/nonexistent',
      });
      await app.ready();
      await app.close();
      expect(await fresh.db.select().from(staffUsers)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
