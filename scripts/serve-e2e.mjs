// Starts the built server as `npm start` does, on a fresh data folder, for the end-to-end tests.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const dataDir = join(root, 'test-results', `e2e-data-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import(join(root, 'dist/server/server.js'));
