import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { LiveChange } from '../../common/api/live';
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
