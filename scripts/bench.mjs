// npm run bench: the club's busiest hour against the built server, on PostgreSQL and on PGlite.
//
//   npm run bench [-- --no-build] [-- --db=postgres|pglite] [-- --no-growth | --growth=1000,100000]
//                 [-- --visitors=1000] [-- --bookings=400] [-- --seconds=60]
//
// For each database: the built server (dist/server/server.js) runs as a child process on a free port, on a
// fresh database (PostgreSQL: a database bench_<pid> on BENCH_POSTGRES_URL's server, dropped afterwards;
// PGlite: a fresh DATA_DIR), with BOOKING_MODE=online and no MOLLIE_API_KEY (the built-in test checkout),
// and the default limits per client: each simulated visitor has an address of its own (bench/http.mjs).
//   1. The busiest minute, after 50 visits one by one to warm the server up: visitors browsing (the home page and its reads, then a summer Saturday's free
//      times) while players book the Saturday's busiest tee times.
//   2. The booking burst: the same attempts on a fresh Saturday, as fast as 40 open booking pages can send
//      them, against the ceiling: the app's booking transaction sent straight to the database.
//   3. Growth: 1,000, 100,000 and 1,000,000 past reservations, free times at each (--no-growth skips it).
//   4. Reports, on a database of their own: a year of 100,000 bookings and their payments (--reports=N for
//      another count, --no-reports skips it, --only-reports runs nothing else), the year's summary timed and
//      each CSV export's memory watched (bench/reports.mjs).
// Fails (exit 1) when a tee time is over capacity, on any 5xx or unanswered request, when a booking is
// answered other than 201 or 409, or when a booking answered 201 is not in the database. The latency
// targets and the growth's flatness are marked ✅/❌ without failing the run: timings depend on the machine.
//
// The load generator runs on the same machine as the server, so the two share its cores: the figures are
// those of a server with less than the whole machine. Results: perf-results/bench-<date>.json and .md.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { teeSheetConfig } from '../common/rules/teeSheet.ts';
import { pgliteCeiling, postgresCeiling } from './bench/ceiling.mjs';
import {
  countReservations,
  createPostgresDatabase,
  dropPostgresDatabase,
  hotQueryPlans,
  missingIds,
  openPglite,
  openPostgres,
  playersPerTime,
  seedPastReservations,
} from './bench/databases.mjs';
import { bookingBurst, busiestMinute, freeTimesMedian, warmUp } from './bench/load.mjs';
import { benchSaturdays, bookingAttempts, busiestTimes, seeded } from './bench/plan.mjs';
import { databaseMarkdown, mustHolds } from './bench/report.mjs';
import { measureReports, reportsMarkdown, seedReportYear } from './bench/reports.mjs';
import { root } from './lib.mjs';
import { buildUnlessSkipped, freePort, startServer } from './serve-kit.mjs';

const option = (name, fallback) => {
  const i = process.argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const arg = process.argv[i];
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : process.argv[i + 1];
};
const count = (name, fallback) => {
  const value = Number(option(name, fallback));
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
};
const dbOption = option('db', 'both');
if (!['both', 'postgres', 'pglite'].includes(dbOption)) throw new Error('--db must be postgres or pglite');
const kinds = dbOption === 'both' ? ['postgres', 'pglite'] : [dbOption];
const visitors = count('visitors', 1000);
const attemptCount = count('bookings', 400);
const windowSeconds = count('seconds', 60);
const growthOption = option('growth', undefined);
const sizesOf = (text) => {
  const sizes = text.split(',').map(Number);
  if (!sizes.every((n, i) => Number.isInteger(n) && n > 0 && n > (sizes[i - 1] ?? 0)))
    throw new Error('--growth must be rising whole numbers: --growth=1000,100000');
  return sizes;
};
const growthSizes = process.argv.includes('--no-growth')
  ? {}
  : growthOption
    ? { postgres: sizesOf(growthOption), pglite: sizesOf(growthOption) }
    : { postgres: [1_000, 100_000, 1_000_000], pglite: [1_000, 100_000, 1_000_000] };
