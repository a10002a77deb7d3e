import { setTimeout as sleep } from 'node:timers/promises';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../common/api/account';
import { adminApiPaths } from '../../common/api/adminPaths';
import { buildApp } from '../src/app';
import { auditLog, staffSessions, staffUsers } from '../src/db/schema';
import { createStaffUser } from '../src/db/staff';
import { createHashingLimit, createPasswordHasher, HASHING_LIMITS } from '../src/lib/passwords';
import { api } from './fixtures';
import { build, injectWithToken, TEST_PASSWORD_COST, testConfig, testDatabase } from './helpers';

const REFUSED = { message: 'Wrong e-mail address or password.' };
const PASSWORD = 'a long staff password';
const cheap = createPasswordHasher(TEST_PASSWORD_COST);
const admin = (path: { path: () => string }) => api(path.path());

describe('staff accounts: sign-in, lockout, sessions, own password', async () => {
  // The default 30-second lock after the fifth failure. A lock is ended by moving its end into the past,
  // not by waiting for it: how long a wait takes depends on how busy the machine is.
  const LOCK_MS = 30_000;
  const { app, database } = await build({
    env: { LOGIN_LOCKOUT_BASE_SECONDS: '30', LOGIN_LOCKOUT_MAX_MINUTES: '60', SESSION_IDLE_MINUTES: '30' },
    // Room for the 50 parallel guesses below to all be checked: this file tests how failures are counted,
    // hashingLimit.test.ts the limit itself.
    hashingLimit: createHashingLimit({ ...HASHING_LIMITS, queued: 100, maxWaitMs: 600_000 }),
  });
  const db = database.db;
  let counter = 0;
  /** A staff account of its own for each test, so that locks and sessions do not cross tests. */
  const newUser = async (role: 'admin' | 'staff' = 'staff') => {
    counter += 1;
    const email = `user${counter}@golf.example.org`;
    const created = await createStaffUser(db, { email, password: PASSWORD, role }, cheap);
    if (!created.ok) throw new Error('not created');
    return { email, id: created.id };
  };
  const login = (email: string, password: string) =>
    injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: { email, password } });
  const sessionOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === 'session')?.value as string;
  const signIn = async (email: string, password = PASSWORD) => {
    const res = await login(email, password);
    expect(res.statusCode, res.body).toBe(200);
    return sessionOf(res);
  };
  const me = (session: string) => app.inject({ method: 'GET', url: api('/auth/me'), cookies: { session } });
  const asStaff = (session: string, opts: InjectOptions) =>
    injectWithToken(app, { ...opts, cookies: { session, ...(opts.cookies ?? {}) } });
  const userRow = async (id: string) => (await db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0];
  const auditOf = async (email: string) =>
    (await db.select().from(auditLog).where(eq(auditLog.actor, email)).orderBy(auditLog.id)).map(
      (row) => row.action,
    );

  describe('failed sign-ins', () => {
    it('counts 50 parallel wrong passwords as 50 failures, each in the audit log', async () => {
      const user = await newUser();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => login(user.email, `wrong password ${i}`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(401));
      expect((await userRow(user.id))?.failedLogins).toBe(50);
      const actions = await auditOf(user.email);
      expect(actions.filter((a) => a === 'auth.sign-in-failed')).toHaveLength(50);
      // The fifth and every later failure locks (longer each time, up to the maximum).
      expect(actions.filter((a) => a === 'auth.lockout')).toHaveLength(46);
      const locked = (await userRow(user.id))?.lockedUntil?.getTime() ?? 0;
      // Capped at LOGIN_LOCKOUT_MAX_MINUTES.
      expect(locked).toBeGreaterThan(Date.now() + 3_500_000);
      expect(locked).toBeLessThanOrEqual(Date.now() + 3_600_000);
    });

    it('answers the same 401 for a wrong password, an unknown account and a locked account', async () => {
      const user = await newUser();
      const wrong = await login(user.email, 'not the password');
      const unknown = await login('nobody@golf.example.org', 'not the password');
      for (let i = 0; i < 4; i += 1) await login(user.email, `wrong ${i}`);
      const locked = await login(user.email, 'still not the password');
      const lockedRight = await login(user.email, PASSWORD);
      for (const res of [wrong, unknown, locked, lockedRight]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(REFUSED);
        expect(res.headers['content-type']).toBe(wrong.headers['content-type']);
        expect(res.headers['content-length']).toBe(wrong.headers['content-length']);
        expect(sessionOf(res)).toBeUndefined();
      }
      // An unknown e-mail is recorded without the e-mail someone typed.
      const [lastUnknown] = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actor, 'unknown account'))
        .orderBy(desc(auditLog.id));
      expect(lastUnknown).toMatchObject({ action: 'auth.sign-in-failed', target: 'unknown account' });
      expect(JSON.stringify(await db.select().from(auditLog))).not.toContain('nobody@golf.example.org');
    });

    it('holds the lock against the right password, then lets it in once the lock has passed', async () => {
      const user = await newUser();
      for (let i = 0; i < 5; i += 1) expect((await login(user.email, `wrong ${i}`)).statusCode).toBe(401);
      const until = (await userRow(user.id))?.lockedUntil;
      expect(until).toBeInstanceOf(Date);
      expect(await auditOf(user.email)).toContain('auth.lockout');
      // The base lock after the fifth failure (2^0 × 30 s).
      expect((until as Date).getTime() - Date.now()).toBeLessThanOrEqual(LOCK_MS);
      expect((await login(user.email, PASSWORD)).json()).toEqual(REFUSED);
      expect((await userRow(user.id))?.failedLogins).toBe(5);

      await db
        .update(staffUsers)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(staffUsers.id, user.id));
      expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
      const after = await userRow(user.id);
      expect(after?.failedLogins).toBe(0);
      expect(after?.lockedUntil).toBeNull();
    });

    it('doubles the lock with every failure after the fifth', async () => {
      const user = await newUser();
      /** The lock a failure sets, within the time its sign-in took, whatever the machine's load. */
      const expectLockAfterFailure = async (lockMs: number) => {
        const before = Date.now();
        await login(user.email, 'wrong');
        const after = Date.now();
        const until = (await userRow(user.id))?.lockedUntil?.getTime() ?? 0;
        expect(until).toBeGreaterThanOrEqual(before + lockMs - 5);
        expect(until).toBeLessThanOrEqual(after + lockMs + 5);
      };
      for (let i = 0; i < 4; i += 1) await login(user.email, 'wrong');
      await expectLockAfterFailure(LOCK_MS);
      await expectLockAfterFailure(2 * LOCK_MS);
      await expectLockAfterFailure(4 * LOCK_MS);
    });
  });

  describe('the audit log', () => {
    it('records sign-in, failed sign-in, lockout and sign-out, never a password', async () => {
      const user = await newUser();
      const session = await signIn(user.email);
      await asStaff(session, { method: 'POST', url: api('/auth/logout') });
      for (let i = 0; i < 5; i += 1) await login(user.email, `guess number ${i}`);
      expect(await auditOf(user.email)).toEqual([
        'auth.sign-in',
        'auth.sign-out',
        ...Array(5).fill('auth.sign-in-failed'),
        'auth.lockout',
      ]);
      const all = JSON.stringify(await db.select().from(auditLog));
      expect(all).not.toContain(PASSWORD);
      expect(all).not.toContain('guess number');
    });

    it('shows them to admins at GET /admin/audit', async () => {
      const boss = await newUser('admin');
      const session = await signIn(boss.email);
      const res = await asStaff(session, { method: 'GET', url: admin(adminApiPaths.audit) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toContainEqual(
        expect.objectContaining({ actor: boss.email, action: 'auth.sign-in', target: boss.email }),
      );
    });
  });

  describe('sessions', () => {
    it('end after 30 idle minutes, and a request within them keeps the session going', async () => {
      const user = await newUser();
      const session = await signIn(user.email);
      const setLastSeen = (minutesAgo: number) =>
        db
          .update(staffSessions)
          .set({ lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) })
          .where(eq(staffSessions.userId, user.id));
      const lastSeen = async () =>
        (await db.select().from(staffSessions).where(eq(staffSessions.userId, user.id)))[0]?.lastSeenAt;

      await setLastSeen(29);
      expect((await me(session)).statusCode).toBe(200);
      // Written again, so the session has another 30 minutes.
      expect(Date.now() - ((await lastSeen())?.getTime() ?? 0)).toBeLessThan(5000);

      // Not written more than once a minute.
      await setLastSeen(0.5);
      const before = await lastSeen();
      expect((await me(session)).statusCode).toBe(200);
      expect(await lastSeen()).toEqual(before);

      await setLastSeen(31);
      expect((await me(session)).statusCode).toBe(401);
    });

    it('still end at their absolute end, however active', async () => {
      const user = await newUser();
      const session = await signIn(user.email);
      await db
        .update(staffSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffSessions.userId, user.id));
      expect((await me(session)).statusCode).toBe(401);
    });

    it('"sign out everywhere" ends every session of the user and no one else\'s', async () => {
      const user = await newUser();
      const other = await newUser();
      const sessions = [await signIn(user.email), await signIn(user.email), await signIn(user.email)];
      const othersSession = await signIn(other.email);
      const res = await asStaff(sessions[0] as string, {
        method: 'POST',
        url: admin(adminApiPaths.signOutEverywhere),
      });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((c) => c.name === 'session')?.value).toBe('');
      for (const session of sessions) expect((await me(session)).statusCode).toBe(401);
      expect((await me(othersSession)).statusCode).toBe(200);
      expect(await auditOf(user.email)).toContain('auth.sign-out-everywhere');
    });

    it('"sign out everywhere" needs a session and the cross-site token', async () => {
      const user = await newUser();
      const session = await signIn(user.email);
      const url = admin(adminApiPaths.signOutEverywhere);
      expect((await injectWithToken(app, { method: 'POST', url })).statusCode).toBe(401);
      const noToken = await app.inject({ method: 'POST', url, cookies: { session } });
      expect(noToken.statusCode).toBe(403);
      expect((await me(session)).statusCode).toBe(200);
    });

    it('are purged once ended or idle, and the live ones kept', async () => {
      const user = await newUser();
      const [expired, idle, live] = [
        await signIn(user.email),
        await signIn(user.email),
        await signIn(user.email),
      ];
      const rows = await db.select().from(staffSessions).where(eq(staffSessions.userId, user.id));
      expect(rows).toHaveLength(3);
      const hashes = rows.map((r) => r.tokenHash);
      await db
        .update(staffSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffSessions.tokenHash, hashes[0] as string));
      await db
        .update(staffSessions)
        .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
        .where(eq(staffSessions.tokenHash, hashes[1] as string));
      expect(await app.sessions.purge()).toBeGreaterThanOrEqual(2);
      expect(await app.sessions.purge()).toBe(0);
      const left = await db.select().from(staffSessions).where(eq(staffSessions.userId, user.id));
      expect(left.map((r) => r.tokenHash)).toEqual([hashes[2]]);
      expect((await me(live)).statusCode).toBe(200);
      for (const gone of [expired, idle]) expect((await me(gone)).statusCode).toBe(401);
    });
  });

  describe('own password', () => {
    const change = (session: string, payload: object) =>
      asStaff(session, { method: 'POST', url: admin(adminApiPaths.ownPassword), payload });

    it('refuses a wrong current password with a message, and counts it as a failed sign-in', async () => {
      const user = await newUser();
      const session = await signIn(user.email);
      const res = await change(session, {
        currentPassword: 'not it at all',
        newPassword: 'a brand new password',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: WRONG_CURRENT_PASSWORD_MESSAGE });
      expect((await userRow(user.id))?.failedLogins).toBe(1);
      expect(await auditOf(user.email)).toContain('auth.sign-in-failed');
      expect(await cheap.verify(PASSWORD, (await userRow(user.id))?.passwordHash ?? '')).toBe(true);
    });

    it('refuses a new password shorter than 12 characters', async () => {
      const user = await newUser();
      const session = await signIn(user.email);
      const res = await change(session, { currentPassword: PASSWORD, newPassword: 'too short' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('The password must be at least 12 characters.');
    });

    it('changes it for a staff member (not only admins) and signs out the other sessions', async () => {
      const user = await newUser('staff');
      const here = await signIn(user.email);
      const elsewhere = await signIn(user.email);
      const res = await change(here, { currentPassword: PASSWORD, newPassword: 'my brand new password' });
      expect(res.statusCode, res.body).toBe(204);
      expect((await me(here)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(user.email, 'my brand new password')).statusCode).toBe(200);
      expect(await auditOf(user.email)).toContain('user.own-password');
    });

    it('needs the cross-site token', async () => {
      const user = await newUser();
      const session = await signIn(user.email);
      const res = await app.inject({
        method: 'POST',
        url: admin(adminApiPaths.ownPassword),
        cookies: { session },
        payload: { currentPassword: PASSWORD, newPassword: 'my brand new password' },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('Cache-Control', () => {
    it('is no-store on every admin and sign-in answer, errors included', async () => {
      const boss = await newUser('admin');
      const session = await signIn(boss.email);
      const answers = [
        await asStaff(session, { method: 'GET', url: admin(adminApiPaths.users) }),
        await asStaff(session, { method: 'GET', url: admin(adminApiPaths.audit) }),
        await asStaff(session, { method: 'GET', url: admin(adminApiPaths.requests) }),
        await app.inject({ method: 'GET', url: admin(adminApiPaths.users) }),
        await asStaff(session, {
          method: 'POST',
          url: admin(adminApiPaths.ownPassword),
          payload: {},
        }),
        await login(boss.email, PASSWORD),
        await login(boss.email, 'wrong'),
        await me(session),
        await app.inject({ method: 'GET', url: api('/auth/me') }),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 401, 400, 200, 401, 200, 401]);
      for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
    });
  });
});

describe('the session purge timer', () => {
  it('deletes ended sessions on its own, and stops when the app closes', async () => {
    const database = await testDatabase();
    try {
      const app = await buildApp({
        config: testConfig(),
        database,
        logger: false,
        webRoot: '/nonexistent',
        passwordCost: TEST_PASSWORD_COST,
        sessionPurgeEveryMs: 50,
      });
      await app.ready();
      const created = await createStaffUser(
        database.db,
        { email: 'timer@golf.example.org', password: PASSWORD, role: 'staff' },
        cheap,
      );
      if (!created.ok) throw new Error('not created');
      const ended = { userId: created.id, expiresAt: new Date(Date.now() - 1000) };
      await database.db.insert(staffSessions).values({ ...ended, tokenHash: 'ended-while-running' });
      await vi.waitFor(async () => expect(await database.db.select().from(staffSessions)).toEqual([]), {
        timeout: 60_000,
        interval: 50,
      });

      await app.close();
      await database.db.insert(staffSessions).values({ ...ended, tokenHash: 'ended-after-close' });
      await sleep(300);
      expect(await database.db.select().from(staffSessions)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
