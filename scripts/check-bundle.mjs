// The JavaScript budget of the home page (issue 7): what a first visit to / must download before the page
// is interactive — the entry chunk, the home screen's chunk, everything they import statically and
// whatever else the page asks for (its #app-scripts and #page-scripts) — measured gzipped from the build in dist/web. Fails above the limit,
// or when admin code is in it. Run after `npm run build` (npm test does); also `npm run check:bundle`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pageScripts, root, staticChunks } from './lib.mjs';

const KB = 1024;
/** Issue 7's target. Met since the build ships on Preact's compat layer (docs/decisions/0007-preact-runtime.md):
 * react-dom 19 alone was 66 KB gzipped, Preact with compat is about 9.5 KB; React Router 7 (33.5 KB) and
 * TanStack Query (10 KB) are now the largest parts. */
export const HOME_JS_TARGET_BYTES = 100 * KB;
/** The limit the check enforces: today's size (83.8 KB on 23 Nov 2026) with a little room, so that any
 * regression fails. */
export const HOME_JS_LIMIT_BYTES = 88 * KB;

/** Manifest keys (source paths relative to web/) whose chunks home needs before it renders. */
const HOME_MODULES = ['index.html', 'src/app/pages/HomePage.tsx'];
const ADMIN_MODULE = 'src/app/admin/route.tsx';

/** Texts only the admin shows: long string values of its dictionary, none of which may ship to visitors. */
function adminMarkers() {
  const source = readFileSync(join(root, 'web/src/i18n/en/admin.ts'), 'utf8');
  return [...source.matchAll(/:\s*'([^'{}]{24,})'/g)].map((match) => match[1]).slice(0, 20);
}

function main() {
  const outDir = join(root, 'dist/web');
  const manifestPath = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

  // The page itself may load more (its route's chunks): those count too.
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const preloaded = pageScripts(html).map((url) => url.replace(/^\//, ''));
  const files = [
    ...new Set([...staticChunks(manifest, HOME_MODULES).map((chunk) => chunk.file), ...preloaded]),
  ];

  const failures = [];
  const adminFile = manifest[ADMIN_MODULE]?.file;
  if (!adminFile)
    failures.push(`the admin is no chunk of its own (${ADMIN_MODULE} missing from the manifest)`);
  const markers = adminMarkers();
  if (markers.length === 0) failures.push('no admin texts found to look for');

  let total = 0;
  let totalBrotli = 0;
  const kb = (bytes) => `${(bytes / KB).toFixed(1).padStart(6)} KB`;
  console.log('Initial JavaScript of the home page (gzip, brotli):');
  for (const file of files) {
    const code = readFileSync(join(outDir, file));
    const size = gzipSync(code, { level: 9 }).length;
    const brotli = brotliCompressSync(code).length;
    total += size;
    totalBrotli += brotli;
    console.log(`  ${kb(size)} ${kb(brotli)}  ${file}`);
    if (file === adminFile) failures.push(`the admin chunk ${file} is part of the home page`);
    const text = code.toString('utf8');
    const leaked = markers.find((marker) => text.includes(marker));
    if (leaked) failures.push(`${file} holds admin text ("${leaked}")`);
  }
  console.log(`  ${kb(total)} ${kb(totalBrotli)}  total`);
  console.log(
    `  limit ${HOME_JS_LIMIT_BYTES / KB} KB gzip; issue 7's target ${HOME_JS_TARGET_BYTES / KB} KB gzip`,
  );
  if (total > HOME_JS_TARGET_BYTES) {
    const over = ((total - HOME_JS_TARGET_BYTES) / KB).toFixed(1);
    console.log(`  (target missed by ${over} KB: see HOME_JS_TARGET_BYTES)`);
  }
  if (total > HOME_JS_LIMIT_BYTES) {
    failures.push(`home loads ${(total / KB).toFixed(1)} KB of JavaScript (gzip), over the limit`);
  }

  if (failures.length > 0) {
    for (const failure of failures) console.error(`✘ ${failure}`);
    process.exit(1);
  }
  console.log('✔ home JavaScript within the limit, no admin code in it');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
