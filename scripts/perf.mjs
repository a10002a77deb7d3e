// npm run perf: builds, serves the build, and runs Lighthouse (mobile emulation, default simulated
// throttling) in Debian's Chromium on the main public pages, then prints a markdown table with each
// figure marked against its budget. A benchmark, not a test: it exits non-zero on a missed budget only
// with --strict. Results (a summary and each page's full Lighthouse JSON) go to perf-results/ (git-ignored).
//
//   npm run perf [-- --no-build] [-- --strict] [-- --runs N] [-- --pages /,/holes]
//
// Chromium comes from CHROME_PATH or /usr/bin/chromium; the site is served on E2E_PORT/PORT (8302).

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { pageScripts, root } from './lib.mjs';
import { buildUnlessSkipped, snapshot, startServer } from './serve-kit.mjs';

const ALL_PAGES = ['/', '/holes', '/greenfees', '/booking', '/dining-bar'];
/** --pages /,/holes measures only those of the five pages (for comparing one change quickly). */
const pagesArgument = process.argv.indexOf('--pages');
const PAGES = pagesArgument === -1 ? ALL_PAGES : process.argv[pagesArgument + 1].split(',');
if (PAGES.some((page) => !ALL_PAGES.includes(page)))
  throw new Error(`--pages takes a comma-separated list of ${ALL_PAGES.join(', ')}`);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Each figure's budget (issue 7): `ok` says whether a value meets it. */
const BUDGETS = {
  performance: { text: '≥ 95', ok: (v) => v >= 95 },
  accessibility: { text: '100', ok: (v) => v === 100 },
  'best-practices': { text: '100', ok: (v) => v === 100 },
  seo: { text: '100', ok: (v) => v === 100 },
  lcp: { text: '≤ 1.8 s', ok: (v) => v <= 1800 },
  cls: { text: '≤ 0.02', ok: (v) => v <= 0.02 },
  tbt: { text: '≤ 100 ms', ok: (v) => v <= 100 },
  jsGzip: { text: '≤ 100 KB gzip', ok: (v) => v <= 100 * 1024 },
};

const strict = process.argv.includes('--strict');
/** Lighthouse runs per page (--runs N, 3 by default): the table shows the run of median Performance. */
const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument === -1 ? 3 : Number(process.argv[runsArgument + 1]);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of at least 1');
const resultsDir = join(root, 'perf-results');

