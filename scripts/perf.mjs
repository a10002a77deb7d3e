// npm run perf: builds, serves the build, and runs Lighthouse (mobile emulation, default simulated
// throttling) in Debian's Chromium on every public page (publicPagePaths of common/config/publicRoutes.ts),
// N times each, then prints a markdown table of each figure's median over the runs, marked against its
// budget (docs/product.md, Speed budgets), and Lighthouse's benchmark index of the machine. The home page's
// JavaScript is all it loads until the network is idle: every script in Lighthouse's network requests, each
// file gzipped (-9) as read from the build's dist/web — the quantity scripts/check-bundle.mjs checks. A
// benchmark, not a test: it exits non-zero on a missed budget only with --strict. Results (summaries and, per
// page, the full Lighthouse JSON of the median-Performance run) go to perf-results/ (git-ignored).
//
// --compare DIR also serves the build in DIR/dist (another checkout of this project, served as it is
// with DIR's own node_modules) and alternates runs between the two builds, A, B, A, B…, so that both are
// measured on the same machine under the same load; it then prints both tables and a side-by-side one.
//
// --as-index N measures as a machine with Lighthouse's benchmark index N would: Lighthouse's CPU slowdown
// is relative to the machine it runs on (4x by default, for a fast desktop), so its calibration (Lighthouse's
// docs/throttling.md, "Calibrating the CPU slowdown") is turned round: three runs read this machine's index,
// and every run then slows the CPU by 4 x index / N. `--as-index 1500` shows the budgets on the slowest
// machine they are set for, on a faster one.
//
// --without-scripts measures this build a second time with its scripts blocked (Lighthouse's
// blockedUrlPatterns `*.js`; the few inline bytes still run), alternating as --compare does: what the page's
// own HTML, styles, fonts and pictures cost on this machine, the floor no change to the app can go below.
//
// --explain also prints, per page and build, what Lighthouse counted in TBT in the run with the median TBT,
// by kind of work (scripts/tbt-impact.mjs): which work to cut.
//
//   tsx scripts/perf.mjs [--no-build] [--strict] [--runs N] [--pages /,/holes] [--as-index N] [--explain]
//                        [--compare DIR | --without-scripts] [--label-a NAME] [--label-b NAME]
//
// Run with tsx (the page list is TypeScript). Chromium comes from CHROME_PATH or /usr/bin/chromium. This
// build is served on E2E_PORT/PORT (8302), the compared one on the next port: its canonical links may then
// name another port, which changes none of the figures.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { publicPagePaths } from '../common/config/publicRoutes.ts';
import { CHROME_FLAGS, scriptSizes } from './check-bundle.mjs';
import { CHROMIUM_LAUNCHER, root } from './lib.mjs';
import { buildUnlessSkipped, copyBuild, port, snapshot, startServer } from './serve-kit.mjs';
import { tbtByKind } from './tbt-impact.mjs';

const ALL_PAGES = Object.values(publicPagePaths);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Each figure's budget (docs/product.md, Speed budgets): `ok` says whether a value meets it. */
const BUDGETS = {
  performance: { name: 'Performance', text: '≥ 98', ok: (v) => v >= 98 },
  accessibility: { name: 'Accessibility', text: '100', ok: (v) => v === 100 },
  'best-practices': { name: 'Best Practices', text: '100', ok: (v) => v === 100 },
  seo: { name: 'SEO', text: '100', ok: (v) => v === 100 },
  lcp: { name: 'LCP', text: '≤ 1.5 s', ok: (v) => v <= 1500 },
  cls: { name: 'CLS', text: '≤ 0.01', ok: (v) => v <= 0.01 },
  tbt: { name: 'TBT', text: '≤ 100 ms', ok: (v) => v <= 100 },
  jsGzip: { name: 'JavaScript on home', text: '≤ 130 KB gzip', ok: (v) => v <= 130 * 1024 },
};
/**
 * The slowest machine the budgets are set for (docs/product.md, Speed budgets): Lighthouse's benchmark
 * index of an ordinary 2-core machine. On a slower one, or one busy with other work, the figures are
 * printed but say less about the budgets.
 */
