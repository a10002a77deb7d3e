// Helpers for the npm start/test scripts. Plain Node, no dependencies: they run before `npm ci`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export const runNpm = (args, options) => run(npm, args, options);

/** The binary of the registry's `node` package installed into this node_modules folder. */
const nodeBinaryIn = (folder) =>
  join(folder, 'node', 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

/** The Node the project runs on: the registry's `node` package at the version package-lock.json locks. */
export const pinnedNode = nodeBinaryIn(join(root, 'node_modules'));

const lockedNodeVersion = () => {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const version = lock.packages?.['node_modules/node']?.version;
  if (!version)
    throw new Error('package-lock.json locks no `node` package: the project pins its Node there.');
  return version;
};

const installedNodeVersion = (folder) => {
  try {
    if (!existsSync(join(folder, 'node', 'bin'))) return null;
    return JSON.parse(readFileSync(join(folder, 'node', 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
};

/** npm's own script, to run npm on a Node of our choosing: the one `npm start` ran, else the `npm` on PATH. */
function npmCli() {
  const fromNpm = process.env.npm_execpath;
  if (fromNpm && /npm-cli\.c?js$/.test(fromNpm)) return fromNpm;
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, 'npm');
    if (existsSync(candidate)) {
      const script = realpathSync(candidate);
      if (/npm-cli\.c?js$/.test(script)) return script;
    }
  }
  throw new Error('npm not found: run `npm start` or `npm test`.');
}

/**
 * A Node at the locked version for npm to run on while it installs: the project's own when it is there,
 * else one installed alone into a scratch folder. npm checks every package's `engines` against the Node
 * it runs on, so an install run on the system's older Node would warn about packages that need a newer
 * one, although they will never run on it (docs/decisions/0016-node-pinned-as-a-dependency.md).
 */
async function nodeForInstalling(version) {
  if (installedNodeVersion(join(root, 'node_modules')) === version)
    return { node: pinnedNode, done: () => {} };
  const scratch = mkdtempSync(join(tmpdir(), 'golf-node-'));
  const done = () => rmSync(scratch, { recursive: true, force: true });
  try {
    console.log(`Installing Node ${version} to install the dependencies with…`);
    // A project of its own that approves the node package's install script, which fetches the binary.
    writeFileSync(
      join(scratch, 'package.json'),
      JSON.stringify({ private: true, allowScripts: { node: true } }),
    );
    await runNpm([
      'install',
      '--prefix',
      scratch,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node@${version}`,
    ]);
    if (installedNodeVersion(join(scratch, 'node_modules')) !== version) {
      throw new Error(`Node ${version} did not install.`);
    }
  } catch (error) {
    done();
    throw error;
  }
  return { node: nodeBinaryIn(join(scratch, 'node_modules')), done };
}

/**
 * Installs what package-lock.json says when node_modules is missing or was installed from another lock file:
 * `npm ci`, run on the pinned Node. Dev dependencies too, also when NODE_ENV=production (where npm leaves
 * them out by default): the build needs them.
 */
export async function ensureDependencies() {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.install-stamp');
  const wanted = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  const version = lockedNodeVersion();
  const installer = await nodeForInstalling(version);
  try {
    console.log(`Installing dependencies (npm ci on Node ${version})…`);
    // Install scripts (esbuild's, the node package's own) find the same Node first on PATH.
    const path = `${dirname(installer.node)}${delimiter}${process.env.PATH ?? ''}`;
    await run(installer.node, [npmCli(), 'ci', '--include=dev', '--no-audit', '--no-fund'], {
      env: { ...process.env, PATH: path },
    });
  } finally {
    installer.done();
  }
  writeFileSync(stamp, wanted);
}

const sameFile = (a, b) => {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
};

/**
 * Installs the dependencies when needed, then makes sure this script runs on the pinned Node: started on
 * another (the system's, on a fresh clone), it runs itself again on the pinned one, with node_modules/.bin
 * first on PATH as npm scripts have it, so that every child (npm, the build, the tests, the server) runs on
 * it too. Returns only on the pinned Node.
 */
export async function onPinnedNode() {
  try {
    await ensureDependencies();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const version = lockedNodeVersion();
  if (process.version === `v${version}` && sameFile(process.execPath, pinnedNode)) return;
  if (process.env.PINNED_NODE_HANDOVER === version) {
    console.error(
      `${pinnedNode} is ${process.version}, not the locked ${version}: remove node_modules and retry.`,
    );
    process.exit(1);
  }
  const bin = join(root, 'node_modules', '.bin');
  const child = spawn(pinnedNode, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    // The mark stops a second hand-over should the binary there not be the locked version.
    env: {
      ...process.env,
      PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
      PINNED_NODE_HANDOVER: version,
    },
  });
  child.on('error', (error) => {
    console.error(`Could not start the pinned Node (${pinnedNode}): ${error.message}`);
    process.exit(1);
  });
  // The terminal's Ctrl-C reaches the child too; a kill aimed at this process only is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  await new Promise(() => {});
}

/**
 * How the checks start Chromium: `scripts/chromium.sh` runs the browser at `CHROME_PATH` without the
 * right to raise its priority and without the address bar's popups (the script says why). Give it the
 * path ensureChromium resolves as CHROME_PATH in its environment.
 */
export const CHROMIUM_LAUNCHER = join(root, 'scripts', 'chromium.sh');

/** Chromium from CHROME_PATH or /usr/bin/chromium; on Debian as root it is installed when missing. Never downloaded. */
export async function ensureChromium() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROME_PATH && isRoot && existsSync('/etc/debian_version')) {
    console.log('Installing Debian chromium for the end-to-end tests…');
    // Waits for dpkg's lock rather than failing when another apt (say, the machine's own upgrades) holds it.
    const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
    await run('apt-get', [...lockWait, 'update', '-qq']);
    await run('apt-get', [...lockWait, 'install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) return path;
  }
  throw new Error(`Chromium not found at ${path}. Install Debian's chromium package or set CHROME_PATH.`);
}

/**
 * The chunks of Vite's manifest that entries need at once: the entries themselves and their static
 * imports, transitively, each once. Their `file` is the script, their `css` the stylesheets they bring.
 */
export function staticChunks(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no entry for ${key}.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]);
}
