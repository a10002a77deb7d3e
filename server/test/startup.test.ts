import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, PLUGIN_TIMEOUT_MS } from '../src/app';
import { testConfig, testDatabase } from './helpers';

/** Fastify's own limit for one plugin's start, which the app raises (app.ts). */
const FASTIFY_DEFAULT_PLUGIN_TIMEOUT_MS = 10_000;

describe('starting the server', async () => {
  const database = await testDatabase();
  afterAll(() => database.close());

  /** Builds the app on a database whose migration takes `migrationMs` of (fake) time. */
  async function startWithMigrationOf(migrationMs: number) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let migrationStarted = () => {};
      const migrating = new Promise<void>((resolve) => {
        migrationStarted = resolve;
      });
      const slowDatabase = {
        ...database,
        migrate: async () => {
          migrationStarted();
          await new Promise((resolve) => setTimeout(resolve, migrationMs));
          await database.migrate();
        },
      };
      const started = buildApp({
        config: testConfig(),
        database: slowDatabase,
        logger: false,
        // As build() in helpers.ts: no built site, so the test does not depend on npm run build.
        webRoot: '/nonexistent-web-root',
      }).then(async (app) => {
        await app.ready();
        return app;
      });
      const outcome = started.then(
        (app) => ({ app, error: undefined }),
        (error: Error) => ({ app: undefined, error }),
      );
      // Plugins before the database load modules (@fastify/cookie its cookie parser) in real time:
      // the clock moves once the migration's own timer is set.
      await Promise.race([migrating, outcome]);
      await vi.advanceTimersByTimeAsync(migrationMs + 1000);
      return await outcome;
    } finally {
      vi.useRealTimers();
    }
  }

  it('waits for a migration slower than Fastify’s default plugin timeout', async () => {
    const { app, error } = await startWithMigrationOf(FASTIFY_DEFAULT_PLUGIN_TIMEOUT_MS + 5000);
    expect(error).toBeUndefined();
    const health = await app?.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health?.statusCode).toBe(200);
    await app?.close();
  });

  it('still stops, naming the plugin, when a start takes longer than the app allows', async () => {
    const { error } = await startWithMigrationOf(PLUGIN_TIMEOUT_MS + 5000);
    expect(error?.message).toContain("Plugin did not start in time: 'database'");
  });
});