const MIN_BENCHMARK_INDEX = 1500;
/** The figures every page has, in table order. */
const PAGE_FIGURES = ['performance', 'accessibility', 'best-practices', 'seo', 'lcp', 'cls', 'tbt'];
const FORMAT = {
  performance: String,
  accessibility: String,
  'best-practices': String,
  seo: String,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  cls: (v) => v.toFixed(3),
  tbt: (v) => `${Math.round(v)} ms`,
};

/** The value after a flag (--runs 3), or undefined when the flag is not given. */
function option(name) {
  const i = process.argv.indexOf(name);
  if (i === -1) return undefined;
  const value = process.argv[i + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} takes a value`);
  return value;
}

/** --pages /,/holes measures only those public pages (for comparing one change quickly). */
const PAGES = option('--pages')?.split(',') ?? ALL_PAGES;
if (PAGES.some((page) => !ALL_PAGES.includes(page)))
  throw new Error(`--pages takes a comma-separated list of ${ALL_PAGES.join(', ')}`);
/** Lighthouse runs per page and build (--runs N, 3 by default): the tables show each figure's median. */
const RUNS = Number(option('--runs') ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of at least 1');
const compareDir = option('--compare') && resolve(option('--compare'));
/** --as-index N: the benchmark index to measure as (see the head of this file), or undefined. */
const AS_INDEX = option('--as-index') && Number(option('--as-index'));
if (AS_INDEX !== undefined && !(Number.isInteger(AS_INDEX) && AS_INDEX >= 100))
  throw new Error('--as-index takes a benchmark index, a whole number of at least 100');
/** Lighthouse's own CPU slowdown for mobile, which its benchmark-index brackets are calibrated against. */
const LIGHTHOUSE_CPU_SLOWDOWN = 4;
/** The CPU slowdown every run uses, and the index it was calibrated at; set by calibrate() under --as-index. */
let cpuSlowdown = LIGHTHOUSE_CPU_SLOWDOWN;
let calibratedIndex = null;
const strict = process.argv.includes('--strict');
const explain = process.argv.includes('--explain');
const withoutScripts = process.argv.includes('--without-scripts');
if (withoutScripts && compareDir)
  throw new Error('--without-scripts and --compare each add a second build: take one');
const resultsDir = join(root, 'perf-results');

/** Starts Chromium with a debugging port and resolves with the port, read from DevToolsActivePort. */
async function launchChromium() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}; set CHROME_PATH`);
  const profile = mkdtempSync(join(tmpdir(), 'golf-lighthouse-'));
  const chrome = spawn(
    CHROMIUM_LAUNCHER,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', env: { ...process.env, CHROME_PATH: path } },
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

/** The middle value (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const union = (lists) => [...new Set(lists.flat())];

/**
 * The JavaScript a run loaded until the network was idle: every Script request from the build's origin,
 * each file once, sized gzip -9 from its dist/web as the budget counts it; `transferred` is what was sent
 * (Brotli), and `unread` names scripts no file of the build holds (from elsewhere, or generated).
 */
function loadedJavaScript(lhr, build) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const own = scripts.map((item) => new URL(item.url)).filter((url) => url.origin === build.origin);
  const sizes = scriptSizes(
    build.webRoot,
    own.map((url) => url.pathname),
  );
  return {
    count: new Set(scripts.map((item) => item.url.split('?')[0])).size,
    gzip: sizes.reduce((sum, file) => sum + file.gzip, 0),
    transferred: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    unread: [
      ...scripts.map((item) => item.url).filter((url) => new URL(url).origin !== build.origin),
      ...sizes.filter((file) => file.missing).map((file) => file.path),
    ],
  };
}

/** One run's figures. */
function runFigures(lhr, build) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    js: loadedJavaScript(lhr, build),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
    runWarnings: lhr.runWarnings,
  };
}

/**
 * A page's row: each figure's median over the runs, as one run on a shared machine can be far off either
 * way and each figure on its own; failed audits and warnings of any run.
 */
