import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { builtPublicUrl } from '../src/routes/spa';
import { api, expectError, expectSecurityHeaders } from './fixtures';
import { build, injectWithToken } from './helpers';

const INDEX =
  '<!doctype html><html><head><title>Golf</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("app");';
const MANIFEST = '{"name":"Golf"}';
const STALE_ROBOTS = 'User-agent: *\nDisallow: /\n';
const page = (name: string) => `<!doctype html><html><head><title>${name}</title></head><body></body></html>`;
/** Prerendered pages, as a build may write them: a folder with index.html, or a file named after the path. */
const PRERENDERED = {
  'greenfees/index.html': page('Green fees'),
  'nl/index.html': page('Welkom'),
  'nl/greenfees/index.html': page('Greenfees'),
  'history.html': page('History'),
};

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
  await writeFile(join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(webRoot, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(webRoot, 'index.html.br'), brotliCompressSync(INDEX));
  await writeFile(join(webRoot, 'site.webmanifest'), MANIFEST);
  await writeFile(join(webRoot, 'robots.txt'), STALE_ROBOTS);
  await mkdir(join(webRoot, 'greenfees'));
  await mkdir(join(webRoot, 'nl', 'greenfees'), { recursive: true });
  for (const [file, html] of Object.entries(PRERENDERED)) await writeFile(join(webRoot, file), html);
  afterAll(() => rm(webRoot, { recursive: true, force: true }));
  const { app } = await build({ webRoot });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each([
    '/',
    '/holes/hole-3-page',
    '/bookings/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    '/waiting-list/offers/Zq3v8Rk2Xw',
    '/nl/waiting-list/leave/Zq3v8Rk2Xw',
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
      ['/site.webmanifest', MANIFEST],
      ['/index.html', INDEX],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(body);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it.each([
    ['/greenfees', 'greenfees/index.html'],
    ['/greenfees/', 'greenfees/index.html'],
    ['/greenfees?lang=x', 'greenfees/index.html'],
    ['/nl', 'nl/index.html'],
    ['/nl/greenfees', 'nl/greenfees/index.html'],
    ['/history', 'history.html'],
  ] as const)('answers %s with its prerendered page %s, revalidated', async (url, file) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(PRERENDERED[file]);
    expectSecurityHeaders(res);
  });

  it('preloads the header image on the home pages, at high priority, and nowhere else', async () => {
    for (const url of ['/', '/nl']) {
      expect((await get(url)).headers.link, url).toMatch(
        /^<\/files\/[\w.-]+>; rel=preload; as=image; fetchpriority=high$/,
      );
    }
    for (const url of ['/greenfees', '/nl/greenfees', '/booking']) {
      expect((await get(url)).headers.link, url).toBeUndefined();
    }
  });

  it.each(['/nl/booking', '/de/greenfees', '/greenfees/extra', '/nl/greenfees/..%2F..%2Fhistory'])(
    'answers %s, which has no prerendered page, with index.html',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    },
  );

  it('serves the precompressed copy the browser accepts, saying it varies by Accept-Encoding', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the app page for deep links precompressed too', async () => {
    const res = await app.inject({ method: 'GET', url: '/booking', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('does not serve the compressed copies by name, nor a robots.txt of the build', async () => {
    expectError(await get('/assets/app-abc123.js.br'), 404);
    expectError(await get('/index.html.br'), 404);
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).not.toBe(STALE_ROBOTS);
    expect(robots.body).toContain('Sitemap: ');
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
    expect((await get(api(apiPaths.health.path()))).json()).toEqual({ status: 'ok' });
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

describe('a prerendered build', async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'golf-web-'));
  const HOME = page('Home, prerendered');
  const SHELL = page('Shell');
  await writeFile(join(webRoot, 'index.html'), HOME);
  await writeFile(join(webRoot, 'spa.html'), SHELL);
  await mkdir(join(webRoot, 'booking'));
  await writeFile(join(webRoot, 'booking', 'index.html'), page('Booking'));
  await mkdir(join(webRoot, 'holes'));
  await writeFile(join(webRoot, 'holes', 'index.html'), page('Holes'));
  await mkdir(join(webRoot, 'nl', 'holes'), { recursive: true });
  await writeFile(join(webRoot, 'nl', 'holes', 'index.html'), page('Holes in Dutch'));
  afterAll(() => rm(webRoot, { recursive: true, force: true }));
  const { app } = await build({ webRoot });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers / with the prerendered home and the pages it has with theirs', async () => {
    expect((await get('/')).body).toBe(HOME);
    expect((await get('/booking')).body).toBe(page('Booking'));
  });

  it("answers a hole's address with the holes page of its language, which the app scrolls to the hole", async () => {
    expect((await get('/holes/hole-7-page')).body).toBe(page('Holes'));
    expect((await get('/holes/hole-18-page?from=map')).body).toBe(page('Holes'));
    expect((await get('/nl/holes/hole-1-page')).body).toBe(page('Holes in Dutch'));
  });

  it.each([
    '/bookings/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    '/waiting-list/offers/Zq3v8Rk2Xw',
    '/holes/hole-19-page',
    '/holes/hole-7-page/more',
    '/admin',
    '/nl/nowhere',
  ])('answers %s, which has no page of its own, with the plain shell', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SHELL);
  });
});

