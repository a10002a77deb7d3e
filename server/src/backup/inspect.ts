import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The tables a database holds outside PostgreSQL's own schemas: more than none, and it is not empty. */
export async function userTableCount(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n from pg_catalog.pg_tables
     where schemaname <> 'information_schema' and schemaname not like 'pg\_%'
  `)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** How many of the project's migrations the database has applied (drizzle's own bookkeeping). */
export async function appliedMigrations(db: Db): Promise<number> {
  const exists = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return 0;
  const result = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
