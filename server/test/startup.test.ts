import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, PLUGIN_TIMEOUT_MS } from '../src/app';
import { PUBLIC_URL_REQUIRED } from '../src/config';
import { projectRoot } from '../src/lib/projectRoot';
import { testConfig, testDatabase } from './helpers';
import { builtCommand, databaseForProcesses, startServerProcess, waitUntilHealthy } from './processes';
import { freePort } from './smtp';

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

/** What `npm start` gives the server for an environment (scripts/trial-env.mjs). */
async function npmStartEnv(
  env: Record<string, string>,
): Promise<{ env: Record<string, string>; note?: string }> {
  const script = `import { serverEnv } from ${JSON.stringify(join(projectRoot, 'scripts/trial-env.mjs'))};
    process.stdout.write(JSON.stringify(serverEnv(JSON.parse(process.argv[1]))));`;
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    script,
    JSON.stringify(env),
  ]);
  return JSON.parse(stdout);
}

describe('PUBLIC_URL in production', async () => {
  const emptyDataDir = await mkdtemp(join(tmpdir(), 'golf-public-url-'));
  afterAll(() => rm(emptyDataDir, { recursive: true, force: true }));

  it('a production server without it exits 1 before it opens anything, naming PUBLIC_URL', async () => {
    const PORT = await freePort();
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: emptyDataDir,
    };
    // A server that starts all the same is stopped after a while, and fails the test.
    const outcome = await promisify(execFile)(process.execPath, [builtCommand('server')], {
      cwd: projectRoot,
      env,
      timeout: 60_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`PUBLIC_URL: ${PUBLIC_URL_REQUIRED}`);
  });

  it('npm start without PUBLIC_URL and HOST serves a trial on 127.0.0.1 at http://localhost:PORT, and says so', async () => {
    expect(await npmStartEnv({ PORT: '9090' })).toEqual({
      env: { PORT: '9090', HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:9090' },
      note:
        'PUBLIC_URL and HOST are not set: serving a trial on this machine only, at http://localhost:9090 ' +
        '(set both to serve the site to others).',
    });
    expect((await npmStartEnv({})).env.PUBLIC_URL).toBe('http://localhost:8080');
    // A deployment names its host: then PUBLIC_URL is its to give, and the server refuses without it.
    expect(await npmStartEnv({ HOST: '0.0.0.0' })).toEqual({ env: { HOST: '0.0.0.0' } });
    expect(await npmStartEnv({ PUBLIC_URL: 'https://golf.example.org' })).toEqual({
      env: { PUBLIC_URL: 'https://golf.example.org' },
    });
  });

  it('the production server starts, and answers, with the trial’s environment', async () => {
    const PORT = await freePort();
    const target = await databaseForProcesses('trial', { migrated: true });
    const { env } = await npmStartEnv({ NODE_ENV: 'production', PORT: String(PORT), ...target.env });
    const server = startServerProcess(env);
    try {
      await waitUntilHealthy(server, PORT);
      // The log line comes through the child's stdout, which need not be read before the health answer.
      await vi.waitFor(() => expect(server.output()).toContain(`serving http://localhost:${PORT}`), {
        timeout: 10_000,
      });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await target.drop();
    }
  });
});
