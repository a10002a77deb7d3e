// Starts the built server as `npm start` does, on a fresh data folder, for the end-to-end tests. The folder
// holds a copy of an empty PGlite cluster (empty-cluster.mjs): the server migrates and seeds it as on a
// first start, without running initdb again for each of the servers.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyEmptyCluster } from './empty-cluster.mjs';
import { root } from './lib.mjs';

const dataDir = join(root, 'test-results', `e2e-data-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });
await copyEmptyCluster(join(dataDir, 'pglite'));
process.env.DATA_DIR = dataDir;
await import(join(root, 'dist/server/server.js'));
