// npm run bench: HTTP throughput of the content API against a bare Fastify route serving the same JSON,
// in the same run, and the durable throughput of green-fee requests. Prints a markdown table; results go
// to perf-results/bench.json (git-ignored).
//
//   npm run bench [-- --no-build] [-- --seconds=3] [-- --rounds=7] [-- --connections=100]
//
// The app runs as a child process from the build (dist/), as in production, not in-process via buildApp:
// autocannon needs a CPU of its own, and in one process the load generator and the server would share one
// event loop, so the figures would measure their contention rather than the server. The bare baseline is
// a child process too (scripts/bench-bare-server.mjs), so both sides are measured the same way. Both run
// with LOG_LEVEL=warn: request logging is a deployment choice, and would be the same cost on both sides
// only if the baseline logged too. On a 2-core machine the load generator still takes one core, so the
// absolute figures understate a dedicated server; the ratio is the meaningful one.
//
// Runs under tsx, so that the green-fee body is built by the same code the form uses (common/validation).

import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { greenfeeRequestFields } from '../common/validation/greenfeeRequest.ts';
import { formatRequestLines } from '../common/validation/requestLines.ts';
import { root } from './lib.mjs';
import { buildUnlessSkipped, snapshot, startBare, startServer, xsrfToken } from './serve-kit.mjs';

const option = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const seconds = option('seconds', 3);
const rounds = option('rounds', 7);

/** The middle value (the upper one of an even count). */
const middle = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
/** The median round by requests per second (its p99 with it). */
function median(runs) {
  const rps = middle(runs.map((run) => run.rps));
  return runs.find((run) => run.rps === rps);
}
const connections = option('connections', 100);
const GET_PATHS = ['/api/v1/websitecontent/course-status-info', '/api/v1/notifications/website'];
const GREENFEE_PATH = '/api/v1/reserve/greenfee';

/** A date n days ahead in the club's time zone, as the form sends it. */
const daysAhead = (n) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
    new Date(Date.now() + n * 86_400_000),
  );

/** The valid request of server/test/fixtures.ts (validGreenfee), as the text the form posts. */
const greenfeeBody = JSON.stringify({
  content: formatRequestLines(greenfeeRequestFields, {
    firstname: 'Ann',
    lastname: 'Peeters',
    handicap: '12,4',
    email: 'ann.peeters@example.net',
    telephone: '+32 470 12 34 56',
    adults: '2',
    juniors: '1',
    date: daysAhead(14),
    time: '10:30',
    remarks: 'A buggy, please.',
  }),
});

function load(url, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const figures = (r) => ({
  rps: r.requests.average,
  p99: r.latency.p99,
  ok: r['2xx'],
  non2xx: r.non2xx,
  statusCodes: Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
  ),
  errors: r.errors,
  timeouts: r.timeouts,
});

