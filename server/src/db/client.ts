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
  /** LISTEN on a channel; NOTIFY from any connection (any server instance) reaches the handler. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
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
    async listen(channel, handler) {
      // LISTEN needs a connection of its own, outside the pool.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) handler(message.payload ?? '');
      });
      await client.query(`listen "${channel.replace(/"/g, '')}"`);
      return () => client.end();
    },
    close: () => pool.end(),
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
    mkdirSync(dir, { recursive: true });
    const database = pgliteDatabase(await PGlite.create(dir));
    return {
      ...database,
      async close() {
        try {
          await database.close();
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
