import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { postgresDatabase } from '../src/db/client';
import { seedContent, seedNotifications } from '../src/db/seedData';
import { migrationsFolder } from '../src/lib/projectRoot';
import { TEST_PASSWORD_COST, testConfig, testDbKind } from './helpers';
import { databaseForProcesses, startServerProcess, waitUntilHealthy } from './processes';

const migrationCount = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// docs/product.md, Faults: instances that start at once on one PostgreSQL database take turns at the
// start-up work, so each migration runs once and the sample content and first admin exist once.
describe.runIf(testDbKind === 'postgres')('two instances starting at once on one PostgreSQL database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://unset';
  const name = `golf_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  afterAll(() =>
    withClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  );

  it('both come up, and migrations, seed and first admin happen once', async () => {
    await withClient(serverUrl, (admin) => admin.query(`create database ${name}`));
    // Two pools, as two processes would have, on a database without a single table.
    const databases = [postgresDatabase({ url: url.toString() }), postgresDatabase({ url: url.toString() })];
    const config = testConfig({ ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'a-long-admin-password' });
    const started = await Promise.allSettled(
      databases.map(async (database) => {
        const app = await buildApp({
          config,
          database,
          logger: false,
          webRoot: '/nonexistent-web-root',
          passwordCost: TEST_PASSWORD_COST,
        });
        await app.ready();
        return app;
      }),
    );
    const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
      for (const app of apps) {
        expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      }
      await withClient(url.toString(), async (client) => {
        const migrations = await client.query<{ hash: string; n: number }>(
          'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
        );
        expect(migrations.rows).toHaveLength(migrationCount);
        expect(migrations.rows.every((row) => row.n === 1)).toBe(true);
        const content = await client.query<{ key: string }>('select key from website_content');
        expect(content.rows.map((row) => row.key).sort()).toEqual(Object.keys(seedContent).sort());
        const notifications = await client.query<{ n: number }>(
          'select count(*)::int as n from notifications',
        );
        expect(notifications.rows[0]?.n).toBe(seedNotifications.length);
        // The course, a document since 0019 dropped the old tables: seeded once, by one of them.
        const holes = await client.query<{ n: number; revisions: number }>(
          `select jsonb_array_length(published->'holes') as n,
                  (select count(*)::int from document_revisions where key = 'course') as revisions
             from documents where key = 'course'`,
        );
        expect(holes.rows).toEqual([{ n: 18, revisions: 1 }]);
        const admins = await client.query<{ email: string }>(
          "select email from staff_users where role = 'admin'",
        );
        expect(admins.rows.map((row) => row.email)).toEqual(['first@example.org']);
      });
    } finally {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
    }
  });
});

// docs/product.md, Faults: PGlite admits one process per DATA_DIR, so a second instance is refused at
// once, with a message that says why, while the first serves.
describe.runIf(testDbKind === 'pglite')('two server processes starting at once on one DATA_DIR', () => {
  const drops: (() => Promise<void>)[] = [];
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const drop of drops) await drop();
  });

  function startServer(port: number, dataDir: string) {
    const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    children.push(server.child);
    return { port, ...server };
  }

  it('one serves and the other exits 1, saying another process holds the database', async () => {
    // Migrated already: the refusal is what is tested here, not the first start.
    const folder = await databaseForProcesses('two', { migrated: true });
    drops.push(folder.drop);
    const dataDir = folder.env.DATA_DIR as string;
    const port = 19_000 + Math.floor(Math.random() * 1000);
    const servers = [startServer(port, dataDir), startServer(port + 1, dataDir)];

    // The refused one exits as soon as it reaches the lock, before it migrates anything.
    const refused = await Promise.race(servers.map((s) => s.exited.then(() => s)));
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(`The database in ${dataDir} is in use by another process`);
    expect(refused.output()).toContain('only one process may open DATA_DIR at a time');

    const running = servers.find((s) => s !== refused);
    if (!running) throw new Error('both servers exited');
    await waitUntilHealthy(running, running.port);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  });
});
