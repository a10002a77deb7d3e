import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readlink,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupError, headerLine, writeBackup } from '../src/backup/backupFile';
import { appliedMigrations } from '../src/backup/inspect';
import { type CliIo, main } from '../src/cli/backup';
import { type Database, openDatabase } from '../src/db/client';
import {
  bookingRequests,
  files,
  mailOutbox,
  reservations,
  staffUsers,
  websiteContent,
} from '../src/db/schema';
import { migrationsFolder } from '../src/lib/projectRoot';
import { everyRow } from './databaseContents';
import { testDbKind } from './helpers';
import { pgliteFromDump } from './pgliteDumps';
import { type Finished, runBuiltCommand, runToEnd } from './processes';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * pg_dump and psql, from Debian's postgresql-client: installed when missing and this runs as root on
 * Debian (as scripts/lib.mjs installs Chromium); otherwise the PostgreSQL half is skipped, saying why.
 */
function ensurePostgresClient(): string | undefined {
  const present = () =>
    spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('psql', ['--version']).status === 0;
  if (present()) return undefined;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', [...lockWait, 'update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', [...lockWait, 'install', '-y', '-qq', 'postgresql-client'], {
      stdio: 'inherit',
      env,
    });
    if (present()) return undefined;
  }
  return 'pg_dump or psql not found: install Debian postgresql-client to test PostgreSQL backups';
}

const skipReason = testDbKind === 'postgres' ? ensurePostgresClient() : undefined;
if (skipReason) console.warn(`backup.test.ts: ${skipReason}; skipped.`);

function fakeIo(env: Record<string, string | undefined>) {
  let out = '';
  let err = '';
  const stdout = new PassThrough().on('data', (c: Buffer) => {
    out += c.toString();
  });
  const stderr = new PassThrough().on('data', (c: Buffer) => {
    err += c.toString();
  });
  // The site's own configuration is cleared: the target is only what the test names.
  const io: CliIo = {
    env: { NODE_ENV: 'test', DATABASE_URL: undefined, DATA_DIR: undefined, ...env },
    stdout,
    stderr,
  };
  return { io, out: () => out, err: () => err };
}

