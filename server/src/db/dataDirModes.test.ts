import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './dataDirLock';
import { DataDirAccessError, privateTree } from './dataDirModes';

const root = mkdtempSync(join(tmpdir(), 'golf-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const newDataDir = () => join(root, `data-${++n}`);
const modeOf = (path: string) => statSync(path).mode & 0o7777;

/** A DATA_DIR as a umask of 000 and PGlite leave it: folders 0777, files 0666. */
function looseDataDir(): string {
  const dataDir = newDataDir();
  mkdirSync(join(dataDir, 'pglite', 'pg_wal'), { recursive: true });
  writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
  writeFileSync(join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'), 'jo@example.org');
  for (const folder of [dataDir, join(dataDir, 'pglite'), join(dataDir, 'pglite', 'pg_wal')]) {
    chmodSync(folder, 0o777);
  }
  chmodSync(join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
  chmodSync(join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'), 0o666);
  return dataDir;
}

describe('DATA_DIR is the server user’s alone', () => {
  let umaskBefore = 0;
  beforeEach(() => {
    umaskBefore = process.umask(0o000);
  });
  afterEach(() => {
    process.umask(umaskBefore);
  });

  it('makes every folder 0700 and every file 0600, and leaves what a link points to alone', () => {
    const dataDir = looseDataDir();
    const outside = join(root, `outside-${n}`);
    writeFileSync(outside, 'not ours to change');
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dataDir, 'pglite', 'a-link'));

    privateTree(dataDir);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'pglite'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'pglite', 'pg_wal'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'))).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
  });

  it('creates a missing DATA_DIR 0700, its lock file 0600, and leaves this process making private files', () => {
    const dataDir = join(newDataDir(), 'nested');
    const release = lockDataDir(dataDir);
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(join(dataDir, 'pglite.lock'))).toBe(0o600);
      // As PGlite creates its files through Node's fs: the umask is 077 now.
      writeFileSync(join(dataDir, 'made-later'), 'x');
      mkdirSync(join(dataDir, 'folder-made-later'));
      expect(modeOf(join(dataDir, 'made-later'))).toBe(0o600);
      expect(modeOf(join(dataDir, 'folder-made-later'))).toBe(0o700);
    } finally {
      release();
    }
  });

  it('refuses, naming DATA_DIR, a DATA_DIR with a file of another user, and takes no lock', () => {
    const dataDir = looseDataDir();
    const someoneElse = (process.getuid?.() ?? 0) + 4242;
    expect(() => privateTree(dataDir, someoneElse)).toThrow(DataDirAccessError);
    expect(() => privateTree(dataDir, someoneElse)).toThrow(
      new RegExp(
        `^DATA_DIR \\(${dataDir}\\) must be readable by the server's user only \\(folders 0700, files 0600\\), ` +
          `but ${dataDir} belongs to user \\d+, not to this process's user ${someoneElse}\\.`,
      ),
    );
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
