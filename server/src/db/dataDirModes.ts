import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * DATA_DIR holds the embedded database, whose files (the WAL among them) hold e-mail addresses and
 * password hashes: they are the server's user's alone, folders 0700 and files 0600, whatever the umask
 * (docs/product.md, Faults). Every process that opens DATA_DIR (the server, the admin, backup and restore
 * commands) makes it so before it opens the database, through lockDataDir.
 */
export class DataDirAccessError extends Error {}

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Folders this process creates come out 0700 and files 0600, whatever umask it was started with. */
const PRIVATE_UMASK = 0o077;

/**
 * Sets this process's umask so that what it and PGlite create (through Node's fs) is private. A worker
 * thread may not change it; the folders' 0700 then still keep other users out, and privateTree fixes
 * the files.
 */
export function setPrivateUmask(): void {
  try {
    process.umask(PRIVATE_UMASK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_UNSUPPORTED_OPERATION') throw error;
  }
}

const problem = (dataDir: string, what: string) =>
  new DataDirAccessError(
    `DATA_DIR (${dataDir}) must be readable by the server's user only (folders 0700, files 0600), but ${what}. ` +
      'Give DATA_DIR and everything in it to the user the server runs as (chown -R), or run it as their owner.',
  );

/** Our user id; undefined where there is none (Windows), and then no ownership is checked. */
const ourUid = () => process.getuid?.();

function makePrivate(dataDir: string, path: string, stats: Stats, owner: number | undefined): void {
  if (owner !== undefined && stats.uid !== owner) {
    throw problem(dataDir, `${path} belongs to user ${stats.uid}, not to this process's user ${owner}`);
  }
  const wanted = stats.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
  if ((stats.mode & 0o7777) === wanted) return;
  try {
    chmodSync(path, wanted);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    throw problem(dataDir, `the mode of ${path} cannot be changed (${code ?? String(error)})`);
  }
}

/**
 * Makes DATA_DIR and everything under it private: creates DATA_DIR 0700 when missing, and sets folders
 * to 0700 and files to 0600. Symbolic links inside are left as they are (chmod would change their
 * target). Throws a DataDirAccessError naming DATA_DIR when a file belongs to another user or its mode
 * cannot be set. `owner` is the user that must own everything: this process's.
 */
export function privateTree(dataDir: string, owner: number | undefined = ourUid()): void {
  const top = resolve(dataDir);
  try {
    mkdirSync(top, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  } catch (error) {
    throw problem(
      dataDir,
      `it cannot be created (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
  // DATA_DIR itself may be a link to a folder elsewhere (a mounted disk): the folder it names counts.
  makePrivate(dataDir, top, statSync(top), owner);
  const folders = [top];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      let stats: Stats;
      try {
        stats = lstatSync(path);
      } catch (error) {
        // Gone meanwhile (a lock file released by its process): nothing left to protect.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      if (stats.isSymbolicLink()) continue;
      makePrivate(dataDir, path, stats, owner);
      if (stats.isDirectory()) folders.push(path);
    }
  }
}
