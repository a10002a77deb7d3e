// The JavaScript budget of the home page (docs/product.md, Speed budgets): everything a first visit to
// / loads until the network is idle — not only what its HTML names, since the page goes on to fetch more
// chunks once it has painted. Serves the build on a fresh database, opens / in headless Chromium as a phone,
// collects every script it loads from the site, and sums each file's gzip -9 size as read from dist/web (the
// same quantity as npm run perf's budget). Fails above the limit, or when admin code (its texts, its chunk, or
// a library only it needs) is among the files.
// Run after `npm run build` (npm test does); also `npm run check:bundle`.

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright-core';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };
import { CHROMIUM_LAUNCHER, ensureChromium, root } from './lib.mjs';
import { copyBuild, freePort, startServer } from './serve-kit.mjs';

const KB = 1024;
/** The budget for the home page's JavaScript, gzipped (docs/product.md, Speed budgets). */
export const HOME_JS_BUDGET_BYTES = 130 * KB;
/**
 * The limit the check enforces: the home page's size with a little room, so that a regression fails at
 * once. 157 KB on 25 Nov 2026 (154.6 KB then); 158 KB on 26 Nov 2026, when the four languages' drafts,
 * plurals and payment words brought the page to 157.0 KB, tens of bytes from the old limit; 144 KB on
 * 27 Nov 2026 (142.6 KB), when DOMPurify left the public pages and page texts left the dictionary; 137 KB
 * the same day (135.2 KB), when each language's dictionary split into a core and areas loaded by the
 * screens that use them; 122 KB the same day (120.2 KB, from 136.5), when React Router's data router gave
 * way to its declarative mode (docs/decisions/0033-declarative-router.md); 123 KB on 28 Nov 2026 (122.0 KB,
 * some 80 bytes over 122), when the app loader came to start its preloads in short tasks and the entry
 * after them (decision 0036). Lower it with every step down.
 */
export const HOME_JS_LIMIT_BYTES = 123 * KB;

const ADMIN_MODULE = 'src/app/admin/route.tsx';
/**
 * Libraries the home page must not load until the network is idle, each known by a string of its code.
 * DOMPurify: the public pages render notifications as the API answers them, sanitized by the server.
 */
const NOT_ON_HOME_LIBRARIES = [
  { name: 'DOMPurify', marker: 'SAFE_FOR_TEMPLATES' },
  // zod parses the API's answers; each page's render answers its first queries, and the schemas load with
  // the first answer the browser fetches itself (web/src/lib/api.ts SchemaSource): 25 KB gzip kept away.
  { name: 'zod', marker: '$ZodType' },
];
/** How long the page must go without asking for a script before its list counts as complete. */
const QUIET_MS = 2000;
/** A page that never stops loading scripts is measured as it stands after this long. */
const MAX_WAIT_MS = 30_000;

/**
 * Chromium's flags for measuring (the end-to-end tests use the same): no background traffic of its own
 * among the page's requests.
 */
export const CHROME_FLAGS = ['--headless', ...chromiumFlags];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Built files do not change while measured, and perf asks for the same ones on every run. */
const sizeCache = new Map();

/**
 * The gzip -9 and Brotli sizes of scripts as built, by the URL path they were served at (a query string
 * names the same file), each file once; `missing` when web root has no such file.
 */
export function scriptSizes(webRoot, urlPaths) {
  const paths = [...new Set(urlPaths.map((path) => path.split('?')[0]))];
  return paths.map((path) => {
    const file = join(webRoot, path);
    if (!sizeCache.has(file)) {
      if (!existsSync(file) || !statSync(file).isFile()) return { path, missing: true, gzip: 0, brotli: 0 };
      const code = readFileSync(file);
      sizeCache.set(file, {
        gzip: gzipSync(code, { level: 9 }).length,
        brotli: brotliCompressSync(code).length,
      });
    }
    return { path, ...sizeCache.get(file) };
  });
}

/**
 * The address the server is told: the one the build was made for when that is plain http, so that it does
 * not warn that the pages' links name another address (only links do: scripts come from where the page
 * is served); else the served origin, as an https address would make the server insist on https.
 */
function publicUrlFor(webRoot, origin) {
  const html = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const builtFor = /<link rel="canonical" href="([^"]*?)\/?"/.exec(html)?.[1];
  return builtFor?.startsWith('http://') ? builtFor : origin;
}

/**
 * Opens / as a phone does and returns the URL path of every script the page loaded from `origin` until the
 * network was idle and no script had been asked for in QUIET_MS, each once; `foreign` lists scripts from
 * elsewhere (not counted: no build holds them).
 */
async function loadedScripts(origin, chromePath) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_LAUNCHER,
    env: { ...process.env, CHROME_PATH: chromePath },
    args: CHROME_FLAGS,
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const paths = new Set();
    const foreign = new Set();
    let lastAskedAt = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') lastAskedAt = Date.now();
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url());
      if (url.origin === origin) paths.add(url.pathname);
      else foreign.add(url.href);
    });
    const started = Date.now();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    while (Date.now() - lastAskedAt < QUIET_MS && Date.now() - started < MAX_WAIT_MS) {
      await sleep(QUIET_MS - (Date.now() - lastAskedAt));
    }
    return { paths: [...paths], foreign: [...foreign] };
  } finally {
    await browser.close();
  }
}

