// A PGlite cluster as initdb leaves it (no tables of ours), made once per PGlite version and copied into
// each fresh DATA_DIR the end-to-end servers start on (serve-e2e.mjs). initdb is most of a first start's
// cost: the three servers starting at once ran it three times, on the two cores the unit tests share
// (docs/perf-log.md, 26 Nov 2026, 17:00). The server then migrates, seeds and adds the first admin as
// npm start does on a new DATA_DIR; the bundle check still starts on a folder with nothing in it, so each
// npm test runs the whole first start once.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { root } from './lib.mjs';

const { version } = JSON.parse(
  readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
);
/** Kept between runs: a cluster made by one PGlite version is the same for every run of it. */
const cacheDir = join(root, 'node_modules', '.cache');
const CLUSTER_PREFIX = 'golf-pglite-cluster-';
const cluster = join(cacheDir, `${CLUSTER_PREFIX}${version}`);
const lock = `${cluster}.lock`;
/** A lock left by a process that died before writing its pid is taken over after this long. */
const STALE_LOCK_MS = 120_000;

const made = () => existsSync(join(cluster, 'PG_VERSION'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process that took the lock is gone, so that its lock may be taken over. */
function holderGone() {
  try {
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return false;
  } catch (error) {
    if (error.code === 'EPERM') return false;
    if (error.code === 'ENOENT') {
      try {
        return Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS;
      } catch {
        return false;
      }
    }
    return true;
  }
}

/** Makes the cluster unless it is there; servers starting at once wait for the one making it. */
async function ensureCluster() {
  while (!made()) {
    try {
      mkdirSync(lock, { recursive: false });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (holderGone()) rmSync(lock, { recursive: true, force: true });
      else await sleep(100);
      continue;
    }
    try {
      writeFileSync(join(lock, 'pid'), String(process.pid));
      if (!made()) {
        const staging = `${cluster}.${process.pid}`;
        rmSync(staging, { recursive: true, force: true });
        await (await PGlite.create(staging)).close();
        renameSync(staging, cluster);
        // Clusters of earlier PGlite versions are never used again: 40 MB each.
        for (const name of readdirSync(cacheDir)) {
          if (name.startsWith(CLUSTER_PREFIX) && join(cacheDir, name) !== cluster && !name.endsWith('.lock'))
            rmSync(join(cacheDir, name), { recursive: true, force: true });
        }
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Copies the empty cluster to `folder` (a DATA_DIR's pglite folder), which must not exist yet. */
export async function copyEmptyCluster(folder) {
  await ensureCluster();
  mkdirSync(join(folder, '..'), { recursive: true });
  cpSync(cluster, folder, { recursive: true });
}