function pageRow(path, runs) {
  const medianOf = (pick) => median(runs.map(pick));
  return {
    path,
    ...Object.fromEntries(PAGE_FIGURES.map((id) => [id, medianOf((run) => run[id])])),
    js: {
      count: medianOf((run) => run.js.count),
      gzip: medianOf((run) => run.js.gzip),
      transferred: medianOf((run) => run.js.transferred),
      unread: union(runs.map((run) => run.js.unread)),
    },
    runs: runs.map(({ js, failedAudits, runWarnings, tbtByKind: _kinds, ...figures }) => figures),
    // The run whose TBT is the median's (the upper of an even count), as --explain prints it.
    tbtByKind: [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)]?.tbtByKind ?? null,
    failedAudits: union(runs.map((run) => run.failedAudits)),
    runWarnings: union(runs.map((run) => run.runWarnings)),
  };
}

/** Keeps the full report of the page's median-Performance run (of an odd count; the upper of an even). */
function saveReport(build, path, results) {
  const byPerformance = [...results].sort((a, b) => a.figures.performance - b.figures.performance);
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  const file = `lighthouse-${build.prefix}${name}.json`;
  writeFileSync(join(resultsDir, file), byPerformance[Math.floor(byPerformance.length / 2)].report);
}

/** A run that Lighthouse itself could not finish (lhr.runtimeError, e.g. NO_NAVSTART under load) is retried. */
async function lighthouseRun(url, chromePort, blockedUrlPatterns = [], attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      blockedUrlPatterns,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === attempts) throw new Error(`lighthouse failed ${attempts} times on ${url}: ${error.code}`);
    process.stdout.write(`(${error.code}, again) `);
  }
}

/**
 * Under --as-index: reads this machine's benchmark index (the median of three Lighthouse runs of the first
 * page, at the default slowdown) and sets the slowdown that makes it measure as a machine of AS_INDEX.
 */
async function calibrate(origin, chromePort) {
  const indexes = [];
  for (let run = 0; run < 3; run++) {
    const { lhr } = await lighthouseRun(`${origin}${PAGES[0]}`, chromePort);
    indexes.push(lhr.environment.benchmarkIndex);
  }
  const index = Math.round(median(indexes));
  calibratedIndex = index;
  cpuSlowdown = Math.round(((LIGHTHOUSE_CPU_SLOWDOWN * index) / AS_INDEX) * 100) / 100;
  console.log(
    `benchmark index ${index} (runs: ${indexes.map(Math.round).join(', ')}): as ${AS_INDEX}, CPU slowdown ${cpuSlowdown}x`,
  );
}

/** Runs every page RUNS times per build, alternating builds run by run, and fills each build's rows. */
async function measure(builds, chromePort) {
  mkdirSync(resultsDir, { recursive: true });
  if (AS_INDEX) await calibrate(builds[0].origin, chromePort);
  for (const path of PAGES) {
    process.stdout.write(`lighthouse ${path}… `);
    const results = builds.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, build] of builds.entries()) {
        const result = await lighthouseRun(`${build.origin}${path}`, chromePort, build.blockedUrlPatterns);
        const figures = runFigures(result.lhr, build);
        if (explain) figures.tbtByKind = await tbtByKind(result);
        results[i].push({ figures, report: result.report });
      }
    }
    const summaries = builds.map((build, i) => {
      saveReport(build, path, results[i]);
      const row = pageRow(
        path,
        results[i].map((result) => result.figures),
      );
      build.rows.push(row);
      const scores = row.runs.map((run) => run.performance).join(', ');
      return `${build.label} ${row.performance}/${row.accessibility}/${row['best-practices']}/${row.seo} (Performance of the runs: ${scores})`;
    });
    console.log(summaries.join('; '));
    if (explain) {
      for (const build of builds) {
        const row = build.rows.at(-1);
        const kinds = row.tbtByKind.map(({ kind, ms }) => `${ms} ms ${kind}`).join('; ');
        console.log(`  ${build.label}, TBT ${Math.round(row.tbt)} ms: ${kinds}`);
      }
    }
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (id, value, text) => `${text} ${BUDGETS[id].ok(value) ? '✅' : '❌'}`;
/** The benchmark index of the machine: Lighthouse's median of a build's (or all builds') runs. */
const benchmarkIndex = (rows) =>
  Math.round(median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex))));