/** Texts only the admin shows: long string values of its dictionary, none of which may ship to visitors. */
function adminMarkers(checkout) {
  const source = readFileSync(join(checkout, 'web/src/i18n/en/admin.ts'), 'utf8');
  return [...source.matchAll(/:\s*'([^'{}]{24,})'/g)].map((match) => match[1]).slice(0, 20);
}

/** What is wrong with the loaded files: admin code among them, or files the build does not hold. */
function adminAndMissingFailures(webRoot, checkout, sizes) {
  const failures = [];
  const manifestPath = join(webRoot, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return [`${manifestPath} is missing: run npm run build first`];
  const adminFile = JSON.parse(readFileSync(manifestPath, 'utf8'))[ADMIN_MODULE]?.file;
  if (!adminFile)
    failures.push(`the admin is no chunk of its own (${ADMIN_MODULE} missing from the manifest)`);
  const markers = adminMarkers(checkout);
  if (markers.length === 0) failures.push('no admin texts found to look for');
  // A marker no built script holds would find nothing anywhere: the library's code has changed.
  const scripts = readdirSync(join(webRoot, 'assets')).filter((name) => name.endsWith('.js'));
  for (const { name, marker } of NOT_ON_HOME_LIBRARIES) {
    const found = scripts.some((file) =>
      readFileSync(join(webRoot, 'assets', file), 'utf8').includes(marker),
    );
    if (!found) failures.push(`no built script holds "${marker}": find another sign of ${name}`);
  }
  for (const { path, missing } of sizes) {
    if (missing) {
      failures.push(`${path} was served but is not in ${webRoot}`);
      continue;
    }
    if (path === `/${adminFile}`) failures.push(`the admin chunk ${adminFile} is loaded by the home page`);
    const text = readFileSync(join(webRoot, path), 'utf8');
    const leaked = markers.find((marker) => text.includes(marker));
    if (leaked) failures.push(`${path} holds admin text ("${leaked}")`);
    for (const { name, marker } of NOT_ON_HOME_LIBRARIES) {
      if (text.includes(marker)) failures.push(`${path} holds ${name}, which the home page must not load`);
    }
  }
  return failures;
}

/**
 * Serves a private copy of the build (serve-kit, so that a build started meanwhile changes nothing under
 * the measurement) on a free port and a fresh database, loads its home page, and returns each script it
 * loaded with its sizes and the gzip total (see the header).
 */
async function measureHomeJavaScript() {
  const dir = mkdtempSync(join(tmpdir(), 'golf-check-bundle-'));
  try {
    copyBuild(root, dir);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const webRoot = join(dir, 'dist/web');
    const server = await startServer({ PUBLIC_URL: publicUrlFor(webRoot, origin) }, { dir, port });
    try {
      const { paths, foreign } = await loadedScripts(server.origin, await ensureChromium());
      const files = scriptSizes(webRoot, paths);
      const total = (key) => files.reduce((sum, file) => sum + file[key], 0);
      return { files, foreign, gzip: total('gzip'), brotli: total('brotli') };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

function report({ files, foreign, gzip, brotli }) {
  const kb = (bytes) => `${(bytes / KB).toFixed(1).padStart(6)} KB`;
  console.log('JavaScript the home page loads until the network is idle (gzip -9, brotli):');
  for (const file of files) console.log(`  ${kb(file.gzip)} ${kb(file.brotli)}  ${file.path}`);
  console.log(`  ${kb(gzip)} ${kb(brotli)}  total of ${files.length} files`);
  for (const url of foreign) console.log(`  (not counted, from another site: ${url})`);
  console.log(`  limit ${HOME_JS_LIMIT_BYTES / KB} KB gzip; budget ${HOME_JS_BUDGET_BYTES / KB} KB gzip`);
  if (gzip > HOME_JS_BUDGET_BYTES) {
    console.log(
      `  over the budget by ${((gzip - HOME_JS_BUDGET_BYTES) / KB).toFixed(1)} KB (docs/product.md)`,
    );
  }
}

async function main() {
  const measured = await measureHomeJavaScript();
  report(measured);

  const failures = adminAndMissingFailures(join(root, 'dist/web'), root, measured.files);
  if (measured.files.length === 0) failures.push('the home page loaded no scripts: the measurement failed');
  if (measured.gzip > HOME_JS_LIMIT_BYTES) {
    failures.push(`home loads ${(measured.gzip / KB).toFixed(1)} KB of JavaScript (gzip), over the limit`);
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(`✘ ${failure}`);
    process.exit(1);
  }
  console.log('✔ home JavaScript within the limit, no admin code in it');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`✘ ${error.message}`);
    process.exit(1);
  });
}