const BURST_CONCURRENCY = 40;
const reportBookings = process.argv.includes('--no-reports') ? 0 : count('reports', 100_000);
const onlyReports = process.argv.includes('--only-reports');
const BENCH_ADMIN = { email: 'bench-admin@example.org', password: 'a long bench admin password' };

const [saturday, burstSaturday, ceilingSaturday, warmUpSaturday] = benchSaturdays();
const times = busiestTimes(saturday);
const snapshotDir = join(tmpdir(), `golf-bench-${process.pid}`);

// PUBLIC_URL stays the one the build was made for (serve-kit's), so the server does not warn that the
// pages' canonical links name another address; the bench follows no link the server makes.
async function serve(env) {
  const port = await freePort();
  return startServer(
    {
      // The built-in TEST checkout takes the payments, and production has none.
      NODE_ENV: 'test',
      BOOKING_MODE: 'online',
      MOLLIE_API_KEY: '',
      // The burst repeats the busiest minute's players, whose unpaid holds are still open.
      HOLD_LIMIT_PER_EMAIL: '1000000',
      VLINDER_BASE_URL: '',
      VLINDER_STATION_ID: '',
      SMTP_URL: '',
      ...env,
    },
    { dir: snapshotDir, port },
  );
}

/** CPU time a process has used so far (Linux: /proc; NaN elsewhere), in seconds. */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const step = (text) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${text}`);

/** Seeds up to each size in turn; `database()` is the open connection (PGlite's is reopened between sizes). */
async function seedAndMeasure(database, sizes, measureHttp) {
  const growth = [];
  let seededRows = 0;
  for (const size of sizes) {
    const started = performance.now();
    await seedPastReservations(database(), seededRows, size, saturday);
    seededRows = size;
    const seedSeconds = (performance.now() - started) / 1000;
    const plans = await hotQueryPlans(database(), saturday);
    const total = await countReservations(database());
    const http = await measureHttp();
    step(
      `${size.toLocaleString('en-US')} past reservations: seeded in ${seedSeconds.toFixed(1)} s, free times p50 ${http.p50.toFixed(1)} ms`,
    );
    growth.push({ rows: size, total, seedSeconds, plans, http });
  }
  return growth;
}

/** One database's whole run. `database` is the open connection the checks read with. */
async function benchOn(kind) {
  console.log(`\n${kind}:`);
  const random = seeded(20260704);
  const attempts = bookingAttempts(attemptCount, saturday, times, random);
  const burstAttempts = bookingAttempts(attemptCount, burstSaturday, busiestTimes(burstSaturday), seeded(7));
  const ceilingAttempts = bookingAttempts(
    attemptCount,
    ceilingSaturday,
    busiestTimes(ceilingSaturday),
    seeded(7),
  );
  // As many as it measures: PGlite's WebAssembly is compiled for speed only once it has run a while.
  const warmUpAttempts = bookingAttempts(
    attemptCount,
    warmUpSaturday,
    busiestTimes(warmUpSaturday),
    seeded(8),
  );
  const serverWarmUpAttempts = bookingAttempts(50, warmUpSaturday, busiestTimes(warmUpSaturday), seeded(9));
  const dbName = `bench_${process.pid}`;
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'golf-bench-pglite-')) : undefined;
  const url = kind === 'postgres' ? await createPostgresDatabase(dbName) : undefined;
  // Interrupted (Ctrl-C), the run still drops its database and its copy of the build; the server, in the
  // same process group, stops too.
  const dropOnInterrupt = () =>
    dropPostgresDatabase(dbName)
      .catch(() => {})
      .finally(() => {
        rmSync(snapshotDir, { recursive: true, force: true });
        process.exit(130);
      });
  if (url) process.once('SIGINT', dropOnInterrupt);
  const env = kind === 'postgres' ? { DATABASE_URL: url } : { DATABASE_URL: '', DATA_DIR: dataDir };
  let server;
  let database;
  try {
    server = await serve(env);
    step(`server on ${server.origin}; warming it up…`);
    await warmUp(server.origin, saturday, serverWarmUpAttempts);
    step('the busiest minute…');
    const cpuBefore = { bench: process.cpuUsage(), server: cpuSecondsOf(server.pid) };
    const minute = await busiestMinute(server.origin, {
      visitors,
      attempts,
      windowMs: windowSeconds * 1000,
      date: saturday,
      random,
    });
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    minute.cpuSeconds = {
      loadGenerator: (benchCpu.user + benchCpu.system) / 1e6,
      server: cpuSecondsOf(server.pid) - cpuBefore.server,
    };
    step(`booking burst…`);
    const burst = await bookingBurst(server.origin, burstAttempts, BURST_CONCURRENCY);
    let ceiling;
    if (kind === 'postgres') {
      database = await openPostgres(url);
      step('ceiling: the booking transaction straight through pg…');
      ceiling = {
        ...(await postgresCeiling(url, warmUpAttempts, ceilingAttempts, BURST_CONCURRENCY)),
        how: 'pg, a pool of 10 like the app',
      };
    } else {
      await server.stop();
      server = undefined;
      database = await openPglite(join(dataDir, 'pglite'));
      step('ceiling: the booking transaction through PGlite in this process…');
      ceiling = {
        ...(await pgliteCeiling(database.db, warmUpAttempts, ceilingAttempts, BURST_CONCURRENCY)),
        how: 'PGlite in-process',
      };
    }
    const sheet = await playersPerTime(database, saturday);
    const burstSheet = await playersPerTime(database, burstSaturday);
    const ceilingSheet = await playersPerTime(database, ceilingSaturday);
    const warmUpSheet = await playersPerTime(database, warmUpSaturday);
    const run = {
      kind,
      visitors,
      attempts: attemptCount,
      windowSeconds,
      concurrency: BURST_CONCURRENCY,
      cores: availableParallelism(),
      playersPerTime: teeSheetConfig.playersPerTime,
      saturday,
      times,
      minute: { ...minute, summary: minute.recorder.summary() },
      accepted: minute.ids,
      missing: await missingIds(database, [...minute.ids, ...burst.ids]),
      sheet,
      burstSheetOver: [burstSheet, ceilingSheet, warmUpSheet]
        .flatMap((sheet) => [...sheet.values()])
        .filter((p) => p > teeSheetConfig.playersPerTime).length,
      burst: {
        seconds: burst.seconds,
        booked: burst.ids.length,
        rate: attemptCount / burst.seconds,
        summary: burst.recorder.summary(),
      },
      ceiling: { ...ceiling, rate: attemptCount / ceiling.seconds },
      growth: [],
    };
    const sizes = growthSizes[kind] ?? [];
    if (sizes.length) {
      step('growth…');
      if (kind === 'postgres') {
        run.growth = await seedAndMeasure(
          () => database,
          sizes,
          () => freeTimesMedian(server.origin, saturday),
        );
      } else {
        // PGlite is one process's database: the bench seeds it with the server stopped, then serves it again.
        run.growth = await seedAndMeasure(
          () => database,
          sizes,
          async () => {
            await database.close();
            const again = await serve(env);
            try {
              return await freeTimesMedian(again.origin, saturday);
            } finally {
              await again.stop();
              database = await openPglite(join(dataDir, 'pglite'));
            }
          },
        );
      }
    }
    return run;
  } finally {
    await database?.close();
    await server?.stop();
    if (url) {
      process.off('SIGINT', dropOnInterrupt);
      await dropPostgresDatabase(dbName);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The reports' case on a fresh database of its own: the server migrates it and makes the admin, the bench
 * seeds the last whole year (PGlite: with the server stopped, one process at a time), then measures.
 */
async function reportsOn(kind) {
  console.log(`\n${kind}, reports:`);
  const dbName = `bench_reports_${process.pid}`;
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'golf-bench-reports-')) : undefined;
  const url = kind === 'postgres' ? await createPostgresDatabase(dbName) : undefined;
  const env = {
    ...(kind === 'postgres' ? { DATABASE_URL: url } : { DATABASE_URL: '', DATA_DIR: dataDir }),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
  const year = new Date().getUTCFullYear() - 1;
  let server;
  try {
    server = await serve(env);
    const database = kind === 'postgres' ? await openPostgres(url) : undefined;
    if (kind === 'pglite') await server.stop();
    const seeding = kind === 'pglite' ? await openPglite(join(dataDir, 'pglite')) : database;
    const started = performance.now();
    step(`seeding ${reportBookings.toLocaleString('en-US')} bookings of ${year}…`);
    await seedReportYear(seeding, year, reportBookings);
    const seedSeconds = (performance.now() - started) / 1000;
    await seeding.close();
    if (kind === 'pglite') server = await serve(env);
    step('the year’s summary and its exports…');
    const measured = await measureReports(server, BENCH_ADMIN, year);
    step(`summary p50 ${measured.summaryMs.p50.toFixed(0)} ms`);
    return { kind, count: reportBookings, seedSeconds, ...measured };
  } finally {
    await server?.stop();
    if (url) await dropPostgresDatabase(dbName);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const machine = () =>
  `${availableParallelism()} cores (${cpus()[0]?.model.trim()}), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;

