// Helpers for the npm start/test scripts. Plain Node, no dependencies: they run before `npm ci`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** Installs what package-lock.json says when node_modules is missing or was installed from another lock file. */
export async function ensureDependencies() {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.install-stamp');
  const wanted = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  // `npm install` rather than `npm ci`: it installs the locked versions too, and npm 11's `ci` refuses
  // lock files that leave out other platforms' optional packages (Biome's), as ours do.
  console.log('Installing dependencies (npm install)…');
  await runNpm(['install', '--no-audit', '--no-fund']);
  writeFileSync(stamp, wanted);
}

/** Chromium from CHROME_PATH or /usr/bin/chromium; on Debian as root it is installed when missing. Never downloaded. */
export async function ensureChromium() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROME_PATH && isRoot && existsSync('/etc/debian_version')) {
    console.log('Installing Debian chromium for the end-to-end tests…');
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
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
