import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffSessions, staffUsers } from '../src/db/schema';
import { api } from './fixtures';
import { build, injectWithToken } from './helpers';

const ADMIN = { email: 'admin@example.org', password: 'a long admin password' };

describe('staff sign-in', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const login = (body: unknown, cookies: Record<string, string> = {}) =>
    injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: body as object, cookies });
  const me = (session?: string) =>
    app.inject({ method: 'GET', url: api('/auth/me'), cookies: session ? { session } : {} });
  const sessionOf = (res: Awaited<ReturnType<typeof login>>) =>
    res.cookies.find((c) => c.name === 'session') as
      | { value: string; httpOnly?: boolean; sameSite?: string }
      | undefined;

  it('signs in with the first admin from the environment and sets an HttpOnly session cookie', async () => {
    const res = await login(ADMIN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: ADMIN.email, role: 'admin' });
    const cookie = sessionOf(res);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect((await me(cookie?.value)).json()).toEqual({ email: ADMIN.email, role: 'admin' });
    // The token itself is never stored, only its hash.
    const rows = await database.db.select().from(staffSessions);
    expect(rows.some((r) => r.tokenHash === cookie?.value)).toBe(false);
  });

  it('answers 401 without a session, with a wrong session, and for a wrong password or e-mail', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('forged-token')).statusCode).toBe(401);
    const wrong = await login({ ...ADMIN, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Wrong e-mail address or password.' });
    const unknown = await login({ email: 'nobody@example.org', password: 'whatever it is' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect((await login({ email: 'not-an-email', password: 'x' })).statusCode).toBe(400);
  });

  it('needs the cross-site token to sign in', async () => {
    const res = await app.inject({ method: 'POST', url: api('/auth/login'), payload: ADMIN });
    expect(res.statusCode).toBe(403);
  });

  it('rotates the session at every login', async () => {
    const first = sessionOf(await login(ADMIN))?.value as string;
    const second = sessionOf(await login(ADMIN, { session: first }))?.value as string;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('ends the session at logout', async () => {
    const session = sessionOf(await login(ADMIN))?.value as string;
    const out = await injectWithToken(app, {
      method: 'POST',
      url: api('/auth/logout'),
      cookies: { session },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
  });

  it('expires sessions', async () => {
    const session = sessionOf(await login(ADMIN))?.value as string;
    await database.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(session)).statusCode).toBe(401);
  });

  it('locks the account after five wrong passwords, even for the right one, with the 401 of a wrong one', async () => {
    expect((await login(ADMIN)).statusCode).toBe(200);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await login({ ...ADMIN, password: `wrong ${i}` }));
    answers.push(await login(ADMIN));
    // No 429 for a known account: it would tell which e-mail addresses have an account.
    expect(answers.map((a) => a.statusCode)).toEqual(Array(7).fill(401));
    for (const answer of answers)
      expect(answer.json()).toEqual({ message: 'Wrong e-mail address or password.' });
    await database.db
      .update(staffUsers)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(staffUsers.email, ADMIN.email));
    expect((await login(ADMIN)).statusCode).toBe(200);
  });
});
