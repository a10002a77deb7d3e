import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/**
 * Every row of every table of the project's schemas (drizzle's bookkeeping too), each as JSON, by table:
 * two databases with equal contents hold the same rows.
 */
export async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const tables = (await database.db.execute(sql`
    select schemaname || '.' || tablename as name from pg_catalog.pg_tables
     where schemaname in ('public', 'drizzle') order by 1
  `)) as unknown as { rows: { name: string }[] };
  const result: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = (await database.db.execute(
      sql.raw(`select row_to_json(t)::text as r from ${name} t`),
    )) as unknown as { rows: { r: string }[] };
    result[name] = rows.rows.map((row) => row.r).sort();
  }
  return result;
}