/** The page's JavaScript; only home's has a budget. */
function jsCell(row) {
  const gzip = `${kb(row.js.gzip)} gzip`;
  const rest = `(${row.js.count} files, ${kb(row.js.transferred)} sent)`;
  return `${row.path === '/' ? mark('jsGzip', row.js.gzip, gzip) : gzip} ${rest}`;
}

function table(build) {
  const lines = [
    `### ${build.label}`,
    '',
    `| Page | ${PAGE_FIGURES.map((id) => BUDGETS[id].name).join(' | ')} | JavaScript until idle |`,
    `|---|${PAGE_FIGURES.map(() => '---|').join('')}---|`,
  ];
  for (const row of build.rows) {
    const cells = PAGE_FIGURES.map((id) => mark(id, row[id], FORMAT[id](row[id])));
    lines.push(`| ${row.path} | ${cells.join(' | ')} | ${jsCell(row)} |`);
  }
  const budgets = Object.values(BUDGETS).map((budget) => `${budget.name} ${budget.text}`);
  lines.push(
    '',
    `Medians of ${RUNS} run${RUNS === 1 ? '' : 's'} per page. Budgets: ${budgets.join(', ')}. ` +
      `Benchmark index: ${benchmarkIndex(build.rows)}${indexNote(benchmarkIndex(build.rows))}.`,
  );
  return lines.join('\n');
}

/** Said after the benchmark index: how it was measured as another, or that it is below the budgets' one. */
const indexNote = (index) => {
  if (AS_INDEX)
    return `, measured as ${AS_INDEX} (CPU slowdown ${cpuSlowdown}x = ${LIGHTHOUSE_CPU_SLOWDOWN}x × ${calibratedIndex} / ${AS_INDEX}, calibrated before the runs)`;
  return index < MIN_BENCHMARK_INDEX
    ? ` (below ${MIN_BENCHMARK_INDEX}: slower than the budgets are set for)`
    : '';
};

/** Two builds' summaries side by side: Page | Perf A / B | LCP A / B | CLS A / B | TBT A / B, then home's JavaScript. */
function sideBySide(a, b) {
  const pair = (id, rowA, rowB) => `${FORMAT[id](rowA[id])} / ${FORMAT[id](rowB[id])}`;
  const lines = [
    `### ${a.label} (A) / ${b.label} (B)`,
    '',
    '| Page | Perf A / B | LCP A / B | CLS A / B | TBT A / B |',
    '|---|---|---|---|---|',
  ];
  for (const rowA of a.pages) {
    const rowB = b.pages.find((row) => row.path === rowA.path);
    const cells = ['performance', 'lcp', 'cls', 'tbt'].map((id) => pair(id, rowA, rowB));
    lines.push(`| ${rowA.path} | ${cells.join(' | ')} |`);
  }
  const homeA = a.pages.find((row) => row.path === '/');
  const homeB = b.pages.find((row) => row.path === '/');
  if (homeA && homeB) {
    lines.push('', `Home JavaScript (gzip, until idle) A / B: ${kb(homeA.js.gzip)} / ${kb(homeB.js.gzip)}.`);
  }
  const index = benchmarkIndex([...a.pages, ...b.pages]);
  lines.push(`Runs alternated A, B; benchmark index over all runs: ${index}${indexNote(index)}.`);
  return lines.join('\n');
}

function missedBudgets(rows) {
  const missed = [];
  for (const row of rows) {
    for (const id of PAGE_FIGURES) if (!BUDGETS[id].ok(row[id])) missed.push(`${row.path} ${id}`);
    if (row.path === '/' && !BUDGETS.jsGzip.ok(row.js.gzip)) missed.push('/ JavaScript');
  }
  return missed;
}

