import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { LiveChange } from '../../common/api/live';
import { limitMessages } from '../../common/validation/limitMessages';
import { buildApp } from '../src/app';
import { api } from './fixtures';
import { build, injectWithToken, testConfig, testDbKind } from './helpers';

const STAFF = { email: 'greenkeeper@example.org', password: 'a long greenkeeper password' };

/**
 * Reads server-sent "change" events from a live stream into a list. The server subscribes a stream in the
 * same step as it answers it, so every change made once the answer has come reaches the list.
 */
async function openStream(port: number) {
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/live`, { signal: controller.signal });
  const changes: LiveChange[] = [];
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (/^event: change$/m.test(event) && data) changes.push(JSON.parse(data) as LiveChange);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return { res, changes, close: () => controller.abort() };
}

describe('live updates', async () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (method: 'PUT' | 'POST', url: string, payload: object) =>
    injectWithToken(app, { method, url: api(url), payload, cookies: { session } });

  it('streams a change event to open pages when staff change the course status or a notification', async () => {
    const stream = await openStream(port);
    cleanups.push(stream.close);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    await asStaff('PUT', '/admin/websitecontent/course-status', { content: 'Course closed: frost.' });
    await asStaff('POST', '/admin/notifications', { content: '<p>Frost delay</p>', severity: 'warning' });
    await expect
      .poll(() => stream.changes, { timeout: 60_000 })
      .toEqual([{ topic: 'content', key: 'course-status' }, { topic: 'notifications' }]);
  });

  it.runIf(testDbKind === 'postgres')(
    'reaches the pages of another server instance on the same PostgreSQL, whose cache forgets at once',
    async () => {
      const other = await buildApp({
        config: testConfig(),
        database,
        logger: false,
        webRoot: '/nonexistent',
      });
      await other.listen({ host: '127.0.0.1', port: 0 });
      cleanups.push(() => other.close());
      const otherPort = (other.server.address() as AddressInfo).port;
      // Warm the other instance's cache.
      await other.inject({ method: 'GET', url: api('/websitecontent/menu') });
      const stream = await openStream(otherPort);
      cleanups.push(stream.close);
      await asStaff('PUT', '/admin/websitecontent/menu', { content: 'Soup of the day' });
      await expect
        .poll(() => stream.changes, { timeout: 60_000 })
        .toContainEqual({ topic: 'content', key: 'menu' });
      const served = await other.inject({ method: 'GET', url: api('/websitecontent/menu') });
      expect(served.json()).toEqual({ content: 'Soup of the day' });
    },
  );
});

/**
 * Opens a live stream as a client (the test reaches the server over loopback, a trusted proxy, so
 * X-Forwarded-For names the client); a refusal's {message} is read, an open stream is left open.
 */
async function connect(port: number, client: string, language = 'en') {
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/live`, {
    signal: controller.signal,
    headers: { 'x-forwarded-for': client, 'accept-language': language },
  });
  if (res.status !== 200) expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const message = res.status === 200 ? '' : ((await res.json()) as { message: string }).message;
  return { status: res.status, message, close: () => controller.abort() };
}

/** docs/product.md, Abuse limits: /live streams are capped per process, in all and per client. */
describe('live stream caps (LIVE_MAX_CONNECTIONS=3, LIVE_MAX_PER_CLIENT=2)', async () => {
  const { app } = await build({ env: { LIVE_MAX_CONNECTIONS: '3', LIVE_MAX_PER_CLIENT: '2' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const streams: { close: () => void }[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });
  const open = async (client: string, language = 'en') => {
    const stream = await connect(port, client, language);
    streams.push(stream);
    return stream;
  };

  it('refuses a client a third stream with 429 and a message in its language, and admits another client', async () => {
    expect((await open('198.51.100.1')).status).toBe(200);
    expect((await open('198.51.100.1')).status).toBe(200);
    expect(await open('198.51.100.1')).toMatchObject({ status: 429, message: limitMessages.en.liveTooMany });
    expect(await open('198.51.100.1', 'fr')).toMatchObject({
      status: 429,
      message: limitMessages.fr.liveTooMany,
    });
    // One IPv6 /64 is one client, another /64 another.
    expect((await open('2001:db8:5:5::1')).status).toBe(200);
  });

  it('answers 503 once the process holds its global number of streams, and admits again when one closes', async () => {
    expect(await open('198.51.100.2')).toMatchObject({ status: 503, message: limitMessages.en.liveBusy });
    streams[0]?.close();
    await expect
      .poll(async () => {
        const next = await open('198.51.100.2');
        next.close();
        return next.status;
      })
      .toBe(200);
  });
});

describe('new /live streams a minute (LIVE_MAX_PER_CLIENT=1: 6 a minute)', async () => {
  const { app } = await build({ env: { LIVE_MAX_PER_CLIENT: '1' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const streams: { close: () => void }[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  it('counts every attempt, refused ones included, and refuses the 7th with the rate limit’s 429', async () => {
    const answers: { status: number; message: string }[] = [];
    for (let i = 0; i < 7; i++) {
      const stream = await connect(port, '198.51.100.90');
      streams.push(stream);
      answers.push(stream);
    }
    expect(answers.map((a) => a.status)).toEqual([200, 429, 429, 429, 429, 429, 429]);
    expect(answers[5]?.message).toBe(limitMessages.en.liveTooMany);
    expect(answers[6]?.message).toMatch(/^Too many requests/);
  });
});