await buildUnlessSkipped();
const dataDir = join(snapshot(), 'data');
// Rate limiting is the server's defence against abuse; here every request comes from one client.
const app = await startServer({ RATE_LIMIT_MAX: '1000000000' });
const bare = await startBare(
  Object.fromEntries(
    await Promise.all(GET_PATHS.map(async (p) => [p, await (await fetch(app.origin + p)).text()])),
  ),
);
const rows = [];
let greenfee;
try {
  const token = await xsrfToken(app.origin);
  // What a browser sends once it has loaded a page: the cookie it was given, and the encodings it takes.
  const headers = {
    cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
    'accept-encoding': 'gzip, deflate, br',
  };
  for (const path of GET_PATHS) {
    // A short warm-up each, then bare and app back to back, so both see the same machine load.
    await load(bare.origin + path, { duration: 2, headers });
    await load(app.origin + path, { duration: 2, headers });
    // Rounds of one bare and one app run back to back, which goes first alternating: a machine shared with
    // other work (here: a virtual machine's two cores) changes speed from one run to the next, by up to a
    // fifth on the machines of 24 Nov. Each round's ratio compares two runs under the same conditions, and
    // the ratio reported is the median of the rounds', so one slow run does not decide it.
    const bareRounds = [];
    const appRounds = [];
    process.stdout.write(`GET ${path}:`);
    for (let round = 0; round < rounds; round++) {
      const measure = (origin) => load(origin + path, { headers }).then(figures);
      if (round % 2 === 0) {
        bareRounds.push(await measure(bare.origin));
        appRounds.push(await measure(app.origin));
      } else {
        appRounds.push(await measure(app.origin));
        bareRounds.push(await measure(bare.origin));
      }
      process.stdout.write(` ${round + 1}/${rounds}`);
    }
    console.log('');
    const ratios = appRounds.map((a, i) => a.rps / bareRounds[i].rps);
    rows.push({
      path,
      app: median(appRounds),
      bare: median(bareRounds),
      ratio: middle(ratios),
      ratios,
      rounds: { app: appRounds, bare: bareRounds },
    });
  }
  process.stdout.write(`POST ${GREENFEE_PATH}… `);
  greenfee = figures(
    await load(app.origin + GREENFEE_PATH, {
      duration: seconds * rounds,
      method: 'POST',
      body: greenfeeBody,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'x-xsrf-token': token,
      },
    }),
  );
  console.log('done');
} finally {
  await bare.stop();
  await app.stop();
}

// Every acknowledged request must be in the database once the server has stopped: committed before 201.
const db = await PGlite.create(join(dataDir, 'pglite'));
const stored = Number(
  (await db.query("select count(*)::int as n from booking_requests where kind = 'greenfee'")).rows[0].n,
);
await db.close();

const ms = (v) => `${v.toFixed(1)} ms`;
const rps = (v) => Math.round(v).toLocaleString('en-US');
const lines = [
  `| Endpoint | App req/s | App p99 | Bare Fastify req/s | Bare p99 | Ratio (target ≥ 0.8) | Rounds' ratios |`,
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| GET ${r.path.replace('/api/v1', '')} | ${rps(r.app.rps)} | ${ms(r.app.p99)} ${r.app.p99 <= 20 ? '✅' : '❌'} | ${rps(r.bare.rps)} | ${ms(r.bare.p99)} | ${r.ratio.toFixed(2)} ${r.ratio >= 0.8 ? '✅' : '❌'} | ${Math.min(...r.ratios).toFixed(2)}–${Math.max(...r.ratios).toFixed(2)} |`,
  ),
  '',
  '| Durable writes | req/s | p99 | acknowledged (201) | stored after stop | other answers | cut off at the end |',
  '|---|---|---|---|---|---|---|',
  `| POST ${GREENFEE_PATH.replace('/api/v1', '')} | ${rps(greenfee.rps)} | ${ms(greenfee.p99)} | ${greenfee.ok} | ${stored} ${stored >= greenfee.ok ? '✅' : '❌'} | ${greenfee.non2xx} | ${greenfee.errors + greenfee.timeouts} |`,
  '',
  `${connections} connections; GETs: ${rounds} rounds of a ${seconds} s run per side back to back, req/s and p99 of the median run, the ratio the median of the rounds' ratios; POST: one ${seconds * rounds} s run; p99 target ≤ 20 ms. Machine load (1-minute average) at the end: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`,
  '"Stored after stop" counts the green-fee requests in the database once the server has shut down: at least',
  'every acknowledged one must be there (requests still in flight when a run ends may be stored, unacknowledged).',
];
const markdown = lines.join('\n');
console.log(`\n${markdown}\n`);
mkdirSync(join(root, 'perf-results'), { recursive: true });
writeFileSync(
  join(root, 'perf-results', 'bench.json'),
  JSON.stringify(
    { date: new Date().toISOString(), connections, seconds, rounds, rows, greenfee, stored, markdown },
    null,
    2,
  ),
);
