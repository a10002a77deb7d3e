import { randomBytes, randomUUID } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { contentKeys } from '../../common/api/content';
import type { LiveChange } from '../../common/api/live';
import { buildApp } from '../src/app';
import { postgresDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/plugins/external/errors';
import { api, greenfeeText, validGreenfee } from './fixtures';
import { postJson, testConfig, testDbKind } from './helpers';

/**
 * A TCP proxy in front of PostgreSQL that can play a restart of the database without touching the real
 * one (other work shares it): `cut` closes every connection and stops listening, so new ones are refused;
 * `restore` listens again on the same port.
 */
async function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// docs/product.md, Faults: while the database is away requests are answered 503 at once, and the server
// serves again soon after it returns, without a restart. PGlite lives in the server's own process, so
// only PostgreSQL can go away.
describe.runIf(testDbKind === 'postgres')('a PostgreSQL restart', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://unset';
  const name = `golf_test_${randomBytes(6).toString('hex')}`;
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await withClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  });

  /** The address of a proxy in front of the database at `direct`, which the test can cut and restore. */
  async function behindProxy(direct: URL) {
    const proxy = await databaseProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(proxy.close);
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    return { proxy, proxied };
  }

  /** An app on the database at `url`, closed with its pool after the tests. */
  async function appOn(url: string) {
    const database = postgresDatabase({ url });
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      webRoot: '/nonexistent-web-root',
    });
    await app.ready();
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    return app;
  }

  it('answers 503 with a message while it is away, and serves again within 5 s of its return', async () => {
    await withClient(serverUrl, (admin) => admin.query(`create database ${name}`));
    const direct = new URL(serverUrl);
    direct.pathname = `/${name}`;
    const setup = postgresDatabase({ url: direct.toString() });
    await setup.migrate();
    await seedIfEmpty(setup.db);
    await setup.close();

    const { proxy, proxied } = await behindProxy(direct);
    const app = await appOn(proxied.toString());

    const request = (n: number) =>
      postJson(app, api('/reserve/greenfee'), {
        content: greenfeeText({ ...validGreenfee(), firstname: `Outage${n}` }),
      });
    const lookup = () => app.inject({ method: 'GET', url: api(`/reservations/${randomUUID()}`) });
    expect((await request(0)).statusCode).toBe(201);
    expect((await lookup()).statusCode).toBe(404);

    await proxy.cut();
    for (let n = 1; n <= 3; n++) {
      const started = Date.now();
      const answers = await Promise.all([
        request(n),
        lookup(),
        app.inject({ method: 'GET', url: api('/health') }),
      ]);
      // Refused connections fail at once; the pool's connect timeout (5 s) bounds the rest.
      expect(Date.now() - started).toBeLessThan(6000);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.json()).toHaveProperty('message');
      }
      expect(answers[0]?.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }

    await proxy.restore();
    const back = Date.now();
    let status = 0;
    while (status !== 201 && Date.now() - back < 5000) {
      status = (await request(99)).statusCode;
      if (status !== 201) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(201);
    expect((await lookup()).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: api('/health') })).statusCode).toBe(200);

    // What was acknowledged before the outage is there; what was refused during it is not.
    const stored = await withClient(direct.toString(), (client) =>
      client.query<{ firstname: string }>("select fields->>'firstname' as firstname from booking_requests"),
    );
    expect(stored.rows.map((row) => row.firstname).sort()).toEqual(['Outage0', 'Outage99']);
  });

  it("listens for other instances' changes again once it is back, and tells pages everything changed", async () => {
    const other = `${name}_live`;
    cleanups.push(() =>
      withClient(serverUrl, (admin) => admin.query(`drop database if exists ${other} with (force)`)),
    );
    await withClient(serverUrl, (admin) => admin.query(`create database ${other}`));
    const direct = new URL(serverUrl);
    direct.pathname = `/${other}`;
    const { proxy, proxied } = await behindProxy(direct);
    // `writer` reaches the database directly; `reader`, whose pages wait for changes, through the proxy.
    const writer = await appOn(direct.toString());
    const reader = await appOn(proxied.toString());
    const heard: LiveChange[] = [];
    reader.live.subscribe((change) => heard.push(change));
    const hears = async (check: () => boolean) => {
      const until = Date.now() + 5000;
      while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      return check();
    };

    await writer.live.publish({ topic: 'tee-sheet' });
    expect(await hears(() => heard.some((c) => c.topic === 'tee-sheet'))).toBe(true);

    await proxy.cut();
    heard.length = 0;
    // Said while the reader's connection is down: lost to it.
    await writer.live.publish({ topic: 'content', key: 'course-status' });
    await new Promise((r) => setTimeout(r, 300));
    await proxy.restore();

    // Within 5 s of the database's return it listens again, and tells its pages that anything may
    // have changed: every content item, the notifications and the tee sheet.
    expect(
      await hears(() =>
        ['notifications', 'tee-sheet', ...contentKeys].every((what) =>
          heard.some((c) => c.topic === what || c.key === what),
        ),
      ),
    ).toBe(true);
    heard.length = 0;
    await writer.live.publish({ topic: 'notifications' });
    expect(await hears(() => heard.some((c) => c.topic === 'notifications'))).toBe(true);
  });
});
