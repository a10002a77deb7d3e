import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRIVATE_FILE_MODE, privateTree, setPrivateUmask } from './dataDirModes';

/**
 * PGlite checks nothing when a second process opens a data folder that another has open, and two
 * processes writing one folder corrupt it; so every process that opens DATA_DIR's PGlite (the server, the
 * admin, backup and restore commands) first takes this lock file beside it (docs/decisions/0022-backups.md).
 */
export class DatabaseInUseError extends Error {}

const lockName = 'pglite.lock';

/** The process id written in a lock file, or undefined when the file is gone or holds no id. */
function holderOf(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(dataDir: string, path: string, pid: number | undefined): DatabaseInUseError {
  if (pid === process.pid) return new DatabaseInUseError(`The database in ${dataDir} is already open.`);
  return new DatabaseInUseError(
    `The database in ${dataDir} is in use by another process${pid ? ` (pid ${pid})` : ''}, most likely the ` +
      `running server: stop it first, as only one process may open DATA_DIR at a time. If no such process ` +
      `runs, delete ${path}.`,
  );
}

/**
 * Takes DATA_DIR's lock for this process, or throws a DatabaseInUseError when a running process holds
 * it. A lock whose process has ended (a crash, a kill -9) is taken over. Returns the release.
 *
 * First DATA_DIR is made the server's user's alone (dataDirModes.ts), and so is whatever this process
 * creates from then on: a DataDirAccessError when that cannot be done.
 */
export function lockDataDir(dataDir: string): () => void {
  setPrivateUmask();
  privateTree(dataDir);
  const folder = resolve(dataDir);
  const path = join(folder, lockName);
  // Written whole under a name of its own, then linked into place: link fails when the lock exists, so
  // no other process ever reads a half-written lock file.
  const mine = join(folder, `${lockName}.${process.pid}`);
  writeFileSync(mine, `${process.pid}\n`, { mode: PRIVATE_FILE_MODE });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(mine, path);
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          process.off('exit', release);
          if (holderOf(path) === process.pid) unlinkSync(path);
        };
        // A process that exits without closing the database (process.exit on an error) leaves no lock.
        process.on('exit', release);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(path);
      if (holder !== undefined && isRunning(holder)) throw inUse(dataDir, path, holder);
      try {
        unlinkSync(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    throw inUse(dataDir, path, holderOf(path));
  } finally {
    unlinkSync(mine);
  }
}