describe('the address the pages were built for', () => {
  const home = (canonical: string) =>
    `<!doctype html><html><head><link rel="canonical" href="${canonical}" /></head><body></body></html>`;

  it("is read from the home page's canonical link", () => {
    expect(builtPublicUrl(home('https://golf.example.org/'))).toBe('https://golf.example.org');
    expect(builtPublicUrl(home('http://localhost:8080/'))).toBe('http://localhost:8080');
    expect(builtPublicUrl(page('No links'))).toBeUndefined();
  });

  /** The server's warnings while it starts on a build whose home names `canonical`. */
  async function startupWarnings(canonical: string, publicUrl: string) {
    const webRoot = await mkdtemp(join(tmpdir(), 'golf-web-'));
    afterAll(() => rm(webRoot, { recursive: true, force: true }));
    await writeFile(join(webRoot, 'index.html'), home(canonical));
    const lines: string[] = [];
    await build({
      webRoot,
      env: { PUBLIC_URL: publicUrl },
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    return lines.map((line) => JSON.parse(line) as { msg: string });
  }

  it('is checked against PUBLIC_URL when the server starts', async () => {
    const warnings = await startupWarnings('http://localhost:8080/', 'https://golf.example.org/');
    expect(warnings.map((w) => w.msg)).toContainEqual(
      expect.stringContaining(
        'the pages were built for http://localhost:8080, not for PUBLIC_URL https://golf.example.org',
      ),
    );
    expect(await startupWarnings('https://golf.example.org/', 'https://golf.example.org')).toEqual([]);
  });
});

describe('a prerendered home page with a header image slot', async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'golf-web-'));
  const slotPage = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><div class="home-backdrop"><div class="home-backdrop__first-paint" data-header-image-slot=""></div></div></body></html>`;
  await writeFile(join(webRoot, 'index.html'), slotPage('Home'));
  await writeFile(join(webRoot, 'index.html.br'), brotliCompressSync(slotPage('stale')));
  await writeFile(join(webRoot, 'spa.html'), page('Shell'));
  await mkdir(join(webRoot, 'nl'));
  await writeFile(join(webRoot, 'nl', 'index.html'), slotPage('Welkom'));
  afterAll(() => rm(webRoot, { recursive: true, force: true }));
  const { app } = await build({ webRoot });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const setHeaderImage = (fileUrl: string) =>
    app.contentRepository.set('home-page-header-image', JSON.stringify({ files: [{ fileUrl }] }));

  it('paints the current header image in the page, compressed as the browser accepts', async () => {
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toContain(
      'data-header-image-slot=""><img src="/files/home-header.svg" width="1920" height="1080" alt=""',
    );
    expect(plain.headers.link).toBe('</files/home-header.svg>; rel=preload; as=image; fetchpriority=high');
    expectSecurityHeaders(plain);

    const br = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);

    const dutch = await get('/nl', { 'accept-encoding': 'identity' });
    expect(dutch.body).toContain('<title>Welkom</title>');
    expect(dutch.body).toContain('<img src="/files/home-header.svg"');
  });

  it('answers a page the browser holds with 304, and a new image with a new page', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await setHeaderImage('/files/img-0123456789abcdef-2000x1125.jpg');
    const changed = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    const html = brotliDecompressSync(changed.rawPayload).toString('utf8');
    expect(html).toContain(
      '<picture><source type="image/avif" srcset="/files/img-0123456789abcdef-480w.avif',
    );
    expect(html).not.toContain('home-header.svg');
  });

  it('keeps the page as built when the header image is no plain same-site path', async () => {
    await setHeaderImage('https://elsewhere.example/header.jpg');
    const res = await get('/', { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(slotPage('Home'));
    expect(res.headers.link).toBeUndefined();
  });
});

describe('a build with an inline script in its shell, hashed by the build', async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'golf-web-'));
  const CODE = 'document.documentElement.dataset.checked="yes";';
  await writeFile(
    join(webRoot, 'spa.html'),
    `<!doctype html><html><head><script>${CODE}</script></head></html>`,
  );
  execFileSync(process.execPath, [
    fileURLToPath(new URL('../../scripts/csp-hashes.mjs', import.meta.url)),
    webRoot,
  ]);
  afterAll(() => rm(webRoot, { recursive: true, force: true }));
  const { app } = await build({ webRoot });

  it('allows that script, by its hash, and no other inline script', async () => {
    const csp = String(
      (await app.inject({ method: 'GET', url: '/greenfees' })).headers['content-security-policy'],
    );
    const hash = createHash('sha256').update(CODE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
  });
});
