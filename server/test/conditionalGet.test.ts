import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { notifications } from '../src/db/schema';
import { CONTENT_CACHE_CONTROL } from '../src/lib/conditionalGet';
import { api } from './fixtures';
import { build } from './helpers';

describe('ETags and 304 on content, notifications and holes', async () => {
  const { app } = await build();
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: api(path), headers });

  it.each([
    apiPaths.websiteContent.path({ key: 'course-status-info' }),
    apiPaths.websiteNotifications.path(),
    apiPaths.holes.path(),
  ])('GET %s: 200 with a strong ETag, then 304 with no body and the same ETag', async (path) => {
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
  });

  it.each([
    apiPaths.websiteContent.path({ key: 'bod-page-data' }),
    apiPaths.websiteNotifications.path(),
    apiPaths.holes.path(),
  ])('HEAD %s: the headers of GET, compressed or not, and no body', async (path) => {
    for (const encoding of ['', 'br', 'gzip']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const full = await get(path, headers);
      const head = await app.inject({ method: 'HEAD', url: api(path), headers });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
      for (const name of ['etag', 'content-type', 'content-encoding', 'vary', 'content-security-policy'])
        expect(head.headers[name]).toBe(full.headers[name]);
    }
  });

  it('lets browsers keep content briefly, then revalidate', async () => {
    const res = await get(apiPaths.websiteContent.path({ key: 'menu' }));
    expect(res.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
    expect(CONTENT_CACHE_CONTROL).toMatch(/^public, max-age=\d+, must-revalidate$/);
  });

  it('matches a weak tag, a tag in a list and *, and answers 200 to any other tag', async () => {
    const path = apiPaths.websiteContent.path({ key: 'course-status' });
    const etag = String((await get(path)).headers.etag);
    expect((await get(path, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get(path, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await get(path, { 'if-none-match': '*' })).statusCode).toBe(304);
    const other = await get(path, { 'if-none-match': '"other"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toHaveProperty('content');
  });

  it('gives a changed content item a new ETag, and the old one gets the new body', async () => {
    const path = apiPaths.websiteContent.path({ key: 'course-status' });
    const before = await get(path);
    await app.contentRepository.set('course-status', 'Course closed: snow.');
    const after = await get(path, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toEqual({ content: 'Course closed: snow.' });
  });

  it('gives changed notifications a new ETag once the change is announced', async () => {
    const path = apiPaths.websiteNotifications.path();
    const before = await get(path);
    const [first] = await app.notificationRepository.listActive();
    await app.db
      .update(notifications)
      .set({ content: 'Changed' })
      .where(eq(notifications.content, first?.content ?? ''));
    await app.live.publish({ topic: 'notifications' });
    const after = await get(path, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0]).toMatchObject({ content: 'Changed' });
  });

  it('answers an unknown key with 404 and no ETag', async () => {
    const res = await get(apiPaths.websiteContent.path({ key: 'no-such-key' }));
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('compression of API answers', async () => {
  const { app } = await build();
  const get = (path: string, encoding?: string) =>
    app.inject({ method: 'GET', url: api(path), headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('prefers Brotli, falls back to gzip, and says it varies by Accept-Encoding', async () => {
    const plain = await get(apiPaths.holes.path());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(apiPaths.holes.path(), 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await get(apiPaths.holes.path(), 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('honours q-values: a refused coding is not sent, and * stands for the others', async () => {
    expect((await get(apiPaths.holes.path(), 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get(apiPaths.holes.path(), 'gzip;q=0.5, br;q=0.2')).headers['content-encoding']).toBe(
      'gzip',
    );
    // @fastify/compress takes * (no preference) for gzip.
    expect((await get(apiPaths.holes.path(), '*')).headers['content-encoding']).toBe('gzip');
    const plain = await get(apiPaths.holes.path(), 'identity, br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('holes');
  });

  it('says it varies by Accept-Encoding on a 304 too', async () => {
    const first = await get(apiPaths.holes.path(), 'br');
    const again = await app.inject({
      method: 'GET',
      url: api(apiPaths.holes.path()),
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(String(again.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('leaves small answers as they are', async () => {
    const res = await get(apiPaths.websiteContent.path({ key: 'course-status' }), 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('content');
  });

  it('streams live changes uncompressed, event by event', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${api(apiPaths.live.path())}`, {
      headers: { 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    try {
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('retry: 3000\n\n');
    } finally {
      controller.abort();
    }
  });

  it('leaves the score card PDF alone: it is compressed already', async () => {
    const res = await get(apiPaths.scoreCard.path(), 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
