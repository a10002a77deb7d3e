import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { lstat, open, rename, rm, stat } from 'node:fs/promises';

/**
 * A backup file (docs/product.md, Backup and restore): one header line that names the kind of database it
 * came from, then that database's own dump: PGlite's data folder as a gzipped tar, or pg_dump's plain SQL.
 * The header is an SQL comment, so a PostgreSQL backup is also a script psql runs as it is.
 */

export type BackupKind = 'pglite' | 'postgres';

/** An expected problem (a missing file, the wrong kind, a database in use): one clear line, no stack. */
export class BackupError extends Error {}

const FORMAT = 1;
const HEADER = /^-- golf-club-backup kind=(pglite|postgres) format=(\d+)(?: made=(\S+))?[^\n]*\n/;
/** The header is one short line; this much of a file is read to find it. */
const HEADER_MAX = 512;

export interface BackupHeader {
  kind: BackupKind;
  /** When the backup was made (ISO 8601), as its header says. */
  made: string | undefined;
  /** The header's length in bytes: the dump starts there. */
  length: number;
}

export function headerLine(kind: BackupKind, made = new Date()): string {
  return `-- golf-club-backup kind=${kind} format=${FORMAT} made=${made.toISOString()}\n`;
}

export const kindName = (kind: BackupKind) =>
  kind === 'pglite' ? 'the embedded PGlite database (DATA_DIR)' : 'a PostgreSQL database (DATABASE_URL)';

/** A file system error as one line about `file`; anything else as it is. */
export function fileProblem(error: unknown, file: string, doing: 'read' | 'write'): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return new BackupError(
        doing === 'read' ? `No such file: ${file}.` : `Cannot write ${file}: its folder does not exist.`,
      );
    case 'EACCES':
    case 'EPERM':
      return new BackupError(`Cannot ${doing} ${file}: permission denied.`);
    case 'EISDIR':
      return new BackupError(`${file} is a folder; give the name of a backup file.`);
    case 'ENOSPC':
      return new BackupError(`Cannot write ${file}: the disk is full.`);
    case 'ELOOP':
      return new BackupError(`${file} is a symbolic link; a backup is never written through one.`);
    default:
      return error instanceof Error ? error : new Error(String(error));
  }
}

/** Reads a backup file's header; a file without one is refused. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    throw fileProblem(error, file, 'read');
  }
  try {
    const buffer = Buffer.alloc(HEADER_MAX);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_MAX, 0).catch((error: unknown) => {
      throw fileProblem(error, file, 'read');
    });
    const match = HEADER.exec(buffer.subarray(0, bytesRead).toString('latin1'));
    if (!match) throw new BackupError(`${file} is not a backup made by npm run backup.`);
    if (Number(match[2]) > FORMAT) {
      throw new BackupError(`${file} was made by a newer version of the site; update it first.`);
    }
    return { kind: match[1] as BackupKind, made: match[3], length: Buffer.byteLength(match[0], 'latin1') };
  } finally {
    await handle.close();
  }
}

/**
 * A new file, made by this call, that is not reached through a symbolic link: the backup holds people's
 * data and password hashes, and a folder others may write to (/tmp, a shared backup folder) must not let
 * them point it at a file of their choosing or read it as it is written. Readable by its owner only.
 */
const NEW_PRIVATE_FILE =
  constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

/**
 * Writes a backup beside `file` and puts it in place only once whole, so that a failed backup neither
 * leaves a truncated file that looks like one nor spoils an older backup of the same name. A symbolic
 * link at `file` is refused, and so is an existing `file.partial` (another backup being written, or one
 * that was killed): it is never written into nor followed.
 */
export async function writeBackup(
  file: string,
  kind: BackupKind,
  write: (handle: FileHandle) => Promise<void>,
): Promise<number> {
  const partial = `${file}.partial`;
  const existing = await lstat(file).catch(() => undefined);
  if (existing?.isSymbolicLink()) {
    throw new BackupError(`${file} is a symbolic link; a backup is never written through one.`);
  }
  let handle: FileHandle;
  try {
    handle = await open(partial, NEW_PRIVATE_FILE, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new BackupError(
        `${partial} exists: another backup to ${file} is being written, or one was stopped before it ` +
          'finished. Delete it once no backup runs, and try again.',
      );
    }
    throw fileProblem(error, file, 'write');
  }
  try {
    try {
      await handle.write(headerLine(kind));
      await write(handle);
      await handle.sync();
    } finally {
      await handle.close();
    }
    const { size } = await stat(partial);
    await rename(partial, file);
    return size;
  } catch (error) {
    await rm(partial, { force: true });
    throw fileProblem(error, file, 'write');
  }
}
