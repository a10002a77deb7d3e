import { like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import type { StaffAccount } from '../../common/api/users';
import { auditLog } from '../src/db/schema';
import { api } from './fixtures';
import { build, injectWithToken } from './helpers';

const ADMIN = { email: 'admin@example.org', password: 'a long admin password' };
const usersUrl = api(adminApiPaths.users.path());
const userUrl = (id: string) => api(adminApiPaths.user.path({ id: id }));

describe('/admin/users: staff accounts, for admins only', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const login = async (who: { email: string; password: string }) => {
    const res = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: who });
    return res.cookies.find((c) => c.name === 'session')?.value ?? '';
  };
  const as = (session: string) => (opts: InjectOptions) =>
    injectWithToken(app, { ...opts, cookies: { session, ...(opts.cookies ?? {}) } });
  const me = (session: string) => app.inject({ method: 'GET', url: api('/auth/me'), cookies: { session } });
  const adminSession = await login(ADMIN);
  const asAdmin = as(adminSession);
  const list = async () => (await asAdmin({ method: 'GET', url: usersUrl })).json() as StaffAccount[];
  const create = (email: string, role: 'admin' | 'staff', password = 'twelve chars ok') =>
    asAdmin({ method: 'POST', url: usersUrl, payload: { email, password, role } });
  const idOf = async (email: string) => (await list()).find((u) => u.email === email)?.id ?? '';

  it('lists the accounts, without password hashes', async () => {
    const res = await asAdmin({ method: 'GET', url: usersUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const users = res.json() as StaffAccount[];
    expect(users).toEqual([
      {
        id: expect.any(String),
        email: ADMIN.email,
        role: 'admin',
        createdAt: expect.any(String),
        lockedUntil: null,
      },
    ]);
    expect(res.body).not.toContain('scrypt');
  });

  it('adds a user who can then sign in with the role given', async () => {
    const res = await create('Desk@Example.org', 'staff', 'a desk password');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'Desk@Example.org', role: 'staff' });
    const session = await login({ email: 'desk@example.org', password: 'a desk password' });
    expect((await me(session)).json()).toEqual({ email: 'Desk@Example.org', role: 'staff' });
  });

  it('refuses a second account with the same e-mail, whatever its case, with 409', async () => {
    const res = await create('DESK@example.org', 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('There is already a user with the e-mail DESK@example.org.');
    expect((await list()).filter((u) => u.email.toLowerCase() === 'desk@example.org')).toHaveLength(1);
  });

  it('refuses a short password, a bad e-mail and an unknown role with clear messages', async () => {
    const short = await create('short@example.org', 'staff', 'too short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('The password must be at least 12 characters.');
    const badEmail = await create('not an e-mail', 'staff');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('Please enter a valid e-mail address.');
    const badRole = await asAdmin({
      method: 'POST',
      url: usersUrl,
      payload: { email: 'x@example.org', password: 'twelve chars ok', role: 'owner' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toContain('The role must be admin or staff.');
    const empty = await asAdmin({ method: 'PUT', url: userUrl(await idOf(ADMIN.email)), payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please give a new role or a new password.');
  });

  it('answers 403 to staff who are not admins, on every users call', async () => {
    const session = await login({ email: 'desk@example.org', password: 'a desk password' });
    const asDesk = as(session);
    const adminId = await idOf(ADMIN.email);
    for (const [method, url, payload] of [
      ['GET', usersUrl, undefined],
      ['POST', usersUrl, { email: 'sneaky@example.org', password: 'twelve chars ok', role: 'admin' }],
      ['PUT', userUrl(adminId), { role: 'staff' }],
      ['PUT', userUrl(await idOf('Desk@Example.org')), { role: 'admin' }],
      ['DELETE', userUrl(adminId), undefined],
    ] as const) {
      const res = await asDesk({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Only admins can manage users.');
    }
    expect((await list()).map((u) => [u.email, u.role])).toEqual([
      [ADMIN.email, 'admin'],
      ['Desk@Example.org', 'staff'],
    ]);
  });

  it('answers 401 without a session and 403 without the cross-site token', async () => {
    expect((await app.inject({ method: 'GET', url: usersUrl })).statusCode).toBe(401);
    const noToken = await app.inject({
      method: 'POST',
      url: usersUrl,
      cookies: { session: adminSession },
      payload: { email: 'x@example.org', password: 'twelve chars ok', role: 'staff' },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it('never lets the last admin be demoted or deleted, so the club is never locked out', async () => {
    const adminId = await idOf(ADMIN.email);
    const demote = await asAdmin({ method: 'PUT', url: userUrl(adminId), payload: { role: 'staff' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('The club must keep at least one admin.');
    const remove = await asAdmin({ method: 'DELETE', url: userUrl(adminId) });
    expect(remove.statusCode).toBe(409);
    expect((await list()).find((u) => u.id === adminId)?.role).toBe('admin');

    // With a second admin, the first may step down; then the second is the last one.
    expect((await create('second@example.org', 'admin')).statusCode).toBe(201);
    const secondSession = await login({ email: 'second@example.org', password: 'twelve chars ok' });
    const stepDown = await asAdmin({ method: 'PUT', url: userUrl(adminId), payload: { role: 'staff' } });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await me(adminSession)).json().role).toBe('staff');
    expect((await asAdmin({ method: 'GET', url: usersUrl })).statusCode).toBe(403);
    const secondId = (
      (await as(secondSession)({ method: 'GET', url: usersUrl })).json() as StaffAccount[]
    ).find((u) => u.email === 'second@example.org')?.id;
    const lastOne = await as(secondSession)({ method: 'DELETE', url: userUrl(secondId ?? '') });
    expect(lastOne.statusCode).toBe(409);
    // Back as it was, for the tests after this one.
    const restore = await as(secondSession)({
      method: 'PUT',
      url: userUrl(adminId),
      payload: { role: 'admin' },
    });
    expect(restore.statusCode).toBe(200);
    expect((await as(secondSession)({ method: 'DELETE', url: userUrl(secondId ?? '') })).statusCode).toBe(
      204,
    );
  });

  it('resets a password: the old one stops working and the user is signed out everywhere', async () => {
    expect((await create('reset@example.org', 'staff', 'the first password')).statusCode).toBe(201);
    const session = await login({ email: 'reset@example.org', password: 'the first password' });
    expect((await me(session)).statusCode).toBe(200);
    const id = await idOf('reset@example.org');
    const short = await asAdmin({ method: 'PUT', url: userUrl(id), payload: { password: 'short' } });
    expect(short.statusCode).toBe(400);
    const res = await asAdmin({
      method: 'PUT',
      url: userUrl(id),
      payload: { password: 'the second password' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect(await login({ email: 'reset@example.org', password: 'the first password' })).toBe('');
    expect(await login({ email: 'reset@example.org', password: 'the second password' })).not.toBe('');
  });

  it('keeps the admin signed in who changes their own password', async () => {
    const res = await asAdmin({
      method: 'PUT',
      url: userUrl(await idOf(ADMIN.email)),
      payload: { password: ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(adminSession)).statusCode).toBe(200);
  });

  it('deletes a user, whose session ends at once', async () => {
    expect((await create('leaver@example.org', 'staff')).statusCode).toBe(201);
    const session = await login({ email: 'leaver@example.org', password: 'twelve chars ok' });
    expect((await me(session)).statusCode).toBe(200);
    const id = await idOf('leaver@example.org');
    expect((await asAdmin({ method: 'DELETE', url: userUrl(id) })).statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
    expect((await as(session)({ method: 'GET', url: api('/admin/notifications') })).statusCode).toBe(401);
    expect((await asAdmin({ method: 'DELETE', url: userUrl(id) })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'PUT', url: userUrl(id), payload: { role: 'admin' } })).statusCode).toBe(
      404,
    );
    expect((await asAdmin({ method: 'DELETE', url: userUrl('not-a-uuid') })).statusCode).toBe(400);
  });

  it('writes every change to the audit log, never a password', async () => {
    const lines = await database.db.select().from(auditLog).where(like(auditLog.action, 'user.%'));
    const summary = lines.map((l) => `${l.actor} ${l.action} ${l.target}`);
    expect(summary).toEqual(
      expect.arrayContaining([
        `${ADMIN.email} user.create Desk@Example.org (staff)`,
        `${ADMIN.email} user.create second@example.org (admin)`,
        `${ADMIN.email} user.role ${ADMIN.email}: admin → staff`,
        `second@example.org user.role ${ADMIN.email}: staff → admin`,
        `second@example.org user.delete second@example.org (admin)`,
        `${ADMIN.email} user.password reset@example.org`,
        `${ADMIN.email} user.delete leaver@example.org (staff)`,
      ]),
    );
    expect(summary.join('\n')).not.toMatch(/password (the|twelve)|twelve chars/);
    const shown = await asAdmin({ method: 'GET', url: api('/admin/audit') });
    expect(shown.body).toContain('user.delete');
  });
});
