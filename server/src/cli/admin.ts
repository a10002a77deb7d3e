import { realpathSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { staffEmail, staffPassword, staffRole } from '../../../common/api/users';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { auditLog } from '../db/schema';
import { createStaffUser } from '../db/staff';

/**
 * `npm run admin -- create <email> [--role staff|admin]`: adds a staff account to the database the
 * server uses (DATA_DIR or DATABASE_URL), migrated first, with the same password hashing as the server.
 */

export const USAGE = `Usage: npm run admin -- create <email> [--role staff|admin]

Adds a staff account to the site's database (DATA_DIR, or DATABASE_URL when set).
The password is asked for without echo; without a terminal it is read from
ADMIN_PASSWORD, or else from the first line of standard input.`;

export interface CliIo {
  env: Record<string, string | undefined>;
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: Writable;
  stderr: Writable;
}

class CliError extends Error {}

interface CreateCommand {
  email: string;
  role: 'admin' | 'staff';
}

function parseArgs(argv: readonly string[]): CreateCommand | 'help' {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') return 'help';
  if (command !== 'create') throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  let role: string | undefined;
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg === '--role') {
      role = rest[++i];
      if (role === undefined) throw new CliError('--role needs a value: staff or admin.');
    } else if (arg.startsWith('--role=')) {
      role = arg.slice('--role='.length);
    } else if (arg.startsWith('-')) {
      throw new CliError(`Unknown option "${arg}".\n\n${USAGE}`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) throw new CliError(`Please give one e-mail address.\n\n${USAGE}`);
  const email = staffEmail.safeParse(positional[0]);
  if (!email.success) throw new CliError(`"${positional[0]}" is not a valid e-mail address.`);
  const parsedRole = staffRole.safeParse(role ?? 'staff');
  if (!parsedRole.success) throw new CliError(`Unknown role "${role}": the role must be staff or admin.`);
  return { email: email.data, role: parsedRole.data };
}

/** Reads a line from a terminal without showing it: raw mode, so nothing is echoed. */
function readHidden(io: CliIo, prompt: string): Promise<string> {
  const { stdin, stdout } = io;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new CliError('Cancelled; no user was added.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdout.write(prompt);
    stdin.setRawMode?.(true);
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** The first line of standard input (a pipe or a file). */
async function readFirstLine(stdin: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(io: CliIo): Promise<string> {
  const fromEnv = io.env.ADMIN_PASSWORD;
  let password: string;
  if (fromEnv) {
    password = fromEnv;
  } else if (io.stdin.isTTY) {
    password = await readHidden(io, 'Password: ');
    const again = await readHidden(io, 'Password again: ');
    if (again !== password) throw new CliError('The two passwords differ; no user was added.');
  } else {
    password = await readFirstLine(io.stdin);
  }
  const checked = staffPassword.safeParse(password);
  if (!checked.success) throw new CliError(checked.error.issues[0]?.message ?? 'The password is not valid.');
  return checked.data;
}

/** Runs the command; returns the exit code. Messages go to stdout, problems to stderr. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const command = parseArgs(argv);
    if (command === 'help') {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    // ADMIN_EMAIL/ADMIN_PASSWORD configure the server's first admin; here the password may come alone.
    const config = loadConfig(
      { ...io.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined },
      { purpose: 'command' },
    );
    const password = await readPassword(io);
    const database = await openDatabase(config);
    try {
      // Under the start-up lock: a server starting at this moment may be migrating the same database.
      await database.exclusively(() => database.migrate());
      const created = await database.db.transaction(async (tx) => {
        const result = await createStaffUser(tx, { email: command.email, password, role: command.role });
        if (result.ok) {
          await tx.insert(auditLog).values({
            actor: 'command line',
            action: 'user.create',
            target: `${command.email} (${command.role})`,
          });
        }
        return result.ok;
      });
      if (!created) throw new CliError(`There is already a user with the e-mail ${command.email}.`);
    } finally {
      await database.close();
    }
    io.stdout.write(
      `Added ${command.role} ${command.email} (database: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}).\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    io.stderr.write(`Could not add the user: ${error instanceof Error ? error.message : String(error)}\n`);
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
  main(process.argv.slice(2), {
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  }).then((code) => {
    process.exitCode = code;
  });
}
