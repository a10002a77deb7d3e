import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boardMembers } from '../../common/api/content';
import { apiPaths, filePath } from '../../common/api/paths';
import { files } from '../src/db/schema';
import { seedFileNames } from '../src/db/seedData';
import { api, cspDirective, expectError, expectSecurityHeaders } from './fixtures';
import { build, injectWithToken } from './helpers';

describe('GET /files/{name}', async () => {
  const { app, database } = await build();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves home-header.svg as image/svg+xml with its bytes, an ETag and caching', async () => {
    const res = await get('/files/home-header.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    const [stored] = await database.db.select().from(files).where(eq(files.name, 'home-header.svg'));
    expect(stored).toBeDefined();
    expect(Buffer.compare(res.rawPayload, Buffer.from(stored?.data ?? []))).toBe(0);
    expect(Number(res.headers['content-length'])).toBe(stored?.size);
    expect(res.body).toContain('<svg');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 304 without a body when If-None-Match carries the ETag', async () => {
    const first = await get('/files/home-header.svg');
    const etag = String(first.headers.etag);
    const again = await get('/files/home-header.svg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const changed = await get('/files/home-header.svg', { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.length).toBeGreaterThan(0);
  });

  it('answers a byte range with 206, as Safari asks before it plays a video', async () => {
    const whole = await get('/files/home-header.svg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.byteLength;
    const part = await get('/files/home-header.svg', { range: 'bytes=0-1' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-1/${size}`);
    expect(Buffer.compare(part.rawPayload, whole.rawPayload.subarray(0, 2))).toBe(0);
    const tail = await get('/files/home-header.svg', { range: 'bytes=-10', 'accept-encoding': 'gzip' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(tail.rawPayload, whole.rawPayload.subarray(size - 10))).toBe(0);
    const beyond = await get('/files/home-header.svg', { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    // A part of another copy than the one the client holds: the whole file.
    const stale = await get('/files/home-header.svg', { range: 'bytes=0-1', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.byteLength).toBe(size);
  });

  it('gives each file its own ETag', async () => {
    const etags = new Set<string>();
    for (const name of seedFileNames) etags.add(String((await get(filePath(name))).headers.etag));
    expect(etags.size).toBe(seedFileNames.length);
  });

  it('serves every board image named by bod-page-data', async () => {
    const content = await get(api(apiPaths.websiteContent.path({ key: 'bod-page-data' })));
    const board = boardMembers.parse(JSON.parse((content.json() as { content: string }).content));
    expect(board.length).toBeGreaterThanOrEqual(6);
    for (const member of board) {
      const res = await get(filePath(member.image));
      expect(res.statusCode, member.image).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
  });

  it('sandboxes files with their own strict policy', async () => {
    const res = await get('/files/board-captain.svg');
    const csp = String(res.headers['content-security-policy']);
    expect(cspDirective(csp, 'default-src')).toBe("default-src 'none'");
    expect(cspDirective(csp, 'sandbox')).toBe('sandbox');
    expectSecurityHeaders(res);
  });

  it('answers 404 {message} for an unknown file', async () => {
    expect(expectError(await get('/files/nope.svg'), 404)).toBe('File not found.');
    expect(expectError(await get('/files/HOME-HEADER.SVG'), 404)).toBe('File not found.');
  });

  it.each([
    '/files/..%2F..%2Fetc%2Fpasswd',
    '/files/%2e%2e%2fpackage.json',
    '/files/%2E%2E%2Fpackage.json',
    '/files/../package.json',
    '/files/..%5c..%5cpackage.json',
    '/files/a/b.svg',
    '/files/.env',
    '/files/.',
    '/files/..',
    '/files/%00x.svg',
    '/files/home-header.svg%00.png',
    '/files/home-header.svg%2F',
    '/files/%2Fetc%2Fpasswd',
    '/files/',
    '/files',
  ])('answers 404 JSON, never a file or the SPA, for %s', async (url) => {
    const res = await get(url);
    expectError(res, 404);
    expect(res.body).not.toContain('root:');
    expect(res.body).not.toContain('"dependencies"');
    expectSecurityHeaders(res);
  });

  it('answers 400 {message} with security headers for an undecodable name', async () => {
    const res = await get('/files/%E0%A4%A');
    expect(expectError(res, 400)).toBe('The address is not valid.');
    expectSecurityHeaders(res);
  });

  it('answers 414 {message} for an over-long name', async () => {
    const res = await get(`/files/${'a'.repeat(300)}.svg`);
    expectError(res, 414);
    expectSecurityHeaders(res);
  });

  it('serves files only to GET and HEAD', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/files/home-header.svg' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expectError(await injectWithToken(app, { method: 'POST', url: '/files/home-header.svg' }), 404);
    expectError(await injectWithToken(app, { method: 'DELETE', url: '/files/home-header.svg' }), 404);
    expect((await get('/files/home-header.svg')).statusCode).toBe(200);
  });
});
