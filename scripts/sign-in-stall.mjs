// The home page's answer time while 24 sign-ins arrive at once from 24 addresses (issue 36, finding 7):
//
//   node_modules/.bin/tsx scripts/sign-in-stall.mjs [--runs=5] [--unlimited]
//
// The app runs in this process at the production hashing cost (scrypt N=2^17), on an in-memory PGlite,
// serving the built site (dist/web: `npm run build` first), on a free port. Each run sends 24 sign-ins
// (wrong passwords of a real account, each from its own X-Forwarded-For address) and, 50 ms later, GET /;
// it prints the home page's time and the medians. --unlimited builds the app with a hashing limit that never
// holds anything back (as before the limit: libuv's four threads all hashing). A measurement, not a test:
// the figures depend on the machine (docs/perf-log.md).

import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { pgliteDatabase } from '../server/src/db/client.ts';
import { seedIfEmpty } from '../server/src/db/seed.ts';
import { createStaffUser } from '../server/src/db/staff.ts';
import { createHashingLimit } from '../server/src/lib/passwords.ts';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Number(arg('runs', '5'));
const unlimited = process.argv.includes('--unlimited');
const SIGN_INS = 24;

const database = pgliteDatabase(new PGlite());
await database.migrate();
await seedIfEmpty(database.db);
const staff = { email: 'staff@example.org', password: 'a long staff password' };
await createStaffUser(database.db, { ...staff, role: 'staff' });
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', CLUB_EMAIL: 'club@example.org', RATE_LIMIT_MAX: '1000' }),
  database,
  logger: false,
  webRoot: resolve('dist/web'),
  ...(unlimited ? { hashingLimit: createHashingLimit({ concurrent: 1000, queued: 0, maxWaitMs: 1 }) } : {}),
});
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${app.server.address().port}`;
const token = 'sign-in-stall-token';

const signIn = (i) =>
  fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
      'x-forwarded-for': `10.0.${i >> 8}.${i & 255}`,
    },
    body: JSON.stringify({ email: staff.email, password: `wrong password ${i}` }),
  }).then((res) => res.status);

async function timeHome() {
  const started = performance.now();
  const res = await fetch(`${base}/`);
  await res.arrayBuffer();
  return performance.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const idle = [];
const busy = [];
for (let run = 0; run < runs; run++) {
  idle.push(await timeHome());
  const signIns = Array.from({ length: SIGN_INS }, (_, i) => signIn(run * SIGN_INS + i));
  await sleep(50);
  busy.push(await timeHome());
  const statuses = await Promise.all(signIns);
  const count = (s) => statuses.filter((x) => x === s).length;
  console.log(
    `run ${run + 1}: home ${idle.at(-1).toFixed(1)} ms idle, ${busy.at(-1).toFixed(1)} ms during the sign-ins` +
      ` (answers: ${count(401)} × 401, ${count(503)} × 503)`,
  );
  // The lockout grows with each wrong password; a fresh count for the next run.
  await database.db.execute('update staff_users set failed_logins = 0, locked_until = null');
}
console.log(
  `${unlimited ? 'no limit' : 'hashing limit'}: home page median ${median(idle).toFixed(1)} ms idle, ` +
    `${median(busy).toFixed(1)} ms during ${SIGN_INS} parallel sign-ins (${runs} runs)`,
);
await app.close();
await database.close();
