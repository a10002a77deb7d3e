import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { BODY_LIMIT } from '../src/app';
import { contentSecurityPolicy, DATA_CSP, FRAME_SOURCES } from '../src/plugins/external/securityHeaders';
import { api, booking, createReservation, cspDirective, dateIn, expectSecurityHeaders } from './fixtures';
import { build, injectWithToken, postJson } from './helpers';

describe('security headers', async () => {
  const { app } = await build();
  const get = (url: string) => app.inject({ method: 'GET', url });

  const responses: [string, () => Promise<LightMyRequestResponse>, number][] = [
    ['API content', () => get(api(apiPaths.websiteContent.path({ key: 'menu' }))), 200],
    ['API notifications', () => get(api(apiPaths.websiteNotifications.path())), 200],
    [
      'API content asked with HEAD',
      () => app.inject({ method: 'HEAD', url: api(apiPaths.websiteContent.path({ key: 'menu' })) }),
      200,
    ],
    ['API holes', () => get(api(apiPaths.holes.path())), 200],
    ['API health', () => get(api(apiPaths.health.path())), 200],
    [
      'API free slots',
      () => get(api(apiPaths.freeSlots.path({ type: 'greenfee', year: 2030, month: 6, day: 1 }))),
      200,
    ],
    ['a file', () => get('/files/home-header.svg'), 200],
    ['an unknown file', () => get('/files/nope.svg'), 404],
    ['an unknown content key', () => get(api(apiPaths.websiteContent.path({ key: 'nope' }))), 404],
    ['an unknown API path', () => get(api('/nope')), 404],
    ['an unknown page without SPA', () => get('/holes'), 404],
    ['a validation error', () => get(api('/reservations/freeslots/greenfee/2030/13/1')), 400],
    [
      'a missing cross-site token',
      () => app.inject({ method: 'POST', url: api(apiPaths.reserveTable.path()) }),
      403,
    ],
    ['a refused request text', () => postJson(app, api(apiPaths.reserveTable.path()), { content: 'x' }), 400],
    ['a conflict', () => createReservation(app, booking(dateIn(-1), 10, 0)), 409],
    [
      'malformed JSON',
      () =>
        injectWithToken(app, {
          method: 'POST',
          url: api(apiPaths.reserveTable.path()),
          payload: '{',
          headers: { 'content-type': 'application/json' },
        }),
      400,
    ],
    [
      'a body too large',
      () => postJson(app, api(apiPaths.reserveTable.path()), { content: 'x'.repeat(BODY_LIMIT) }),
      413,
    ],
    ['an undecodable URL', () => get('/api/v1/websitecontent/%E0%A4%A'), 400],
    ['an over-long path parameter', () => get(api(`/reservations/${'a'.repeat(120)}`)), 414],
  ];

  it.each(responses)('are on %s', async (_label, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('give JSON answers, a 304 included, the data policy and no document-only headers', async () => {
    const first = await get(api(apiPaths.websiteContent.path({ key: 'menu' })));
    const again = await app.inject({
      method: 'GET',
      url: api(apiPaths.websiteContent.path({ key: 'menu' })),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const res of [first, again, await get(api(apiPaths.health.path())), await get(api('/nope'))]) {
      expect(res.headers['content-security-policy']).toBe(DATA_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(cspDirective(String(res.headers['content-security-policy']), 'frame-ancestors')).toBe(
        "frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBeUndefined();
      expect(res.headers['permissions-policy']).toBeUndefined();
    }
    // A file may be opened as a document (an SVG can hold scripts): it keeps every header.
    const file = await get('/files/home-header.svg');
    expect(file.headers['content-security-policy']).not.toBe(DATA_CSP);
    expect(file.headers['x-frame-options']).toBe('DENY');
    expect(file.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(file.headers['permissions-policy']).toContain('camera=()');
  });

  it('use one strict policy for the site', () => {
    const csp = contentSecurityPolicy();
    expect(cspDirective(csp, 'script-src')).toBe("script-src 'self'");
    expect(cspDirective(csp, 'object-src')).toBe("object-src 'none'");
    expect(cspDirective(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(cspDirective(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    for (const source of FRAME_SOURCES) expect(cspDirective(csp, 'frame-src')).toContain(source);
  });

  it('never answer an error with HTML or a stack trace', async () => {
    for (const [, send, status] of responses) {
      const res = await send();
      if (status < 400) continue;
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
    }
  });

  describe('on pages', () => {
    it("let only the site itself frame a page, and only the admin's preview of its draft", async () => {
      const webRoot = await mkdtemp(join(tmpdir(), 'golf-frame-'));
      await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Page</title><div id="root"></div>');
      const { app } = await build({ webRoot });
      const get = (url: string) => app.inject({ method: 'GET', url });
      const page = await get('/dresscode');
      expect(String(page.headers['content-type'])).toContain('text/html');
      expect(cspDirective(String(page.headers['content-security-policy']), 'frame-ancestors')).toBe(
        "frame-ancestors 'none'",
      );
      expect(page.headers['x-frame-options']).toBe('DENY');
      for (const url of ['/fr/dresscode?preview=draft', '/dresscode?lang=x&preview=draft']) {
        const preview = await get(url);
        expect(cspDirective(String(preview.headers['content-security-policy']), 'frame-ancestors')).toBe(
          "frame-ancestors 'self'",
        );
        expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
      // Data stays unframeable whatever the address says.
      const data = await get(`${api(apiPaths.health.path())}?preview=draft`);
      expect(data.headers['content-security-policy']).toBe(DATA_CSP);
      for (const url of ['/dresscode?preview=drafts', '/dresscode?x=preview=draft'])
        expect((await get(url)).headers['x-frame-options']).toBe('DENY');
      await app.close();
      await rm(webRoot, { recursive: true });
    });
  });
});
