// npm run bench:instructions: the user-space instructions one GET of the content API costs the app and the
// bare Fastify route of `npm run bench`, counted by valgrind's callgrind. Unlike requests per second, the
// count hardly depends on the machine's speed or on what else it runs, so it shows a change of a few per
// cent that the noise of `npm run bench` hides. Needs valgrind (Debian package valgrind); takes minutes.
//
//   npm run bench:instructions [-- --no-build] [-- --requests=20000]
//
// Each server runs under callgrind with counting off; after a warm-up of the same number of requests,
// counting is on for three samples of --requests requests each. A sample counts what the process does in
// user space: the request's own work, and the garbage collection and compilation it causes, which come in
// bursts; the second figure leaves those out and is the steadier one. Kernel time (the socket writes) is not
// counted, so the figures compare the servers' own work, not their throughput.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildUnlessSkipped, startBare, startServer, xsrfToken } from './serve-kit.mjs';

const PATH = '/api/v1/websitecontent/course-status-info';
const requests = Number(process.argv.find((a) => a.startsWith('--requests='))?.split('=')[1] ?? 20_000);
const SAMPLES = 3;
/** V8's collector and compilers, by their C++ names in callgrind's report. */
const NOT_THE_REQUEST =
  /compiler::|maglev|turboshaft|Marking|Marker|Sweep|Scaveng|Heap::|HeapObject|Evacuat|Concurrent|GCTracer|Compact|IterateObjectCache|RootVisitor|RootPointer|SizeFromMap|MemoryChunk|BodyDescriptor|GraphReducer|Zone/;

if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.error('npm run bench:instructions needs valgrind (apt-get install valgrind)');
  process.exit(1);
}

// valgrind names the pipes callgrind_control talks through after HOST: the same for every process here.
process.env.HOST = '127.0.0.1';
const outDir = mkdtempSync(join(tmpdir(), 'golf-callgrind-'));
const underCallgrind = (name) => [
  'valgrind',
  '--quiet',
  '--tool=callgrind',
  '--instr-atstart=no',
  `--callgrind-out-file=${join(outDir, `${name}.out`)}`,
];

function control(pid, ...args) {
  const result = spawnSync('callgrind_control', [...args, String(pid)], { encoding: 'utf8' });
  if (result.status !== 0 || /error|failed/i.test(result.stderr + result.stdout))
    throw new Error(`callgrind_control ${args.join(' ')}: ${result.stderr}${result.stdout}`);
}

/** What a browser sends once it has loaded a page, as in `npm run bench`: its cookie, the encodings it takes. */
let headers = {};
const send = (origin, amount) =>
  new Promise((resolve, reject) =>
    autocannon({ url: origin + PATH, connections: 20, amount, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors) return reject(new Error(`${origin}: answers other than 2xx`));
      resolve();
    }),
  );

/** Instructions per request in one dump: all of them, and those outside garbage collection and compiling. */
function perRequest(file) {
  const total = Number(/^totals: (\d+)/m.exec(readFileSync(file, 'utf8'))?.[1]);
  const report = spawnSync('callgrind_annotate', ['--threshold=100', file], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).stdout;
  let excluded = 0;
  for (const line of report.split('\n')) {
    const match = /^\s*([\d,]+) \([^)]*\)\s+\S*?:(.*)$/.exec(line);
    if (match && NOT_THE_REQUEST.test(match[2])) excluded += Number(match[1].replaceAll(',', ''));
  }
  return { all: total / requests, ownWork: (total - excluded) / requests };
}

async function measure(name, server) {
  await send(server.origin, requests);
  const samples = [];
  for (let i = 1; i <= SAMPLES; i++) {
    control(server.pid, '-i', 'on');
    control(server.pid, '-z');
    await send(server.origin, requests);
    control(server.pid, '-d');
    control(server.pid, '-i', 'off');
    samples.push(perRequest(join(outDir, `${name}.out.${i}`)));
    process.stdout.write(` ${name} ${i}/${SAMPLES}`);
  }
  const middle = (key) => samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(SAMPLES / 2)];
  return { all: middle('all'), ownWork: middle('ownWork') };
}

await buildUnlessSkipped();
const rows = [];
try {
  const app = await startServer(
    { RATE_LIMIT_MAX: '1000000000' },
    { wrapper: underCallgrind('app'), readyWithinSeconds: 600 },
  );
  try {
    const body = await (await fetch(app.origin + PATH)).text();
    headers = {
      cookie: `XSRF-TOKEN=${encodeURIComponent(await xsrfToken(app.origin))}`,
      'accept-encoding': 'gzip, deflate, br',
    };
    rows.push(['App', await measure('app', app)]);
    const bare = await startBare({ [PATH]: body }, { wrapper: underCallgrind('bare') });
    try {
      rows.push(['Bare Fastify', await measure('bare', bare)]);
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const count = (v) => Math.round(v).toLocaleString('en-US');
console.log(`\n\nGET ${PATH}, median of ${SAMPLES} samples of ${requests} requests\n`);
console.log('| Server | Instructions a request | Without garbage collection and compiling |');
console.log('|---|---|---|');
for (const [name, r] of rows) console.log(`| ${name} | ${count(r.all)} | ${count(r.ownWork)} |`);
const [app, bare] = rows.map(([, r]) => r);
console.log(`\nBare / app (own work): ${(bare.ownWork / app.ownWork).toFixed(2)}`);
