import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { projectRoot } from '../src/lib/projectRoot';
import { testDbKind } from './helpers';

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end, collecting what it printed. */
export function runToEnd(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; stdin?: string },
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env: options.env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.on('error', reject);
    // A command that refuses at once (DATA_DIR of another user) may exit before it reads its input: the
    // pipe is then closed, and its answer is in the exit code and stderr, not in this write.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') reject(error);
    });
    child.stdin.end(options.stdin ?? '');
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The bundle of `server`, `admin` or `backup` built for this test run (builtCommandsSetup.ts). */
export const builtCommand = (name: 'server' | 'admin' | 'backup') =>
  join(inject('builtCommands'), `${name}.js`);

/** Runs `npm run admin|backup|restore` from its bundle on this Node, as the npm script would from source. */
export const runBuiltCommand = (
  name: 'admin' | 'backup',
  args: string[],
  options: { env: NodeJS.ProcessEnv; stdin?: string },
) => runToEnd(process.execPath, [builtCommand(name), ...args], options);

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the built server in a process of its own, with only PATH and `env` for its environment, and the
 * PUBLIC_URL a server in production needs (config.ts) when `env` has none.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  let output = '';
  const publicUrl = /^\d+$/.test(env.PORT ?? '') ? `http://127.0.0.1:${env.PORT}` : 'http://127.0.0.1:8080';
  const child = spawn(process.execPath, [builtCommand('server')], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', PUBLIC_URL: publicUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (d: Buffer) => {
    output += d.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return { child, output: () => output, exited };
}

/** Waits until the server answers its health check; fails with what it printed if it exits or hangs. */
export async function waitUntilHealthy(server: ServerProcess, port: number, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited before it was healthy:\n${server.output()}`);
    }
    if (Date.now() > until) throw new Error(`the server did not become healthy:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A database for a process of its own, of this project's kind: a temporary DATA_DIR, or a new database on
 * the test PostgreSQL server. `env` names it as the server's configuration does.
 *
 * `migrated` starts a DATA_DIR from a copy of the migrated and seeded template (globalSetup.ts), for tests
 * not about a first start: initdb alone costs a new folder seconds of CPU. A PostgreSQL database starts
 * empty either way; the process migrates and seeds it in a moment.
 */
export async function databaseForProcesses(
  prefix: string,
  options: { migrated?: boolean } = {},
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (testDbKind === 'postgres' && serverUrl) {
    const name = `golf_${prefix}_${randomBytes(6).toString('hex')}`;
    const onServer = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await onServer(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      drop: () => onServer(`drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), `golf-${prefix}-`));
  if (options.migrated) await cp(inject('pgliteDataDirTemplate'), dataDir, { recursive: true });
  return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}