/** Copies and serves the other checkout's build on the next port, with its own node_modules and data. */
async function startCompareServer() {
  const dir = join(tmpdir(), `golf-perf-compare-${port + 1}`);
  copyBuild(compareDir, dir);
  const server = await startServer(
    { PUBLIC_URL: `http://127.0.0.1:${port + 1}` },
    { dir, checkout: compareDir, port: port + 1 },
  );
  return { server, dir };
}

/** Serves the builds and measures them, stopping everything it started even when a run fails. */
async function serveAndMeasure(builds) {
  const cleanups = [];
  try {
    const server = await startServer();
    cleanups.push(() => server.stop());
    builds[0].origin = server.origin;
    if (compareDir) {
      const compare = await startCompareServer();
      cleanups.push(async () => {
        await compare.server.stop();
        rmSync(compare.dir, { recursive: true, force: true });
      });
      builds[1].origin = compare.server.origin;
      builds[1].webRoot = join(compare.dir, 'dist/web');
    }
    if (withoutScripts) {
      builds[1].origin = server.origin;
      builds[1].webRoot = builds[0].webRoot;
    }
    const chrome = await launchChromium();
    cleanups.push(() => chrome.stop());
    await measure(builds, chrome.port);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

function summary(build) {
  const markdown = table(build);
  return {
    label: build.label,
    benchmarkIndex: benchmarkIndex(build.rows),
    pages: build.rows,
    missedBudgets: missedBudgets(build.rows),
    markdown,
  };
}

function printFailedAudits(build) {
  for (const row of build.rows) {
    if (row.failedAudits.length)
      console.log(`${build.label} ${row.path}: failed audits: ${row.failedAudits.join(', ')}`);
    if (row.js.unread.length)
      console.log(`${build.label} ${row.path}: scripts not counted: ${row.js.unread.join(', ')}`);
  }
}

/**
 * Writes perf.json (this build) and, when comparing, perf-compare.json (both builds and the side-by-side
 * table); returns the markdown to print.
 */
function writeResults(started, a, b) {
  const load = `Machine load (1-minute average) at the end: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`;
  const common = {
    date: started.toISOString(),
    runs: RUNS,
    machineLoad: loadavg()[0],
    cpuSlowdown,
    asBenchmarkIndex: AS_INDEX ?? null,
    calibratedIndex,
  };
  writeFileSync(
    join(resultsDir, 'perf.json'),
    JSON.stringify({ ...common, ...a, markdown: `${a.markdown}\n\n${load}` }, null, 2),
  );
  if (!b) return `${a.markdown}\n\n${load}`;
  const markdown = [a.markdown, b.markdown, sideBySide(a, b), load].join('\n\n');
  const allRows = [...a.pages, ...b.pages];
  writeFileSync(
    join(resultsDir, 'perf-compare.json'),
    JSON.stringify(
      { ...common, compareDir, benchmarkIndex: benchmarkIndex(allRows), a, b, markdown },
      null,
      2,
    ),
  );
  return markdown;
}

const builds = [{ label: option('--label-a') ?? 'this build', prefix: '', rows: [] }];
if (compareDir) {
  if (!existsSync(join(compareDir, 'dist/server/server.js')))
    throw new Error(`no build in ${compareDir}/dist`);
  builds.push({ label: option('--label-b') ?? 'compare', prefix: 'compare-', rows: [] });
}
if (withoutScripts) {
  const label = option('--label-b') ?? 'scripts blocked';
  builds.push({ label, prefix: 'without-scripts-', rows: [], blockedUrlPatterns: ['*.js'] });
}
await buildUnlessSkipped();
builds[0].webRoot = join(snapshot(), 'dist/web');
const started = new Date();
await serveAndMeasure(builds);

const [a, b] = builds.map(summary);
const markdown = writeResults(started, a, b);
console.log(`\n${markdown}\n`);
for (const build of builds) printFailedAudits(build);
console.log(
  `\nFull reports: perf-results/lighthouse-*.json; summary: perf-results/perf.json${b ? ' and perf-compare.json' : ''}`,
);
if (a.missedBudgets.length) {
  console.log(`Missed budgets (${a.label}): ${a.missedBudgets.join(', ')}`);
  if (strict) process.exit(1);
}
