import { spawn } from 'node:child_process';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../src/lib/projectRoot';
import { testDbKind } from './helpers';
import {
  builtCommand,
  databaseForProcesses,
  runToEnd,
  type ServerProcess,
  waitUntilHealthy,
} from './processes';
import { freePort } from './smtp';

/** Runs `node args…` with a umask of 000, as a careless service manager would start it. */
const underUmask000 = (args: string[]) => ['-c', 'umask 000 && exec "$0" "$@"', process.execPath, ...args];

/** Every path under `folder` whose mode is not 0700 (a folder) or 0600 (a file), with its mode. */
async function notPrivate(folder: string): Promise<string[]> {
  const wrong: string[] = [];
  const top = await stat(folder);
  if ((top.mode & 0o7777) !== 0o700) wrong.push(`${folder} ${(top.mode & 0o7777).toString(8)}`);
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const mode = (await stat(path)).mode & 0o7777;
    if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) wrong.push(`${path} ${mode.toString(8)}`);
  }
  return wrong;
}

/** A folder's tree, made loose as PGlite and a umask of 000 leave it: folders 0777, files 0666. */
async function loosen(folder: string) {
  await runToEnd(
    'sh',
    ['-c', 'find "$0" -type d -exec chmod 777 {} + && find "$0" -type f -exec chmod 666 {} +', folder],
    {
      env: process.env,
    },
  );
  expect((await notPrivate(folder)).length).toBeGreaterThan(100);
}

// DATA_DIR holds the embedded database only: with DATABASE_URL the server never touches it.
describe.skipIf(testDbKind === 'postgres')('DATA_DIR’s modes, whatever the umask', async () => {
  const target = await databaseForProcesses('modes', { migrated: true });
  const dataDir = target.env.DATA_DIR as string;
  const restored = join(tmpdir(), `golf-modes-restored-${process.pid}`);
  const backupFile = join(tmpdir(), `golf-modes-${process.pid}.backup`);
  afterAll(async () => {
    await target.drop();
    await rm(restored, { recursive: true, force: true });
    await rm(backupFile, { force: true });
  });
  const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir };

  it('the server, started with umask 000 on a loose DATA_DIR, makes it 0700/0600, and keeps it so', async () => {
    await loosen(dataDir);
    const PORT = await freePort();
    let output = '';
    const child = spawn('sh', underUmask000([builtCommand('server')]), {
      cwd: projectRoot,
      env: { ...env, PORT: String(PORT), PUBLIC_URL: `http://localhost:${PORT}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const server: ServerProcess = { child, output: () => output, exited };
    try {
      await waitUntilHealthy(server, PORT);
      expect(await notPrivate(dataDir)).toEqual([]);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(await notPrivate(dataDir)).toEqual([]);
  });

  it('npm run admin, backup and restore, with umask 000, leave DATA_DIR and the backup private', async () => {
    await loosen(dataDir);
    const admin = await runToEnd(
      'sh',
      underUmask000([builtCommand('admin'), 'create', 'modes@example.org']),
      { env: { ...env, ADMIN_PASSWORD: 'a password of the modes test' } },
    );
    expect(admin.stderr).toBe('');
    expect(admin.code).toBe(0);
    expect(await notPrivate(dataDir)).toEqual([]);

    await loosen(dataDir);
    const backup = await runToEnd('sh', underUmask000([builtCommand('backup'), 'backup', backupFile]), {
      env,
    });
    expect(backup.stderr).toBe('');
    expect(await notPrivate(dataDir)).toEqual([]);
    expect((await stat(backupFile)).mode & 0o7777).toBe(0o600);

    const restore = await runToEnd('sh', underUmask000([builtCommand('backup'), 'restore', backupFile]), {
      env: { ...env, DATA_DIR: restored },
    });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(await notPrivate(restored)).toEqual([]);
  });

  it.runIf(process.getuid?.() === 0)(
    'refuses, naming DATA_DIR, a DATA_DIR that holds another user’s file',
    async () => {
      await runToEnd('chown', ['4242:4242', join(dataDir, 'pglite', 'PG_VERSION')], { env: process.env });
      try {
        // The same check runs in every process that opens DATA_DIR; the admin command ends either way.
        const refused = await runToEnd(
          'sh',
          underUmask000([builtCommand('admin'), 'create', 'refused@example.org']),
          { env: { ...env, ADMIN_PASSWORD: 'a password of the modes test' } },
        );
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(
          `DATA_DIR (${dataDir}) must be readable by the server's user only (folders 0700, files 0600), but ` +
            `${join(dataDir, 'pglite', 'PG_VERSION')} belongs to user 4242`,
        );
      } finally {
        await runToEnd('chown', ['0:0', join(dataDir, 'pglite', 'PG_VERSION')], { env: process.env });
      }
    },
  );
});
