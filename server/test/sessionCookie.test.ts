import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths, XSRF_COOKIE, XSRF_HEADER } from '../../common/api/paths';
import { api } from './fixtures';
import { build } from './helpers';

const ADMIN = { email: 'admin@example.org', password: 'a long admin password' };
const OLD_TOKEN = 'the-token-the-browser-had-before-0123';
const menu = api(adminApiPaths.content.path({ key: 'menu' }));

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

/** The raw Set-Cookie line of a cookie, to check the attributes a browser sees. */
const setCookieLine = (res: LightMyRequestResponse, name: string) =>
  [res.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${name}=`)) ?? '';

async function signedInApp(publicUrl: string) {
  const { app } = await build({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL: publicUrl },
  });
  /** Signs in as the SPA does: with the cross-site token the browser already had. */
  const signIn = () =>
    app.inject({
      method: 'POST',
      url: api(apiPaths.login.path()),
      payload: ADMIN,
      cookies: { [XSRF_COOKIE]: OLD_TOKEN },
      headers: { [XSRF_HEADER]: OLD_TOKEN },
    });
  /** A staff-only change, with a token in both the cookie and the header. */
  const putMenu = (cookies: Record<string, string>, token: string) =>
    app.inject({
      method: 'PUT',
      url: menu,
      payload: { content: 'Soup of the day' },
      cookies: { ...cookies, [XSRF_COOKIE]: token },
      headers: { [XSRF_HEADER]: token },
    });
  return { app, signIn, putMenu };
}

describe('the session cookie over https', async () => {
  const { app, signIn, putMenu } = await signedInApp('https://golf.example.org/');

  it('is __Host-session: Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const res = await signIn();
    expect(res.statusCode, res.body).toBe(200);
    expect(cookieOf(res, 'session')).toBeUndefined();
    const line = setCookieLine(res, '__Host-session');
    const attributes = line
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
  });

  it('is the only name a session is read from', async () => {
    const token = cookieOf(await signIn(), '__Host-session')?.value ?? '';
    const me = (cookies: Record<string, string>) =>
      app.inject({ method: 'GET', url: api(apiPaths.me.path()), cookies });
    expect((await me({ '__Host-session': token })).statusCode).toBe(200);
    // A cookie without the prefix could have been set by another subdomain or over http.
    expect((await me({ session: token })).statusCode).toBe(401);
  });

  it('is cleared under its own name at sign-out, and at sign-out everywhere', async () => {
    const signedIn = await signIn();
    const token = cookieOf(signedIn, '__Host-session')?.value ?? '';
    const xsrf = cookieOf(signedIn, XSRF_COOKIE)?.value ?? '';
    const everywhere = await app.inject({
      method: 'POST',
      url: api(adminApiPaths.signOutEverywhere.path()),
      cookies: { '__Host-session': token, [XSRF_COOKIE]: xsrf },
      headers: { [XSRF_HEADER]: xsrf },
    });
    expect(everywhere.statusCode, everywhere.body).toBe(204);
    expect(setCookieLine(everywhere, '__Host-session')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(setCookieLine(everywhere, '__Host-session')).toMatch(/Secure/);

    const again = await signIn();
    const out = await app.inject({
      method: 'POST',
      url: api(apiPaths.logout.path()),
      cookies: { '__Host-session': cookieOf(again, '__Host-session')?.value ?? '', [XSRF_COOKIE]: OLD_TOKEN },
      headers: { [XSRF_HEADER]: OLD_TOKEN },
    });
    expect(out.statusCode).toBe(204);
    expect(setCookieLine(out, '__Host-session')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('comes with a new Secure cross-site token that staff calls need', async () => {
    const res = await signIn();
    const session = { '__Host-session': cookieOf(res, '__Host-session')?.value ?? '' };
    const rotated = cookieOf(res, XSRF_COOKIE);
    expect(rotated?.secure).toBe(true);
    expect(rotated?.httpOnly).toBeFalsy();
    expect((await putMenu(session, OLD_TOKEN)).statusCode).toBe(403);
    expect((await putMenu(session, rotated?.value ?? '')).statusCode).toBe(204);
  });
});

describe('the session cookie and the cross-site token over http', async () => {
  const { app, signIn, putMenu } = await signedInApp('http://localhost:8080');

  it('keeps the name session without Secure (browsers refuse __Host- without it)', async () => {
    const res = await signIn();
    expect(cookieOf(res, '__Host-session')).toBeUndefined();
    expect(cookieOf(res, 'session')?.httpOnly).toBe(true);
    expect(cookieOf(res, 'session')?.secure).toBeFalsy();
  });

  it('rotates the cross-site token at sign-in: the old one no longer works for the new session', async () => {
    const res = await signIn();
    const session = { session: cookieOf(res, 'session')?.value ?? '' };
    const rotated = cookieOf(res, XSRF_COOKIE)?.value ?? '';
    expect(rotated).toMatch(/^[\w-]{32,}$/);
    expect(rotated).not.toBe(OLD_TOKEN);

    // The old token, even sent in both the cookie and the header, as a page that planted it would.
    const refused = await putMenu(session, OLD_TOKEN);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Missing or invalid cross-site token. Please reload the page and try again.',
    });
    // The refusal hands the session's token back, so the admin's next try succeeds.
    expect(cookieOf(refused, XSRF_COOKIE)?.value).toBe(rotated);
    expect((await putMenu(session, rotated)).statusCode).toBe(204);
  });

  it('gives each session its own token: another session’s token is refused', async () => {
    const first = await signIn();
    const second = await signIn();
    const firstToken = cookieOf(first, XSRF_COOKIE)?.value ?? '';
    const secondToken = cookieOf(second, XSRF_COOKIE)?.value ?? '';
    const secondSession = { session: cookieOf(second, 'session')?.value ?? '' };
    expect(firstToken).not.toBe('');
    expect(secondToken).not.toBe('');
    expect(secondToken).not.toBe(firstToken);
    expect((await putMenu(secondSession, firstToken)).statusCode).toBe(403);
    expect((await putMenu(secondSession, secondToken)).statusCode).toBe(204);
  });

  it('leaves the public forms working with the rotated token', async () => {
    const rotated = cookieOf(await signIn(), XSRF_COOKIE)?.value ?? '';
    const res = await app.inject({
      method: 'POST',
      url: api(apiPaths.reserveTable.path()),
      payload: { content: 'fullname: Jan' },
      cookies: { [XSRF_COOKIE]: rotated },
      headers: { [XSRF_HEADER]: rotated },
    });
    expect(res.statusCode).not.toBe(403);
  });
});
