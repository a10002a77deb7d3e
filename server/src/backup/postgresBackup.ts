import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { BackupError, fileProblem, writeBackup } from './backupFile';
import { appliedMigrations } from './inspect';
import type { RestoreResult } from './pgliteBackup';

/**
 * PostgreSQL backups are pg_dump's plain SQL, restored with psql, both from Debian's postgresql-client
 * (docs/decisions/0022-backups.md). The password goes to them in PGPASSWORD, never on a command line
 * that other users of the machine can list.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: {
      ...process.env,
      ...(password ? { PGPASSWORD: password } : {}),
      // psql's notices (drop … cascades to …) are noise here; errors still come through.
      PGOPTIONS: '-c client_min_messages=warning',
    },
  };
}

/** Where a PostgreSQL database is, for messages: host and database name, never the password. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL database ${decodeURIComponent(parsed.pathname.slice(1)) || '(default)'} on ${parsed.host}`;
}

const missingClient = (tool: string) =>
  new BackupError(
    `${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`,
  );

interface Finished {
  code: number | null;
  stderr: string;
}

/** Runs a client tool; `feed` writes its standard input and `drain` reads its output. */
function runTool(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  io: {
    feed?: (stdin: NodeJS.WritableStream) => Promise<void>;
    drain?: (stdout: NodeJS.ReadableStream) => Promise<void>;
  },
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env,
      stdio: [io.feed ? 'pipe' : 'ignore', io.drain ? 'pipe' : 'ignore', 'pipe'],
    });
    // A tool that stops early (psql at an error) closes its input; its exit code says why.
    child.stdin?.on('error', () => {});
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let failed: unknown;
    const work = [
      io.feed && child.stdin ? io.feed(child.stdin) : undefined,
      io.drain && child.stdout ? io.drain(child.stdout) : undefined,
    ].map((p) =>
      p?.catch((error: unknown) => {
        failed ??= error;
        child.kill();
      }),
    );
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? missingClient(tool) : error),
    );
    child.on('close', (code) => {
      Promise.all(work).then(() => (failed ? reject(failed) : resolve({ code, stderr })));
    });
  });
}

/** The first line of a tool's complaint that says what went wrong. */
const complaint = (stderr: string) => {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (lines.find((l) => /\b(ERROR|FATAL|error):/.test(l)) ?? lines[0] ?? 'no message').replace(
    /^psql:[^ ]* /,
    '',
  );
};

async function majorVersionOf(tool: string): Promise<number> {
  let output = '';
  const { code } = await runTool(tool, ['--version'], process.env, {
    drain: async (stdout) => {
      for await (const chunk of stdout) output += chunk.toString();
    },
  });
  const major = /\b(\d+)(?:\.\d+)?/.exec(output)?.[1];
  if (code !== 0 || !major)
    throw new BackupError(`${tool} --version failed: ${output.trim() || 'no answer'}.`);
  return Number(major);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Cannot connect to the ${describeUrl(url)}: ${error instanceof Error ? error.message : error}.`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Backs up a PostgreSQL database with pg_dump, which reads one consistent snapshot while the server runs. */
export async function backupPostgres(url: string, file: string): Promise<number> {
  const clientMajor = await majorVersionOf('pg_dump');
  const serverMajor = await withClient(url, async (client) => {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0]?.v) / 10000);
  });
  if (clientMajor < serverMajor) {
    throw new BackupError(
      `pg_dump ${clientMajor} cannot back up PostgreSQL ${serverMajor}: install the client tools of version ` +
        `${serverMajor} or later (Debian: postgresql-client-${serverMajor}).`,
    );
  }
  const { dbname, env } = connection(url);
  return writeBackup(file, 'postgres', async (handle) => {
    const { code, stderr } = await runTool(
      'pg_dump',
      ['--format=plain', '--no-owner', '--no-privileges', `--dbname=${dbname}`],
      env,
      {
        drain: async (stdout) => {
          for await (const chunk of stdout) await handle.write(chunk as Buffer);
        },
      },
    );
    if (code !== 0) throw new BackupError(`pg_dump failed: ${complaint(stderr)}`);
  });
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * pg_dump ends every plain dump with this comment (and, from 15.14, an \unrestrict line); psql would take a
 * file cut short in the middle of a table's rows as that table's end, and restore part of it.
 */
const DUMP_END = '-- PostgreSQL database dump complete';

async function checkComplete(file: string): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    throw fileProblem(error, file, 'read');
  }
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 1024);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    if (!tail.toString('latin1').includes(DUMP_END)) {
      throw new BackupError(
        `${file} is incomplete: it does not end as a PostgreSQL backup ends (cut short?).`,
      );
    }
  } finally {
    await handle.close();
  }
}

/**
 * Restores a PostgreSQL backup with psql in one transaction: the target's own schemas are dropped first
 * (it must have no tables, unless `force`), so a failing restore changes nothing. Then migrates.
 */
export async function restorePostgres(url: string, file: string, force: boolean): Promise<RestoreResult> {
  await checkComplete(file);
  await majorVersionOf('psql');
  const { tables, schemas } = await withClient(url, async (client) => {
    const own = "nspname <> 'information_schema' and nspname not like 'pg\\_%'";
    const t = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_catalog.pg_tables where schemaname in (select nspname from pg_namespace where ${own})`,
    );
    const s = await client.query<{ nspname: string }>(`select nspname from pg_namespace where ${own}`);
    return { tables: t.rows[0]?.n ?? 0, schemas: s.rows.map((r) => r.nspname) };
  });
  if (tables > 0 && !force) {
    throw new BackupError(
      `The ${describeUrl(url)} is not empty (${tables} tables); add --force to replace it with the backup.`,
    );
  }
  const prelude = `${schemas.map((s) => `drop schema ${quoteIdent(s)} cascade;\n`).join('')}create schema public;\n`;
  const { dbname, env } = connection(url);
  const { code, stderr } = await runTool(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      '--file=-',
      `--dbname=${dbname}`,
    ],
    env,
    {
      feed: async (stdin) => {
        stdin.write(prelude);
        await pipeline(createReadStream(file), stdin).catch((error: NodeJS.ErrnoException) => {
          // psql stopped reading: it stopped at an error, which its exit code and message tell.
          if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
          throw fileProblem(error, file, 'read');
        });
      },
    },
  );
  if (code !== 0) throw new BackupError(`The restore failed and changed nothing: ${complaint(stderr)}`);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    const before = await appliedMigrations(database.db);
    await database.migrate();
    return { migrations: { before, after: await appliedMigrations(database.db) } };
  } finally {
    await database.close();
  }
}
