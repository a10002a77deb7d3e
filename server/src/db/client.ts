import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/projectRoot';
import { lockDataDir } from './dataDirLock';
import { PRIVATE_FOLDER_MODE, privateTree } from './dataDirModes';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, when the database is PGlite. */
  pglite?: PGlite;
  /** Applies the one migration history; safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own start-up work on this database: on PostgreSQL under
   * an advisory lock, so that instances starting at once migrate and seed one after the other
   * (docs/decisions/0026-start-up-lock.md); on PGlite the DATA_DIR lock already admits one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel; NOTIFY from any connection (any server instance) reaches the handler. On
   * PostgreSQL a lost connection is made again, with a growing pause between tries, and `onReconnect` is
   * called once it listens again: notifications sent meanwhile are lost, so anything may have changed.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Reclaims dead rows and renews the planner's statistics where nothing else does: PGlite runs no
   * autovacuum, so a file database that updates and deletes for years (bookings changing state, the
   * retention job's removals) would only grow, and its planner would guess without statistics.
   * PostgreSQL's autovacuum does this itself: nothing to do there.
   */
  maintain(): Promise<{ vacuumed: boolean }>;
  close(): Promise<void>;
}

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    listen: (channel, handler) => client.listen(channel, handler),
    async maintain() {
      // Not in a transaction (VACUUM refuses one); PGlite runs it between the app's queries.
      await client.exec('VACUUM (ANALYZE)');
      return { vacuumed: true };
    },
    close: () => client.close(),
  };
}

/** The advisory lock key of start-up work (migrate, seed, first admin); any fixed 64-bit number. */
export const STARTUP_LOCK_KEY = '7092604735107360001';

const CONNECT_TIMEOUT_MS = 5000;

export interface PostgresOptions {
  url: string;
  max?: number;
}

export function postgresDatabase({ url, max = 10 }: PostgresOptions): Database {
  // A connection that cannot be made in 5 s fails the request (503, errors.ts) instead of holding it;
  // the pool drops connections that broke and opens new ones, so the server serves again as soon as
  // the database is back (docs/product.md, Faults).
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    async exclusively(work) {
      // A session lock on a connection of its own: the work runs on the pool, whose connections come
      // and go, while this one holds the lock until the work is done (or the process dies, when
      // PostgreSQL drops the lock with the connection).
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.end();
      }
    },
    listen: (channel, handler, onReconnect) => listenReconnecting(url, channel, handler, onReconnect),
    maintain: async () => ({ vacuumed: false }),
    close: () => pool.end(),
  };
}

/** The pauses between tries to listen again after the connection was lost: 0.1 s, doubling, at most 1 s. */
const RELISTEN_FIRST_MS = 100;
const RELISTEN_MAX_MS = 1000;

/**
 * LISTEN needs a connection of its own, outside the pool, and nothing in pg makes it again when it
 * breaks (a database restart, a network cut). This one is made again until it listens, at most a
 * second after the database is back (docs/product.md, Faults), until the returned stop is called.
 */
async function listenReconnecting(
  url: string,
  channel: string,
  handler: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = RELISTEN_FIRST_MS;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // A broken connection emits error, then end; end is where it is made again.
    next.on('error', () => {});
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '')}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    next.once('end', () => {
      client = undefined;
      if (!stopped) tryAgain();
    });
    return next;
  };

  function tryAgain() {
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        const next = await connect();
        if (stopped) {
          await next.end();
          return;
        }
        client = next;
        pause = RELISTEN_FIRST_MS;
        onReconnect?.();
      } catch {
        pause = Math.min(pause * 2, RELISTEN_MAX_MS);
        if (!stopped) tryAgain();
      }
    }, pause);
    retry.unref();
  }

  client = await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end();
  };
}

/** The folder under DATA_DIR that holds the PGlite database. */
export const pgliteFolder = (dataDir: string) => resolve(dataDir, 'pglite');

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite stored under DATA_DIR, which this process then
 * holds until it closes it (a DatabaseInUseError when another process holds it).
 */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return postgresDatabase({ url: config.databaseUrl });
  const release = lockDataDir(config.dataDir);
  try {
    const dir = pgliteFolder(config.dataDir);
    mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const database = pgliteDatabase(await PGlite.create(dir));
    // PGlite sets some files' modes itself (0666 for those of a new database, 0644 for others), past the
    // umask: they are made 0600 once it has started and again once it has stopped. In between, the
    // folders' 0700 keeps every other user out.
    privateTree(config.dataDir);
    return {
      ...database,
      async close() {
        try {
          await database.close();
          privateTree(config.dataDir);
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
