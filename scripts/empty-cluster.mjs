// A PGlite cluster as initdb leaves it (no tables of ours), made once per PGlite version and copied into
// each fresh DATA_DIR the end-to-end servers start on (serve-e2e.mjs). initdb is most of a first start's
// cost, and each of the three servers ran it while the unit tests kept both cores busy (docs/perf-log.md,
// 26 Nov 2026, 17:00). The server then migrates, seeds and adds the first admin as
// npm start does on a new DATA_DIR; the bundle check still starts on a folder with nothing in it, so each
// npm test runs the whole first start once.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
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
const made = () => existsSync(join(cluster, 'PG_VERSION'));

/**
 * Makes the cluster unless it is there. Playwright starts its web servers one after another, each once the
 * one before answers, so the first makes it and the others copy it. Should two processes ever make it at
 * once, each builds its own in a staging folder and the first rename wins; the other's is thrown away.
 */
async function ensureCluster() {
  if (made()) return;
  mkdirSync(cacheDir, { recursive: true });
  // Named apart from the clusters, so that removing old versions never touches a staging folder.
  const staging = join(cacheDir, `.${CLUSTER_PREFIX}${version}.${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    await (await PGlite.create(staging)).close();
    renameSync(staging, cluster);
  } catch (error) {
    if (!made()) throw error;
    return;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  // Clusters of earlier PGlite versions are never used again: 40 MB each.
  for (const name of readdirSync(cacheDir)) {
    if (name.startsWith(CLUSTER_PREFIX) && join(cacheDir, name) !== cluster)
      rmSync(join(cacheDir, name), { recursive: true, force: true });
  }
}

/** Copies the empty cluster to `folder` (a DATA_DIR's pglite folder), which must not exist yet. */
export async function copyEmptyCluster(folder) {
  await ensureCluster();
  mkdirSync(join(folder, '..'), { recursive: true });
  cpSync(cluster, folder, { recursive: true });
}
