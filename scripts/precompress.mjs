// Writes a Brotli (.br) and a gzip (.gz) copy next to each text file of the built SPA, so the server
// sends them as they are (@fastify/static preCompressed) instead of compressing on every request.
// Runs last in `npm run build`, after anything else that writes into dist/web (such as prerendered pages).

import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { root } from './lib.mjs';

const webRoot = join(root, 'dist/web');
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
  '.map',
]);
/** Below this, the saving does not pay for the extra file and the Vary-keyed cache entry. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compressFile(path) {
  const data = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipped(data, { level: 9 }),
  ]);
  // A copy that is not smaller is left out (and an older one removed): the server then sends the file itself.
  await Promise.all([
    br.length < data.length ? writeFile(`${path}.br`, br) : rm(`${path}.br`, { force: true }),
    gz.length < data.length ? writeFile(`${path}.gz`, gz) : rm(`${path}.gz`, { force: true }),
  ]);
  return { raw: data.length, br: br.length, gz: gz.length };
}

const files = (await readdir(webRoot, { recursive: true })).map((file) => join(webRoot, file));
const candidates = [];
for (const file of files) {
  if (!TEXT.has(extname(file))) continue;
  if ((await stat(file)).size >= MIN_BYTES) candidates.push(file);
}
const totals = { raw: 0, br: 0, gz: 0 };
for (const result of await Promise.all(candidates.map(compressFile))) {
  for (const key of Object.keys(totals)) totals[key] += result[key];
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${candidates.length} files in dist/web: ${kb(totals.raw)} → ${kb(totals.br)} br, ${kb(totals.gz)} gz`,
);
