import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliIo, main } from '../src/cli/admin';
import { openDatabase } from '../src/db/client';
import { auditLog, staffUsers } from '../src/db/schema';
import { verifyPassword } from '../src/lib/passwords';
import { testDbKind } from './helpers';
import { databaseForProcesses, runBuiltCommand, runToEnd } from './processes';

function fakeIo(env: Record<string, string | undefined>, stdinText?: string, tty = false) {
  const stdin = Object.assign(new PassThrough(), {
    isTTY: tty,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      this.rawModes.push(mode);
      return this;
    },
  });
  if (stdinText !== undefined && !tty) stdin.end(stdinText);
  let out = '';
  let err = '';
  const stdout = new PassThrough().on('data', (c: Buffer) => {
    out += c.toString();
  });
  const stderr = new PassThrough().on('data', (c: Buffer) => {
    err += c.toString();
  });
  const io: CliIo = { env: { NODE_ENV: 'test', ...env }, stdin, stdout, stderr };
  /** Resolves once the command has written `text` (a prompt) `times` times in all. */
  const written = (text: string, times = 1) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (out.split(text).length - 1 < times) return;
        stdout.off('data', check);
        resolve();
      };
      stdout.on('data', check);
      check();
    });
  return { io, stdin, out: () => out, err: () => err, written };
}

describe('npm run admin -- create <email>', async () => {
  const target = await databaseForProcesses('cli', { migrated: true });
  afterAll(() => target.drop());

  const users = async () => {
    const database = await openDatabase({
      databaseUrl: target.env.DATABASE_URL,
      dataDir: target.env.DATA_DIR ?? '',
    });
    try {
      return {
        staff: await database.db.select().from(staffUsers),
        audit: await database.db.select().from(auditLog),
      };
    } finally {
      await database.close();
    }
  };

  it('adds a staff user with the password from ADMIN_PASSWORD, hashed like the server does', async () => {
    const run = fakeIo({ ...target.env, ADMIN_PASSWORD: 'a long cli password' });
    expect(await main(['create', 'desk@example.org'], run.io)).toBe(0);
    expect(run.out()).toContain('Added staff desk@example.org');
    const { staff, audit } = await users();
    expect(staff.map((u) => [u.email, u.role])).toEqual([['desk@example.org', 'staff']]);
    expect(await verifyPassword('a long cli password', staff[0]?.passwordHash ?? '')).toBe(true);
    expect(audit.map((a) => `${a.actor} ${a.action} ${a.target}`)).toEqual([
      'command line user.create desk@example.org (staff)',
    ]);
  });

  it('reads the password from standard input when it is not a terminal, and takes --role admin', async () => {
    const run = fakeIo(target.env, 'piped password here\nignored second line\n');
    expect(await main(['create', '--role', 'admin', 'boss@example.org'], run.io)).toBe(0);
    const boss = (await users()).staff.find((u) => u.email === 'boss@example.org');
    expect(boss?.role).toBe('admin');
    expect(await verifyPassword('piped password here', boss?.passwordHash ?? '')).toBe(true);
  });

  it('asks twice on a terminal, without echo', async () => {
    const run = fakeIo(target.env, undefined, true);
    const done = main(['create', 'typed@example.org', '--role=staff'], run.io);
    await run.written('Password: ');
    run.stdin.write('typed passwordX\u007f!\r');
    await run.written('Password again: ');
    run.stdin.write('typed password!\r');
    expect(await done).toBe(0);
    expect(run.out()).toContain('Password: ');
    expect(run.out()).toContain('Password again: ');
    expect(run.out()).not.toContain('typed password');
    expect(run.stdin.rawModes).toEqual([true, false, true, false]);
    const typed = (await users()).staff.find((u) => u.email === 'typed@example.org');
    expect(await verifyPassword('typed password!', typed?.passwordHash ?? '')).toBe(true);
  });

  it('refuses an existing e-mail, whatever its case, with a clear message and exit code 1', async () => {
    const run = fakeIo({ ...target.env, ADMIN_PASSWORD: 'another long password' });
    expect(await main(['create', 'DESK@example.org'], run.io)).toBe(1);
    expect(run.err()).toBe('There is already a user with the e-mail DESK@example.org.\n');
    expect((await users()).staff).toHaveLength(3);
  });

  it('refuses a bad e-mail, a bad role, a short password and a bad configuration', async () => {
    const cases: [string[], Record<string, string>, string | RegExp][] = [
      [
        ['create', 'not-an-email'],
        { ADMIN_PASSWORD: 'a long cli password' },
        '"not-an-email" is not a valid e-mail address.\n',
      ],
      [
        ['create', 'x@example.org', '--role', 'owner'],
        { ADMIN_PASSWORD: 'a long cli password' },
        /role must be staff or admin/,
      ],
      [
        ['create', 'x@example.org'],
        { ADMIN_PASSWORD: 'short' },
        'The password must be at least 12 characters.\n',
      ],
      [['create'], {}, /Please give one e-mail address/],
      [['delete', 'x@example.org'], {}, /Unknown command "delete"/],
      [
        ['create', 'x@example.org'],
        { ADMIN_PASSWORD: 'a long cli password', DATABASE_URL: 'mysql://x' },
        /DATABASE_URL: must be a postgres:\/\/ URL/,
      ],
    ];
    for (const [argv, env, message] of cases) {
      const run = fakeIo({ ...target.env, ...env });
      expect(await main(argv, run.io), argv.join(' ')).toBe(1);
      if (typeof message === 'string') expect(run.err()).toBe(message);
      else expect(run.err()).toMatch(message);
    }
    expect((await users()).staff).toHaveLength(3);
  });

  it('runs in a process of its own (as npm run admin on PGlite), exiting non-zero on an error', async () => {
    const env = { ...process.env, ...target.env };
    const stdin = 'a password from a pipe\n';
    // Through npm once, as a user runs it (npm's part is the same on both databases); otherwise from the
    // bundle of the same code.
    const args = ['create', 'spawned@example.org', '--role', 'admin'];
    const ok =
      testDbKind === 'pglite'
        ? await runToEnd('npm', ['run', '--silent', 'admin', '--', ...args], { env, stdin })
        : await runBuiltCommand('admin', args, { env, stdin });
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('Added admin spawned@example.org');
    const again = await runBuiltCommand('admin', ['create', 'spawned@example.org'], { env, stdin });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('There is already a user with the e-mail spawned@example.org.');
  });
});
