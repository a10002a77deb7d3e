import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataDir } from './dataDirLock';

const root = mkdtempSync(join(tmpdir(), 'golf-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const newDataDir = () => join(root, `data-${++n}`);

/** A process that runs until killed, and whose id is then free. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const ended = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    pid: child.pid as number,
    stop: async () => {
      child.kill();
      await ended;
    },
  };
}

describe('the lock on DATA_DIR', () => {
  it('is taken, written with this process id, and released', () => {
    const dataDir = newDataDir();
    const release = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).toBe(`${process.pid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(
      new DatabaseInUseError(`The database in ${dataDir} is already open.`),
    );
    release();
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    lockDataDir(dataDir)();
  });

  it('is refused while another running process holds it, naming that process', async () => {
    const dataDir = newDataDir();
    const other = otherProcess();
    try {
      lockDataDir(dataDir)();
      writeFileSync(join(dataDir, 'pglite.lock'), `${other.pid}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(
        `The database in ${dataDir} is in use by another process (pid ${other.pid}), most likely the running ` +
          `server: stop it first, as only one process may open DATA_DIR at a time. If no such process runs, ` +
          `delete ${join(dataDir, 'pglite.lock')}.`,
      );
      expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).toBe(`${other.pid}\n`);
    } finally {
      await other.stop();
    }
  });

  it('is taken over from a process that ended without releasing it, or from a file without an id', async () => {
    const dataDir = newDataDir();
    const other = otherProcess();
    await other.stop();
    lockDataDir(dataDir)();
    for (const stale of [`${other.pid}\n`, '', 'not a pid']) {
      writeFileSync(join(dataDir, 'pglite.lock'), stale);
      const release = lockDataDir(dataDir);
      expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).toBe(`${process.pid}\n`);
      release();
    }
  });
});
