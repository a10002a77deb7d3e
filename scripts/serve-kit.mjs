// Shared by `npm run perf` and `npm run bench`: build under the shared lock, copy the build to a private
// folder (so a later build by someone else cannot change files under a running measurement), and run it.

import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, run, runNpm } from './lib.mjs';

export const BUILD_LOCK = '/tmp/golf-e2e.lock';

/** The port to serve on: E2E_PORT or PORT, 8302 by default (kept apart from the 8080 of npm start). */
export const port = Number(process.env.E2E_PORT || process.env.PORT || 8302);

/**
 * The address the build is made for and served at: the pages' canonical links name it (decision 0010),
 * and the server warns when the two differ.
 */
const servedUrl = process.env.PUBLIC_URL || `http://127.0.0.1:${port}`;
const buildEnv = { ...process.env, PUBLIC_URL: servedUrl };

/** Outside the repository, so that no tool of the project sees the copy (or its links) as source. */
const snapshotDir = join(tmpdir(), `golf-perf-${port}`);

/**
 * Builds unless --no-build is given, then copies dist/ to a private folder, both under the shared build
 * lock when flock exists: a build by someone else cannot then change files under a running measurement.
 * `dir` is the private folder (the snapshot by default).
 */
export async function buildUnlessSkipped(argv = process.argv, dir = snapshotDir) {
  const build = !argv.includes('--no-build');
  const hasFlock = spawnSync('sh', ['-c', 'command -v flock'], { stdio: 'ignore' }).status === 0;
  if (!hasFlock) {
    if (build) await runNpm(['run', '--silent', 'build'], { env: buildEnv });
    copyBuild(root, dir);
    return;
  }
  console.log(`${build ? 'building and copying' : 'copying'} the build under ${BUILD_LOCK}…`);
  const self = `import('${join(root, 'scripts/serve-kit.mjs')}').then((kit) => kit.copyBuild(undefined, '${dir}'))`;
  const script = `${build ? 'npm run --silent build && ' : ''}node -e "${self}"`;
  await run('flock', [BUILD_LOCK, 'sh', '-c', script], { env: buildEnv });
}

/** Copies dist/ of a checkout (this one by default) into a private folder (the snapshot by default). */
export function copyBuild(checkout = root, dir = snapshotDir) {
  if (!existsSync(join(checkout, 'dist/server/server.js')))
    throw new Error(`no build in ${join(checkout, 'dist')}: run npm run build (or perf without --no-build)`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(checkout, 'dist'), join(dir, 'dist'), { recursive: true });
}

/** The private copy of the build: its dist/web is what is served. */
export const snapshot = () => snapshotDir;

/** The copied server finds package.json, node_modules and migrations (server/) of its own checkout. */
function linkProject(dir, checkout) {
  cpSync(join(checkout, 'package.json'), join(dir, 'package.json'));
  for (const name of ['node_modules', 'server']) {
    if (!existsSync(join(dir, name))) symlinkSync(join(checkout, name), join(dir, name));
  }
}

/** Listens on the port (0: any free one) and lets it go again; the port it had, or the listen error. */
function probePort(listenPort) {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(listenPort, '127.0.0.1', () => {
      const { port: bound } = probe.address();
      probe.close(() => resolve(bound));
    });
  });
}

/** A port nobody listens on now: a measurement must not collide with a server someone else runs. */
export const freePort = () => probePort(0);

/**
 * Refuses a taken port: a server left running there (an earlier measurement's, say) would answer the
 * health check while this one exits, and the runs would measure whatever that one serves.
 */
const assertPortFree = (listenPort) =>
  probePort(listenPort).catch((error) => {
    throw error.code === 'EADDRINUSE'
      ? new Error(`port ${listenPort} is taken (a server left running?): stop it, or set E2E_PORT`)
      : error;
  });

/**
 * Starts the built server from the snapshot on a fresh database; resolves once it answers. `wrapper` runs it
 * under another program (valgrind), which may need longer than a minute to start it. `dir`, `checkout` and
 * `port` serve another copy (copyBuild(checkout, dir)) with that checkout's node_modules on another port.
 */
export async function startServer(
  env = {},
  { wrapper = [], readyWithinSeconds = 60, dir = snapshotDir, checkout = root, port: listenPort = port } = {},
) {
  await assertPortFree(listenPort);
  linkProject(dir, checkout);
  const dataDir = join(dir, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  const [command, ...args] = [...wrapper, process.execPath, join(dir, 'dist/server/server.js')];
  const child = spawn(command, args, {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: servedUrl,
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${listenPort}`;
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before answering`))),
  );
  const ready = (async () => {
    for (let i = 0; i < readyWithinSeconds * 10; i++) {
      try {
        if ((await fetch(`${origin}/api/v1/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the server did not answer on ${origin} within ${readyWithinSeconds} s`);
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => {});
  return {
    origin,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