async function run(argv: string[], env: Record<string, string | undefined>) {
  const cli = fakeIo(env);
  const code = await main(argv, cli.io);
  return { code, out: cli.out(), err: cli.err() };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A place for one database, as the server would be configured for it: a DATA_DIR of its own, or a
 * database of its own on the test PostgreSQL (dropped afterwards).
 */
interface Place {
  env: Record<string, string | undefined>;
  /** Leaves the place without any database (PGlite: no folder; PostgreSQL: a new, empty database). */
  wipe(): Promise<void>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function newPlace(root: string): Promise<Place> {
  if (testDbKind === 'pglite') {
    const dataDir = await mkdtemp(join(root, 'data-'));
    const env = { DATA_DIR: dataDir };
    return {
      env,
      wipe: () => rm(dataDir, { recursive: true, force: true }),
      open: () => openDatabase({ databaseUrl: undefined, dataDir }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `golf_backup_${randomBytes(6).toString('hex')}`;
  const url = new URL(postgresUrl as string);
  url.pathname = `/${name}`;
  await withAdmin((admin) => admin.query(`create database ${name}`));
  const drop = async () => {
    await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
  };
  return {
    env: { DATABASE_URL: url.toString() },
    async wipe() {
      await drop();
      await withAdmin((admin) => admin.query(`create database ${name}`));
    },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '' }),
    drop,
  };
}

/** A migrated and seeded database in `place`: the tests' PGlite template, or migrated afresh. */
async function migratedAndSeeded(place: Place): Promise<void> {
  if (testDbKind === 'pglite') {
    const client = await pgliteFromDump('pgliteTemplate', join(place.env.DATA_DIR as string, 'pglite'));
    await client.close();
    return;
  }
  const database = await place.open();
  try {
    await database.migrate();
    const { seedIfEmpty } = await import('../src/db/seed');
    await seedIfEmpty(database.db);
  } finally {
    await database.close();
  }
}

/** A row in each of the tables people's data lives in, besides what the seed wrote. */
async function addPeoplesData(database: Database) {
  const db = database.db;
  await db.insert(staffUsers).values({
    id: randomUUID(),
    email: 'desk@example.org',
    passwordHash: 'scrypt$17$8$1$c2FsdA$aGFzaA',
    role: 'staff',
  });
  await db.insert(bookingRequests).values({
    id: randomUUID(),
    kind: 'greenfee',
    fields: { firstname: 'Ann', lastname: 'Peeters', adults: 2 },
    rawText: 'Firstname: Ann\nLastname: Peeters',
    locale: 'nl',
  });
  await db.insert(reservations).values({
    id: randomUUID(),
    type: '18',
    year: 2027,
    month: 7,
    day: 3,
    hour: 9,
    minute: 10,
    firstname: 'Émile',
    lastname: "D'Hondt",
    handicap: 12.4,
    email: 'emile@example.be',
    adults: 2,
    juniors: 1,
    priceCents: 21500,
    paymentState: 'paid',
    source: 'online',
  });
  await db
    .insert(websiteContent)
    .values({ key: 'menu', content: 'Soupe du jour — 8 €' })
    .onConflictDoUpdate({ target: websiteContent.key, set: { content: 'Soupe du jour — 8 €' } });
  await db.insert(mailOutbox).values({
    toAddress: 'emile@example.be',
    subject: 'Your tee time',
    textBody: 'See you on the first tee.',
    attachments: [{ filename: 'tee-time.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
  });
  await db.insert(files).values({
    name: 'every-byte.bin',
    contentType: 'application/octet-stream',
    data: Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    size: 256,
  });
}

async function contentOf(place: Place) {
  const database = await place.open();
  try {
    return await everyRow(database);
  } finally {
    await database.close();
  }
}

const commandEnv = (env: Record<string, string | undefined>) => ({
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: '',
  NODE_ENV: 'test',
  ...env,
});

const otherKind = testDbKind === 'pglite' ? 'postgres' : 'pglite';
/** A configuration of the other kind; restore must refuse before it connects to anything. */
const otherKindEnv =
  testDbKind === 'pglite'
    ? { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing' }
    : { DATA_DIR: join(tmpdir(), 'golf-backup-never-created') };

describe.skipIf(Boolean(skipReason))(`npm run backup and npm run restore (${testDbKind})`, async () => {
  const root = await mkdtemp(join(tmpdir(), 'golf-backup-'));
  const places: Place[] = [];
  const place = async () => {
    const created = await newPlace(root);
    places.push(created);
    return created;
  };
  afterAll(async () => {
    for (const p of places) await p.drop();
    await rm(root, { recursive: true, force: true });
  });

  const source = await place();
  await migratedAndSeeded(source);
  const seeded = await source.open();
  await addPeoplesData(seeded).finally(() => seeded.close());
  const original = await contentOf(source);
  const file = join(root, 'club.backup');

  it('backs up the database to a file that names its kind', async () => {
    for (const table of [
      'reservations',
      'booking_requests',
      'website_content',
      'staff_users',
      'mail_outbox',
    ]) {
      expect(original[`public.${table}`]?.length, table).toBeGreaterThan(0);
    }
    const result = await run(['backup', file], source.env);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Backed up the .* to .*club\.backup \(\d/);
    const head = (await readFile(file)).subarray(0, 80).toString('latin1');
    expect(head).toMatch(new RegExp(`^-- golf-club-backup kind=${testDbKind} format=1 made=\\d{4}-`));
    expect(existsSync(`${file}.partial`)).toBe(false);
    // It holds players' details and password hashes.
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('restores it, after a wipe, with every row of every table as it was', async () => {
    await source.wipe();
    const result = await run(['restore', file], source.env);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Restored .*club\.backup \(made \d{4}-.*\) into .*; it was up to date\.\n$/);
    expect(await contentOf(source)).toEqual(original);
  });

  it('refuses a database that is not empty without --force, and replaces it with --force', async () => {
    const changed = await source.open();
    await changed.db.insert(websiteContent).values({ key: 'added-after-backup', content: 'x' });
    await changed.db.delete(reservations);
    await changed.close();

    const refused = await run(['restore', file], source.env);
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toMatch(
      /^The .* is not empty \(\d+ tables\); add --force to replace it with the backup\.\n$/,
    );
    expect((await contentOf(source))['public.reservations']).toEqual([]);

    const forced = await run(['restore', file, '--force'], source.env);
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
    expect(await contentOf(source)).toEqual(original);
  });

  it('changes nothing when a backup cannot be loaded, even with --force', async () => {
    const whole = await readFile(file);
    const cut = join(root, 'cut-short.backup');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const result = await run(['restore', cut, '--force'], source.env);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      testDbKind === 'pglite'
        ? /^.*cut-short\.backup is damaged or incomplete \(cut short\?\): its PGlite dump does not unpack\.\n$/
        : /^.*cut-short\.backup is incomplete: it does not end as a PostgreSQL backup ends \(cut short\?\)\.\n$/,
    );
    if (testDbKind === 'postgres') {
      // Whole, but failing half-way: the transaction that dropped the old tables is rolled back.
      const failing = join(root, 'failing.backup');
      await writeFile(failing, Buffer.concat([whole, Buffer.from('select no_such_function();\n')]));
      const failed = await run(['restore', failing, '--force'], source.env);
      expect(failed.code).toBe(1);
      expect(failed.err).toMatch(/^The restore failed and changed nothing: .*no_such_function.*\n$/);
    }
    expect(await contentOf(source)).toEqual(original);
  });

  it('refuses a backup of the other kind of database', async () => {
    const wrong = await run(['restore', file], otherKindEnv);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(
      testDbKind === 'pglite'
        ? /is a backup of the embedded PGlite database \(DATA_DIR\), but the site is configured for a PostgreSQL database \(DATABASE_URL\); it can only be restored into the same kind\.\n$/
        : /is a backup of a PostgreSQL database \(DATABASE_URL\), but the site is configured for the embedded PGlite database \(DATA_DIR\); it can only be restored into the same kind\.\n$/,
    );
    // The other way round: a file of the other kind, against this test's database.
    const foreign = join(root, 'foreign.backup');
    await writeFile(foreign, `${headerLine(otherKind)}whatever follows`);
    const refused = await run(['restore', foreign], source.env);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/it can only be restored into the same kind\.\n$/);
    expect(await contentOf(source)).toEqual(original);
  });

  it('refuses a missing file, a folder, a file that is not a backup and bad arguments, in one line each', async () => {
    const notBackup = join(root, 'notes.txt');
    await writeFile(notBackup, 'my shopping list\n');
    const folder = join(root, 'a-folder');
    await mkdir(folder);
    const cases: [string[], string | RegExp][] = [
      [['restore', join(root, 'missing.backup')], `No such file: ${join(root, 'missing.backup')}.\n`],
      [['restore', folder], `${folder} is a folder; give the name of a backup file.\n`],
      [['restore', notBackup], `${notBackup} is not a backup made by npm run backup.\n`],
      [
        ['backup', join(root, 'no-such-folder', 'x.backup')],
        /^Cannot write .*x\.backup: its folder does not exist\.\n$/,
      ],
      [['backup', folder], /is a folder; give the name of a backup file\.\n$/],
      [['restore'], /^Please give one backup file\./],
      [['backup', file, '--force'], /^Unknown option "--force"/],
    ];
    if (process.getuid?.() !== 0) {
      // Root reads any file, so only another user can see this refusal.
      const locked = join(root, 'locked.backup');
      await writeFile(locked, headerLine(testDbKind), { mode: 0o000 });
      cases.push([['restore', locked], `Cannot read ${locked}: permission denied.\n`]);
    }
    for (const [argv, message] of cases) {
      const result = await run(argv, source.env);
      expect(result.code, argv.join(' ')).toBe(1);
      if (typeof message === 'string') expect(result.err).toBe(message);
      else expect(result.err).toMatch(message);
      expect(result.err.split('\n').filter(Boolean)[0]).not.toMatch(/^\s+at /);
    }
    expect(await contentOf(source)).toEqual(original);
  });

  it('brings an older backup up to date with the migrations made since', async () => {
    // The project's migrations but the last two: a database as an older version of the site left it.
    const older = join(root, 'older-migrations');
    await cp(migrationsFolder, older, { recursive: true });
    const journalFile = join(older, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    const all = journal.entries.length;
    journal.entries = journal.entries.slice(0, -2);
    await writeFile(journalFile, JSON.stringify(journal));

    const old = await place();
    if (testDbKind === 'pglite') {
      // A cluster as initdb leaves it, from the tests' template rather than initdb again.
      const client = await pgliteFromDump('pgliteEmptyTemplate', join(old.env.DATA_DIR as string, 'pglite'));
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: older });
      await client.close();
    } else {
      const client = new pg.Client({ connectionString: old.env.DATABASE_URL });
      await client.connect();
      await migratePg(drizzlePg({ client }), { migrationsFolder: older });
      await client.end();
    }
    const oldFile = join(root, 'older.backup');
    expect((await run(['backup', oldFile], old.env)).code).toBe(0);

    const fresh = await place();
    const result = await run(['restore', oldFile], fresh.env);
    expect(result.err).toBe('');
    expect(result.out).toMatch(/; applied the 2 migrations made since\.\n$/);
    const restored = await fresh.open();
    try {
      expect(await appliedMigrations(restored.db)).toBe(all);
    } finally {
      await restored.close();
    }
  });

  it('runs in a process of its own (as npm run backup on PGlite), and says so plainly when the database is in use', async () => {
    const spawnedFile = join(root, 'spawned.backup');
    if (testDbKind === 'pglite') {
      // This process holds DATA_DIR, as the running server would.
      const held = await source.open();
      let busy: Finished;
      try {
        busy = await runBuiltCommand('backup', ['backup', spawnedFile], { env: commandEnv(source.env) });
      } finally {
        await held.close();
      }
      expect(busy.code).toBe(1);
      expect(busy.stderr.trim()).toBe(
        `The database in ${source.env.DATA_DIR} is in use by another process (pid ${process.pid}), most likely ` +
          `the running server: stop it first, as only one process may open DATA_DIR at a time. If no such ` +
          `process runs, delete ${join(source.env.DATA_DIR as string, 'pglite.lock')}.`,
      );
      expect(existsSync(spawnedFile)).toBe(false);
    }
    // Through npm once, as a user runs it (npm's part is the same on both databases); otherwise from the
    // bundle of the same code.
    const env = commandEnv(source.env);
    const ok =
      testDbKind === 'pglite'
        ? await runToEnd('npm', ['run', '--silent', 'backup', '--', spawnedFile], { env })
        : await runBuiltCommand('backup', ['backup', spawnedFile], { env });
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    const refused = await runBuiltCommand('backup', ['restore', spawnedFile], {
      env: commandEnv(source.env),
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^The .* is not empty \(\d+ tables\); add --force to replace it with the backup\.\n$/,
    );
  });
});

describe('writing a backup file, in a folder others may write to', async () => {
  const root = await mkdtemp(join(tmpdir(), 'golf-backup-file-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const victim = join(root, 'victim.txt');
  await writeFile(victim, 'not a backup\n');
  // Set, not created so: a test that opened DATA_DIR left this process's umask at 077.
  await chmod(victim, 0o644);
  const writeSecret = (file: string) =>
    writeBackup(file, 'pglite', async (handle) => {
      await handle.write('password hashes\n');
    });
  const victimUntouched = async () => {
    expect(await readFile(victim, 'utf8')).toBe('not a backup\n');
    expect((await stat(victim)).mode & 0o777).toBe(0o644);
  };

  it('writes a new file, 0600, and replaces an older backup of that name only once whole', async () => {
    const file = join(root, 'club.backup');
    await writeSecret(file);
    await writeSecret(file);
    expect(await readFile(file, 'utf8')).toMatch(/^-- golf-club-backup kind=pglite .*\npassword hashes\n$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('refuses a symbolic link at the backup’s name, and writes nothing through it', async () => {
    const file = join(root, 'linked.backup');
    await symlink(victim, file);
    await expect(writeSecret(file)).rejects.toThrow(
      new BackupError(`${file} is a symbolic link; a backup is never written through one.`),
    );
    expect(await readlink(file)).toBe(victim);
    expect(existsSync(`${file}.partial`)).toBe(false);
    await victimUntouched();
  });

  it('never follows nor reuses a file or link already at the partial file’s name', async () => {
    const linked = join(root, 'planted.backup');
    await symlink(victim, `${linked}.partial`);
    const leftOver = join(root, 'left-over.backup');
    await writeFile(`${leftOver}.partial`, 'someone else’s\n', { mode: 0o666 });
    for (const file of [linked, leftOver]) {
      await expect(writeSecret(file)).rejects.toThrow(
        new BackupError(
          `${file}.partial exists: another backup to ${file} is being written, or one was stopped before it ` +
            'finished. Delete it once no backup runs, and try again.',
        ),
      );
      expect(existsSync(file)).toBe(false);
    }
    expect((await lstat(`${linked}.partial`)).isSymbolicLink()).toBe(true);
    expect(await readFile(`${leftOver}.partial`, 'utf8')).toBe('someone else’s\n');
    await victimUntouched();
  });
});
