import type { PGlite } from '@electric-sql/pglite';
import { expect } from 'vitest';
import { type Database, pgliteDatabase } from '../src/db/client';
import { pgliteFromDump } from './pgliteDumps';

/**
 * The PGlite test databases, reused within a worker. Loading the migrated and seeded template costs about
 * 0.6 s and 0.9 s of CPU a file (docs/perf-log.md, 26 Nov), most of it PostgreSQL starting up inside
 * WebAssembly. A file's database, once closed, is kept for the worker's next file instead, and put back
 * into the template's state first: every table emptied and refilled with the template's rows, every
 * sequence set back, every session setting, lock and LISTEN dropped. It is handed out only if it then
 * matches the template exactly, schema and rows, table by table; otherwise the next file gets a fresh copy.
 */

export interface Template {
  /** Each table of the public schema with its rows as JSON, as the template holds them. */
  tables: { name: string; rows: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** Everything a test could change that is not a row: columns, indexes, constraints, triggers, functions. */
  schema: string;
  /** An md5 of each table's rows. */
  rows: Record<string, string>;
}

let template: Template | null = null;
/**
 * A closed database, waiting for the worker's next file. Not for the same file: an app of that file may
 * still be open on it (a test closes the database under a running app on purpose).
 */
let spare: { client: PGlite; file: string | undefined } | null = null;

const currentFile = () => expect.getState().testPath;

const SCHEMA_FINGERPRINT = `
  select md5(string_agg(line, E'\\n' order by line)) as fingerprint from (
    select format('column %s.%s %s %s %s', table_name, column_name, data_type, is_nullable, column_default) as line
      from information_schema.columns where table_schema = 'public'
    union all select 'index ' || indexdef from pg_indexes where schemaname = 'public'
    union all select format('constraint %s %s', conname, pg_get_constraintdef(oid)) from pg_constraint
      where connamespace = 'public'::regnamespace
    union all select 'trigger ' || tgname from pg_trigger where not tgisinternal
    union all select 'function ' || oid::regprocedure::text from pg_proc where pronamespace = 'public'::regnamespace
    union all select 'schema ' || nspname from pg_namespace where nspname not like 'pg_%temp_%'
  ) as everything`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tableNames(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by 1",
  );
  return rows.map((row) => row.name);
}

async function rowFingerprints(client: PGlite, names: string[]): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of names) {
    const { rows } = await client.query<{ md5: string }>(
      `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from public.${quoted(name)} t`,
    );
    result[name] = rows[0]?.md5 ?? '';
  }
  return result;
}

async function schemaFingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return rows[0]?.fingerprint ?? '';
}

async function sequenceStates(client: PGlite): Promise<Template['sequences']> {
  const { rows } = await client.query<Template['sequences'][number]>(
    `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as "lastValue",
            last_value is not null as "isCalled"
       from pg_sequences order by 1`,
  );
  return rows;
}

export async function readTemplate(client: PGlite): Promise<Template> {
  const names = await tableNames(client);
  const tables = [];
  for (const name of names) {
    const { rows } = await client.query<{ rows: string }>(
      `select coalesce(json_agg(t), '[]')::text as rows from public.${quoted(name)} t`,
    );
    tables.push({ name, rows: rows[0]?.rows ?? '[]' });
  }
  return {
    tables,
    sequences: await sequenceStates(client),
    schema: await schemaFingerprint(client),
    rows: await rowFingerprints(client, names),
  };
}

/** Puts `client` back into the template's state; true only if it then matches the template exactly. */
export async function reset(client: PGlite, to: Template): Promise<boolean> {
  try {
    // Session settings, advisory locks, LISTENs, temporary tables and prepared statements.
    await client.exec('discard all');
    // Every column of every table is in the fingerprint, so the tables are the template's too.
    if ((await schemaFingerprint(client)) !== to.schema) return false;
    const names = to.tables.map((table) => table.name);
    await client.transaction(async (tx) => {
      await tx.exec(`truncate ${names.map((name) => `public.${quoted(name)}`).join(', ')}`);
      // The rows go back in any order: as a replica, PostgreSQL leaves the foreign keys' triggers out.
      await tx.exec('set local session_replication_role = replica');
      for (const table of to.tables) {
        const target = `public.${quoted(table.name)}`;
        await tx.query(
          `insert into ${target} overriding system value select * from json_populate_recordset(null::${target}, $1::json)`,
          [table.rows],
        );
      }
      for (const sequence of to.sequences) {
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [
          sequence.name,
          sequence.lastValue,
          sequence.isCalled,
        ]);
      }
    });
    const rows = await rowFingerprints(client, names);
    return (
      names.every((name) => rows[name] === to.rows[name]) &&
      JSON.stringify(await sequenceStates(client)) === JSON.stringify(to.sequences)
    );
  } catch {
    return false;
  }
}

export const loadTemplate = () => pgliteFromDump('pgliteTemplate');

/**
 * A database in the template's state for one test file: this worker's spare once reset, or a fresh copy.
 * Closing it stops every query through it, as closing a PGlite does, and keeps the client as the spare.
 */
export async function reusedTemplateDatabase(): Promise<Database> {
  const file = currentFile();
  let client = spare && spare.file !== file ? spare.client : null;
  if (client) spare = null;
  if (client && !(template && (await reset(client, template)))) {
    await client.close().catch(() => {});
    client = null;
  }
  if (!client) {
    client = await loadTemplate();
    template ??= await readTemplate(client);
  }
  const real = client;
  let closed = false;
  // What a closed PGlite answers, for the file's own app and for tests that close the database on purpose.
  const refuse = () => Promise.reject(new Error('PGlite is closed'));
  const lease = new Proxy(real, {
    get(target, property) {
      if (property === 'closed') return closed;
      if (property === 'close') {
        return async () => {
          if (closed) return;
          closed = true;
          if (spare) await target.close();
          else spare = { client: target, file };
        };
      }
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => (closed ? refuse() : value.apply(target, args));
    },
  });
  return pgliteDatabase(lease);
}
