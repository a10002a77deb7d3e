import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { api, expectError, expectSecurityHeaders } from './fixtures';
import { build, injectWithToken } from './helpers';

const INDEX =
  '<!doctype html><html><head><title>Golf</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("app");';
const ROBOTS = 'User-agent: *\nAllow: /\n';

/** A GET over a real socket, with the path sent exactly as given (no client-side normalising of ..). */
function rawGet(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built SPA', async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'golf-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), INDEX);
  await writeFile(join(webRoot, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(join(webRoot, 'robots.txt'), ROBOTS);
  afterAll(() => rm(webRoot, { recursive: true, force: true }));
  const { app } = await build({ webRoot });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each([
    '/',
    '/holes/hole-3-page',
    '/bookings/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    '/booking',
    '/privacy?utm_source=x',
    '/some/unknown/page',
    '/apiary',
    '/filesystem',
  ])('answers %s with index.html, revalidated', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
    expectSecurityHeaders(res);
  });

  it('answers a missing asset or file name with 404, never the app', async () => {
    for (const url of ['/assets/app-gone999.js', '/favicon-old.png', '/holes/plan.svg', '/package.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });

  it('serves hashed assets for a year, immutable', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(SCRIPT);
    const cacheControl = String(res.headers['cache-control']);
    expect(cacheControl).toContain('immutable');
    expect(cacheControl).toContain('max-age=31536000');
  });

  it('revalidates the other static files', async () => {
    for (const [url, body] of [
      ['/robots.txt', ROBOTS],
      ['/index.html', INDEX],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(body);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it.each([
    api('/nope'),
    '/api',
    '/api/',
    '/api?x=1',
    api('/reservations/freeslots'),
    '/files/nope',
    '/files/nope.svg',
    '/files/a/b.svg',
    '/files/..%2F..%2Fetc%2Fpasswd',
    '/files/%2e%2e%2fpackage.json',
    '/files',
  ])('answers %s with 404 JSON, never the SPA', async (url) => {
    const res = await get(url);
    expectError(res, 404);
    expect(res.body).not.toContain('<html');
  });

  it('keeps the API and the files working', async () => {
    expect((await get(api(apiPaths.health))).json()).toEqual({ status: 'ok' });
    const file = await get('/files/home-header.svg');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
  });

  it('does not answer other methods with the page', async () => {
    expectError(await injectWithToken(app, { method: 'POST', url: '/holes' }), 404);
    expectError(await injectWithToken(app, { method: 'DELETE', url: '/' }), 404);
  });

  it('answers path escapes over a real socket with 404 JSON', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    for (const path of [
      '/files/../package.json',
      '/files/../../etc/passwd',
      '/files/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await rawGet(port, path);
      expect(res.status, path).toBe(404);
      expect(res.type).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toEqual({ message: expect.any(String) });
    }
    const page = await rawGet(port, '/holes/hole-3-page');
    expect(page.status).toBe(200);
    expect(page.body).toBe(INDEX);
  });
});
