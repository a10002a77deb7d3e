import { realpathSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { BackupError, kindName, readBackupHeader } from '../backup/backupFile';
import { backupPglite, type RestoreResult, restorePglite } from '../backup/pgliteBackup';
import { backupPostgres, describeUrl, restorePostgres } from '../backup/postgresBackup';
import { ConfigError, loadConfig } from '../config';
import { DatabaseInUseError } from '../db/dataDirLock';
import { DataDirAccessError } from '../db/dataDirModes';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (docs/product.md, Backup and restore):
 * the database the server uses (DATA_DIR, or DATABASE_URL when set), with the server's configuration.
 */

export const USAGE = `Usage: npm run backup -- FILE
       npm run restore -- FILE [--force]

backup writes a backup of the site's database (DATA_DIR, or DATABASE_URL when set) to FILE.
restore loads FILE into that database, which must be empty unless --force is given (then it
replaces everything in it), and applies the migrations made since the backup.
With the embedded PGlite database (DATA_DIR), stop the server first.`;

export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: Writable;
  stderr: Writable;
}

interface Command {
  action: 'backup' | 'restore';
  file: string;
  force: boolean;
}

function parseArgs(argv: readonly string[]): Command | 'help' {
  const [action, ...rest] = argv;
  if (action !== 'backup' && action !== 'restore') {
    throw new BackupError(`Unknown command "${action ?? ''}".\n\n${USAGE}`);
  }
  if (rest.some((a) => a === '--help' || a === '-h')) return 'help';
  let force = false;
  const files: string[] = [];
  for (const arg of rest) {
    if (arg === '--force' && action === 'restore') force = true;
    else if (arg.startsWith('-')) throw new BackupError(`Unknown option "${arg}".\n\n${USAGE}`);
    else files.push(arg);
  }
  if (files.length !== 1) throw new BackupError(`Please give one backup file.\n\n${USAGE}`);
  return { action, file: files[0] as string, force };
}

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const migrationNote = ({ before, after }: RestoreResult['migrations']) =>
  after > before
    ? `applied the ${after - before} migration${after - before > 1 ? 's' : ''} made since`
    : 'it was up to date';

/** Runs the command; returns the exit code. Messages go to stdout, problems to stderr, one line each. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const action = argv[0] === 'restore' ? 'restore' : 'back up';
  try {
    const command = parseArgs(argv);
    if (command === 'help') {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    // ADMIN_EMAIL/ADMIN_PASSWORD configure the server's first admin; nothing here uses them.
    const config = loadConfig(
      { ...io.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined },
      { purpose: 'command' },
    );
    const url = config.databaseUrl;
    const target = url ? `the ${describeUrl(url)}` : `the PGlite database in ${config.dataDir}`;
    if (command.action === 'backup') {
      const bytes = url
        ? await backupPostgres(url, command.file)
        : await backupPglite(config.dataDir, command.file);
      io.stdout.write(`Backed up ${target} to ${command.file} (${size(bytes)}).\n`);
      return 0;
    }
    const header = await readBackupHeader(command.file);
    const kind = url ? 'postgres' : 'pglite';
    if (header.kind !== kind) {
      throw new BackupError(
        `${command.file} is a backup of ${kindName(header.kind)}, but the site is configured for ` +
          `${kindName(kind)}; it can only be restored into the same kind.`,
      );
    }
    const result = url
      ? await restorePostgres(url, command.file, command.force)
      : await restorePglite(config.dataDir, command.file, header, command.force);
    io.stdout.write(
      `Restored ${command.file}${header.made ? ` (made ${header.made})` : ''} into ${target}; ` +
        `${migrationNote(result.migrations)}.\n`,
    );
    return 0;
  } catch (error) {
    if (
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DatabaseInUseError ||
      error instanceof DataDirAccessError
    ) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    io.stderr.write(`Could not ${action}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

const invokedDirectly = (() => {
  try {
    return (
      process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href
    );
  } catch {
    return false;
  }
})();

if (invokedDirectly) {
  main(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr }).then(
    (code) => {
      process.exitCode = code;
    },
  );
}
