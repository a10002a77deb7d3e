// Bundles the server's TypeScript (and the common code it imports) into dist/server; packages stay external.

import { join } from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

await build({
  entryPoints: [join(root, 'server/src/server.ts')],
  outfile: join(root, 'dist/server/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server/server.js');
