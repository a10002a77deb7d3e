import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDatabase, pgliteFolder } from '../db/client';
import { lockDataDir } from '../db/dataDirLock';
import { privateTree } from '../db/dataDirModes';
import { BackupError, type BackupHeader, fileProblem, writeBackup } from './backupFile';
import { appliedMigrations, userTableCount } from './inspect';

/** PGlite writes PG_VERSION when it creates a database: without it, the folder holds none. */
const hasDatabase = (folder: string) => existsSync(join(folder, 'PG_VERSION'));

/**
 * Backs up DATA_DIR's PGlite database as PGlite's own dump of its data folder. Only one process may open
 * the folder, so this needs the server stopped (a DatabaseInUseError otherwise); with it stopped, nothing
 * changes the database while it is read. Returns the file's size.
 */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!hasDatabase(pgliteFolder(dataDir))) {
    throw new BackupError(`There is no database in ${dataDir} to back up (DATA_DIR).`);
  }
  return writeBackup(file, 'pglite', async (handle) => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    let dump: Blob;
    try {
      const client = database.pglite as PGlite;
      // Writes every change into the data files, so the dump needs no recovery from the log when loaded.
      await client.exec('checkpoint');
      dump = await client.dumpDataDir('gzip');
    } finally {
      await database.close();
    }
    await handle.write(new Uint8Array(await dump.arrayBuffer()));
  });
}

/**
 * The dump's tar, checked whole before PGlite sees it: PGlite's own unzip of a file cut short fails
 * outside any promise the caller can await, and would take the process down.
 */
function unpack(file: string, gzipped: Buffer): Buffer {
  let tar: Buffer;
  try {
    tar = gunzipSync(gzipped);
  } catch {
    throw new BackupError(`${file} is damaged or incomplete (cut short?): its PGlite dump does not unpack.`);
  }
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') {
    throw new BackupError(`${file} is damaged: its PGlite dump is not a data folder.`);
  }
  return tar;
}

export interface RestoreResult {
  /** Migrations the backup had, and the database has after the restore's migration. */
  migrations: { before: number; after: number };
}

/**
 * Restores a PGlite backup into DATA_DIR: loaded and migrated in a folder beside the database, which then
 * takes the database's place, so a backup that fails to load leaves the database as it was. Refuses a
 * database that has tables unless `force`.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  header: BackupHeader,
  force: boolean,
): Promise<RestoreResult> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw fileProblem(error, file, 'read');
  }
  const dump = new Blob([new Uint8Array(unpack(file, bytes.subarray(header.length)))]);
  const release = lockDataDir(dataDir);
  try {
    const folder = pgliteFolder(dataDir);
    if (!force && hasDatabase(folder)) {
      const existing = pgliteDatabase(await PGlite.create(folder));
      const tables = await userTableCount(existing.db).finally(() => existing.close());
      if (tables > 0) {
        throw new BackupError(
          `The database in ${dataDir} is not empty (${tables} tables); add --force to replace it with the backup.`,
        );
      }
    }
    const staging = `${folder}.restoring`;
    const replaced = `${folder}.replaced`;
    await rm(staging, { recursive: true, force: true });
    await rm(replaced, { recursive: true, force: true });
    let migrations: RestoreResult['migrations'];
    try {
      let client: PGlite;
      try {
        client = await PGlite.create({ dataDir: staging, loadDataDir: dump });
      } catch (error) {
        throw new BackupError(
          `${file} could not be loaded as a PGlite database: ${error instanceof Error ? error.message : error}`,
        );
      }
      const restored = pgliteDatabase(client);
      try {
        const before = await appliedMigrations(restored.db);
        await restored.migrate();
        migrations = { before, after: await appliedMigrations(restored.db) };
      } finally {
        await restored.close();
      }
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    if (existsSync(folder)) await rename(folder, replaced);
    await rename(staging, folder);
    await rm(replaced, { recursive: true, force: true });
    // The dump's files come out of its tar with PGlite's modes: DATA_DIR stays the server's user's alone.
    privateTree(dataDir);
    return { migrations };
  } finally {
    release();
  }
}