/** Starts Chromium with a debugging port and resolves with the port, read from DevToolsActivePort. */
async function launchChromium() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}; set CHROME_PATH`);
  const profile = mkdtempSync(join(tmpdir(), 'golf-lighthouse-'));
  const chrome = spawn(
    path,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 300 && !existsSync(portFile); i++) await new Promise((r) => setTimeout(r, 100));
  if (!existsSync(portFile)) throw new Error('Chromium did not open its debugging port');
  await new Promise((r) => setTimeout(r, 100));
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    // Chromium's helpers may still be writing to the profile as it exits: retry its removal, and never
    // wait on a browser that has already gone (or hangs on SIGTERM).
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          clearTimeout(hung);
          rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
          resolve();
        };
        const hung = setTimeout(() => chrome.kill('SIGKILL'), 10_000);
        if (chrome.exitCode !== null || chrome.signalCode !== null) return done();
        chrome.once('exit', done);
        chrome.kill('SIGTERM');
      }),
  };
}

const gzipSize = (webRoot, urlPath) => {
  const file = join(webRoot, urlPath);
  return existsSync(file) && statSync(file).isFile() ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};

/**
 * The page's JavaScript: `initialGzip` is what its HTML asks for before any code runs (the entry script,
 * its imports and the route's chunks), in gzip as the budget is; `transferred` is every script the page loaded while
 * Lighthouse watched, as sent (Brotli).
 */
async function jsSizes(lhr, origin, path, webRoot) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const initial = pageScripts(html);
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    initialFiles: initial,
    initialGzip: [...new Set(initial)].reduce((sum, url) => sum + gzipSize(webRoot, url), 0),
    loadedCount: scripts.length,
    transferred: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

async function summarize(path, lhr, origin, webRoot) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    js: await jsSizes(lhr, origin, path, webRoot),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
    runWarnings: lhr.runWarnings,
  };
}

const mark = (budget, value, text) => `${text} ${BUDGETS[budget].ok(value) ? '✅' : '❌'}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows) {
  const lines = [
    '| Page | Performance | Accessibility | Best Practices | SEO | LCP | CLS | TBT | Initial JS (home) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const js =
      r.path === '/'
        ? `${mark('jsGzip', r.js.initialGzip, `${kb(r.js.initialGzip)} gzip`)} (${kb(r.js.transferred)} loaded in all)`
        : '';
    lines.push(
      `| ${r.path} | ${mark('performance', r.performance, r.performance)} | ${mark('accessibility', r.accessibility, r.accessibility)} | ${mark('best-practices', r['best-practices'], r['best-practices'])} | ${mark('seo', r.seo, r.seo)} | ${mark('lcp', r.lcp, `${(r.lcp / 1000).toFixed(2)} s`)} | ${mark('cls', r.cls, r.cls.toFixed(3))} | ${mark('tbt', r.tbt, `${Math.round(r.tbt)} ms`)} | ${js} |`,
    );
  }
  const budgets = Object.entries({
    Performance: 'performance',
    Accessibility: 'accessibility',
    'Best Practices': 'best-practices',
    SEO: 'seo',
    LCP: 'lcp',
    CLS: 'cls',
    TBT: 'tbt',
    'initial JS on home': 'jsGzip',
  }).map(([name, id]) => `${name} ${BUDGETS[id].text}`);
  lines.push(
    '',
    `Budgets: ${budgets.join(', ')}. Machine load (1-minute average) at the end: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`,
  );
  return lines.join('\n');
}

function missedBudgets(rows) {
  const missed = [];
  for (const r of rows) {
    for (const id of ['performance', 'accessibility', 'best-practices', 'seo', 'lcp', 'cls', 'tbt']) {
      if (!BUDGETS[id].ok(r[id])) missed.push(`${r.path} ${id}`);
    }
    if (r.path === '/' && !BUDGETS.jsGzip.ok(r.js.initialGzip)) missed.push('/ JS');
  }
  return missed;
}

await buildUnlessSkipped();
const webRoot = join(snapshot(), 'dist/web');
const server = await startServer();
const chrome = await launchChromium();
const rows = [];
const started = new Date();
try {
  mkdirSync(resultsDir, { recursive: true });
  for (const path of PAGES) {
    const url = `${server.origin}${path}`;
    process.stdout.write(`lighthouse ${url}… `);
    const results = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      results.push(result);
    }
    // One run on a shared machine can be far off either way; the median run is what the table shows.
    const performanceOf = (result) => result.lhr.categories.performance?.score ?? 0;
    results.sort((a, b) => performanceOf(a) - performanceOf(b));
    const result = results[Math.floor((results.length - 1) / 2)];
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
    writeFileSync(join(resultsDir, `lighthouse-${name}.json`), result.report);
    const row = await summarize(path, result.lhr, server.origin, webRoot);
    rows.push(row);
    const scores = results.map((r) => Math.round(performanceOf(r) * 100)).join(', ');
    console.log(
      `${row.performance}/${row.accessibility}/${row['best-practices']}/${row.seo} (Performance of the runs: ${scores})`,
    );
  }
} finally {
  await chrome.stop();
  await server.stop();
}

const markdown = table(rows);
const missed = missedBudgets(rows);
writeFileSync(
  join(resultsDir, 'perf.json'),
  JSON.stringify({ date: started.toISOString(), pages: rows, missedBudgets: missed, markdown }, null, 2),
);
console.log(`\n${markdown}\n`);
for (const r of rows) {
  if (r.failedAudits.length) console.log(`${r.path}: failed audits: ${r.failedAudits.join(', ')}`);
}
console.log(`\nFull reports: perf-results/lighthouse-*.json; summary: perf-results/perf.json`);
if (missed.length) {
  console.log(`Missed budgets: ${missed.join(', ')}`);
  if (strict) process.exit(1);
}
