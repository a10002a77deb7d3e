import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { SESSION_COOKIE } from '../../common/api/auth';
import { XSRF_COOKIE, XSRF_HEADER } from '../../common/api/paths';
import { type BuildAppOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, pgliteDatabase, postgresDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { sessionXsrfToken } from '../src/plugins/external/xsrf';
import { pgliteFromDump } from './pgliteDumps';
import { reusedTemplateDatabase } from './pgliteReuse';

/** Which database this run of the server tests uses (see vitest.config.ts). */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated and seeded database for one test file: the PGlite template (a copy, or another file's
 * database put back into the template's state: pgliteReuse.ts), or a database of its own on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again when closed).
 */
export async function testDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') return reusedTemplateDatabase();
  const database = await emptyTestDatabase();
  await database.migrate();
  await seedIfEmpty(database.db);
  return database;
}

/**
 * A database with no tables at all, not even migrated, for tests of the migrations themselves: an
 * in-memory PGlite, or a database of its own on TEST_DATABASE_URL (dropped again when closed).
 */
export async function emptyTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') return pgliteDatabase(await pgliteFromDump('pgliteEmptyTemplate'));
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `golf_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (admin) => admin.query(`create database ${name}`));
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const database = postgresDatabase({ url: databaseUrl.toString(), max: 10 });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The API tests' configuration: BOOKING_MODE=online unless a test says otherwise, so that every route
 * is there to test (the mail mode leaves the online booking routes out: bookingModes.test.ts). Every
 * injected request comes from one address, and most tests book with one e-mail address: the limits on
 * requests and open holds are raised, except where a test sets them to test them.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    CLUB_EMAIL: 'club@example.org',
    RATE_LIMIT_MAX: '1000',
    HOLD_LIMIT_PER_EMAIL: '1000',
    HOLD_LIMIT_PER_CLIENT: '1000',
    BOOKING_MODE: 'online',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

/**
 * scrypt's N = 2^10 for the passwords the tests hash: production's 2^17 costs a tenth of a second or more
 * per sign-in. Production cannot choose it (buildApp refuses passwordCost with NODE_ENV=production).
 */
export const TEST_PASSWORD_COST = 10;

/** Builds the app on its own database, closed again after the file's tests. */
export async function build(
  options: Partial<BuildAppOptions> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = options.database ?? (await testDatabase());
  const config = options.config ?? testConfig(options.env);
  // An app built as production has production's hashing cost, as it must.
  const passwordCost = config.env === 'production' ? undefined : (options.passwordCost ?? TEST_PASSWORD_COST);
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    webRoot: options.webRoot ?? '/nonexistent-web-root',
    ...(options.outbox ? { outbox: options.outbox } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(passwordCost === undefined ? {} : { passwordCost }),
    ...(options.hashingLimit ? { hashingLimit: options.hashingLimit } : {}),
    ...(options.sessionPurgeEveryMs ? { sessionPurgeEveryMs: options.sessionPurgeEveryMs } : {}),
    // The daily retention job would otherwise run a minute into a long test file, with the real clock,
    // and add its entry to the audit log some tests read; retention.test.ts drives it itself.
    retention: { firstCheckMs: DAY_MS, checkEveryMs: DAY_MS, ...options.retention },
    // Likewise the reminders, which would queue mails some tests count: reminders.test.ts runs its passes.
    reminders: { everyMs: DAY_MS, ...options.reminders },
    // The waiting list's matcher still runs after every tee-sheet change; waitingList*.test.ts set its clock.
    waitingList: { everyMs: DAY_MS, ...options.waitingList },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    if (!options.database) await database.close();
  });
  return { app, database };
}

const DAY_MS = 86_400_000;

const TOKEN = 'test-xsrf-token-0123456789';

/**
 * A state-changing request that carries the cross-site token, as the SPA sends it: with a staff session
 * cookie, the session's own token, which its sign-in handed out (plugins/external/xsrf.ts).
 */
export function injectWithToken(app: FastifyInstance, opts: InjectOptions) {
  const session = Array.isArray(opts.cookies) ? undefined : opts.cookies?.[SESSION_COOKIE];
  const token = typeof session === 'string' && session ? sessionXsrfToken(session) : TOKEN;
  return app.inject({
    ...opts,
    cookies: { [XSRF_COOKIE]: token, ...(opts.cookies ?? {}) },
    headers: { [XSRF_HEADER]: token, ...(opts.headers ?? {}) },
  });
}

export const postJson = (app: FastifyInstance, url: string, payload: unknown) =>
  injectWithToken(app, { method: 'POST', url, payload: payload as InjectOptions['payload'] });

/** A date n days from today, in the club's time zone, as YYYY-MM-DD. */
export function daysFromToday(n: number): string {
  const date = new Date(Date.now() + n * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(date);
}