await buildUnlessSkipped(process.argv, snapshotDir);
const startedAt = new Date();
const machineBefore = machine();
if (loadavg()[0] > availableParallelism())
  console.warn(
    `The machine is busy (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores): latencies will be noisy.`,
  );
const iso = (d) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
console.log(
  `Bench Saturday ${iso(saturday)}; the load generator and the server share this machine: ${machineBefore}.`,
);
const runs = [];
const reportRuns = [];
try {
  for (const kind of kinds) {
    if (!onlyReports) runs.push(await benchOn(kind));
    if (reportBookings > 0) reportRuns.push(await reportsOn(kind));
  }
} finally {
  rmSync(snapshotDir, { recursive: true, force: true });
}
const machineAfter = machine();
const markdown = [
  `## npm run bench, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `Bench Saturday ${iso(saturday)} (its ${times.length} busiest tee times booked); burst and ceiling on ${iso(burstSaturday)} and ${iso(ceilingSaturday)}.`,
  `The load generator runs on the same machine as the server and takes part of its CPU: ${machineBefore} at the start, ${machineAfter.replace(/^.*load average/, 'load average')} at the end.`,
  'Latencies are from the request written to the last byte read, through a fresh keep-alive connection pool per visitor.',
  'The default limits per client, each visitor from an address of its own; HOLD_LIMIT_PER_EMAIL raised, as the burst repeats the minute’s players.',
  '',
  ...runs.flatMap((run) => [databaseMarkdown(run), '']),
  reportsMarkdown(reportRuns),
].join('\n');
console.log(`\n${markdown}`);
mkdirSync(join(root, 'perf-results'), { recursive: true });
const file = join(root, 'perf-results', `bench-${startedAt.toISOString().slice(0, 10)}`);
const serialisable = runs.map((run) => ({
  ...run,
  sheet: Object.fromEntries(run.sheet),
  minute: {
    seconds: run.minute.seconds,
    lateStartP99: run.minute.lateStartP99,
    cpuSeconds: run.minute.cpuSeconds,
    summary: run.minute.summary,
  },
  mustHold: mustHolds(run),
}));
writeFileSync(
  `${file}.json`,
  JSON.stringify(
    { date: startedAt.toISOString(), machineBefore, machineAfter, runs: serialisable, reports: reportRuns },
    null,
    2,
  ),
);
writeFileSync(`${file}.md`, `${markdown}\n`);
console.log(`Written: ${file}.json and .md`);
const failed = runs.flatMap((run) =>
  mustHolds(run)
    .filter((m) => !m.ok)
    .map((m) => `${run.kind}: ${m.what}`),
);
if (failed.length) {
  console.error(`\nFailed:\n${failed.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
