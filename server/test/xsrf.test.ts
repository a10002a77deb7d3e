import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths, XSRF_COOKIE, XSRF_HEADER } from '../../common/api/paths';
import {
  api,
  booking,
  dayInSeason,
  expectError,
  expectSecurityHeaders,
  greenfeeText,
  validGreenfee,
} from './fixtures';
import { build } from './helpers';

const postRoutes = [
  { url: api(apiPaths.reserveTable.path()), body: { content: 'fullname: x' } },
  { url: api(apiPaths.reserveGreenfee.path()), body: { content: greenfeeText(validGreenfee()) } },
  { url: api(apiPaths.createReservation.path()), body: booking(dayInSeason('high', 0), 10, 0) },
  { url: api(apiPaths.retryReservation.path({ id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' })), body: {} },
];

const TOKEN = 'a-token-of-the-right-kind-0123456789';

/** A built site of one page, so that pages are served (they hand out the token). */
async function webRootWithPage(): Promise<string> {
  const webRoot = await mkdtemp(join(tmpdir(), 'golf-xsrf-web-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Golf</title><div id="root"></div>');
  afterAll(() => rm(webRoot, { recursive: true, force: true }));
  return webRoot;
}

const tokenCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === XSRF_COOKIE);

describe('cross-site token (double-submit cookie)', async () => {
  const { app } = await build({ webRoot: await webRootWithPage() });

  describe.each(postRoutes)('POST $url', ({ url, body }) => {
    const post = (cookies: Record<string, string>, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url, payload: body, cookies, headers });

    it.each([
      ['without cookie or header', {}, {}],
      ['without the cookie', {}, { [XSRF_HEADER]: TOKEN }],
      ['without the header', { [XSRF_COOKIE]: TOKEN }, {}],
      ['with a mismatched header', { [XSRF_COOKIE]: TOKEN }, { [XSRF_HEADER]: `${TOKEN.slice(0, -1)}X` }],
      ['with a header of another length', { [XSRF_COOKIE]: TOKEN }, { [XSRF_HEADER]: `${TOKEN}0` }],
      ['with an empty header', { [XSRF_COOKIE]: TOKEN }, { [XSRF_HEADER]: '' }],
      ['with the token in another cookie', { other: TOKEN }, { [XSRF_HEADER]: TOKEN }],
    ])('refuses a request %s with 403 {message}', async (_label, cookies, headers) => {
      const res = await post(cookies, headers);
      expect(expectError(res, 403)).toMatch(/cross-site token/);
      expectSecurityHeaders(res);
    });

    it('lets a request with a matching cookie and header through', async () => {
      const res = await post({ [XSRF_COOKIE]: TOKEN }, { [XSRF_HEADER]: TOKEN });
      expect(res.statusCode).not.toBe(403);
      expect(res.statusCode).toBeLessThan(500);
    });
  });

  it('works the way the SPA uses it: read the cookie from the page, send it back in the header', async () => {
    const page = await app.inject({ method: 'GET', url: '/greenfees' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const token = tokenCookie(page)?.value ?? '';
    expect(token).not.toBe('');
    const res = await app.inject({
      method: 'POST',
      url: api(apiPaths.reserveGreenfee.path()),
      payload: { content: greenfeeText(validGreenfee()) },
      cookies: { [XSRF_COOKIE]: token },
      headers: { [XSRF_HEADER.toLowerCase()]: token },
    });
    expect(res.statusCode).toBe(201);
  });

  it('hands out a readable, same-site XSRF-TOKEN cookie with a page', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const cookie = tokenCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBeFalsy();
    const raw = String(res.headers['set-cookie']);
    expect(raw).not.toMatch(/HttpOnly/i);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('hands out a new random token each time, and none when the cookie is there', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: '/holes' });
      tokens.add(tokenCookie(res)?.value ?? '');
    }
    expect(tokens.size).toBe(5);
    const withCookie = await app.inject({ method: 'GET', url: '/holes', cookies: { [XSRF_COOKIE]: TOKEN } });
    expect(withCookie.statusCode).toBe(200);
    expect(tokenCookie(withCookie)).toBeUndefined();
  });

  it('never sets the cookie on an answer a shared cache may keep', async () => {
    // A cache that stored one would hand the same token to every visitor.
    for (const url of [
      api(apiPaths.websiteContent.path({ key: 'course-status-info' })),
      api(apiPaths.websiteNotifications.path()),
      api(apiPaths.health.path()),
      '/files/home-header.svg',
      '/robots.txt',
      '/index.html',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('sets the cookie on error answers too, so the next try can succeed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: api(apiPaths.reserveTable.path()),
      payload: { content: '' },
    });
    expectError(res, 403);
    expect(res.cookies.find((c) => c.name === XSRF_COOKIE)?.value).toBeTruthy();
  });
});

describe('cross-site token behind https', async () => {
  const { app } = await build({
    env: { PUBLIC_URL: 'https://golf.example.org/' },
    webRoot: await webRootWithPage(),
  });

  it('marks the cookie Secure and sends HSTS', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const cookie = tokenCookie(res);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends HSTS on errors, files and the cached reads too', async () => {
    const urls = [
      api('/nope'),
      '/files/home-header.svg',
      '/files/nope.svg',
      api(apiPaths.websiteContent.path({ key: 'menu' })),
      api(apiPaths.websiteContent.path({ key: 'nope' })),
      api(apiPaths.websiteNotifications.path()),
      api(apiPaths.holes.path()),
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('builds the payment URL on the public https address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: api(apiPaths.createReservation.path()),
      payload: booking(dayInSeason('high', 0), 10, 0),
      cookies: { [XSRF_COOKIE]: TOKEN },
      headers: { [XSRF_HEADER]: TOKEN },
    });
    expect(res.statusCode).toBe(201);
    const { paymentUrl } = res.json() as { id: string; paymentUrl: string };
    expect(paymentUrl).toMatch(/^https:\/\/golf\.example\.org\/api\/v1\/payments\/test-checkout\/tst_/);
  });
});
