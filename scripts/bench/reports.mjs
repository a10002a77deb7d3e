// The reports' case of the bench (docs/product.md, Reports): a year of 100,000 bookings and their payments,
// seeded in SQL, then the year's summary timed over HTTP (median of several) and each CSV export's memory
// (the server's peak RSS above what it held before, from /proc).

import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './http.mjs';

/**
 * Adds `count` green-fee bookings spread over `year` (and a tenth as many in the year before, which the
 * report must leave out), as the sources, states and payments of a season mix them: 70 % online (1 in 50
 * from the waiting list; 1 in 20 failed, 1 in 40 expired, 1 in 100 still open), 20 % desk, 10 % mail
 * requests; 1 in 27 canceled (and refunded in full when paid online, 1 in 3 of those within the cancel
 * deadline), 1 in 31 a no-show, 1 in 9 anonymised, 1 in 60 of the paid ones with a change's difference
 * paid. Every online booking has its payment row; ids are derived from the row number, so the run repeats.
 * A year of 100,000 is more than a sheet holds (some 256 places a day): the occupancy goes over 100 %.
 */
export async function seedReportYear({ query }, year, count) {
  const before = Math.floor(count / 10);
  await query(
    `insert into reservations (id, type, year, month, day, hour, minute, firstname, lastname, email, telephone,
        adults, juniors, price_cents, payment_state, holds_slot, hold_expires_at, payment_id, locale, source,
        arrival, canceled_at, canceled_by, refunded_cents, refund_id, waiting_list_offer_id, price_list_id,
        anonymised_at, created_at)
     select md5('report-' || i)::uuid, 'greenfee', extract(year from d)::int, extract(month from d)::int,
        extract(day from d)::int, (450 + 10 * slot) / 60, (450 + 10 * slot) % 60, 'Report', 'Player ' || i,
        'report' || i || '@example.net', '+32 470 00 00 00', party - juniors, juniors, party * 9500,
        case when src <> 'online' then null when i % 20 = 1 then 'failed' when i % 40 = 2 then 'expired'
          when i % 100 = 5 then 'open' else 'paid' end,
        canceled is null, null, case when src = 'online' then 'tst_report_' || i end, 'en', src,
        case when canceled is null and i % 31 = 7 then 'no-show' when d < current_date then 'checked-in'
          else 'expected' end,
        canceled, case when canceled is not null then (case when i % 2 = 0 then 'player' else 'club' end) end,
        null, null, case when src = 'online' and i % 50 = 3 then md5('offer-' || i)::uuid end,
        (select min(id) from price_lists), case when i % 9 = 0 then now() end, d - interval '20 days'
     from (
       select i, d, slot, party, src, juniors,
         case when i % 27 = 4 then d + make_interval(hours => 7 + slot / 6) - interval '1 hour' * (case when i % 3 = 0 then 24 else 96 end) end as canceled
       from (
         select i, ($1::int || '-01-01')::date + ((i * 7919) % 365) - (case when i > $2::int then 365 else 0 end) as d,
           (i * 31) % 64 as slot, 1 + i % 4 as party, (case when i % 7 = 0 and i % 4 > 0 then 1 else 0 end) as juniors,
           case when i % 10 < 7 then 'online' when i % 10 < 9 then 'desk' else 'request' end as src
         from generate_series(1, $2::int + $3::int) as i
       ) as base
     ) as rows`,
    [year, count, before],
  );
  // Each online booking's payment, as the checkout recorded it; refunded in full when canceled after payment.
  await query(
    `insert into reservation_payments (id, reservation_id, amount_cents, state, outcome, refund_id, refunded_cents,
        updated_at, created_at)
     select r.payment_id, r.id, r.price_cents, r.payment_state,
       case when r.payment_state <> 'paid' then null when r.canceled_at is not null then 'refunded' else 'kept' end,
       case when r.payment_state = 'paid' and r.canceled_at is not null then 're_' || r.payment_id end,
       case when r.payment_state = 'paid' and r.canceled_at is not null then r.price_cents end,
       coalesce(r.canceled_at, r.created_at + interval '5 minutes'), r.created_at
     from reservations r where r.payment_id like 'tst_report_%'`,
  );
  await query(
    `update reservations set refunded_cents = price_cents, refund_id = 're_' || payment_id
      where payment_id like 'tst_report_%' and payment_state = 'paid' and canceled_at is not null`,
  );
  // A change to a dearer time: the difference row (change_of) at the same time, its payment kept.
  await query(
    `with changed as (
       select r.* from reservations r where r.payment_id like 'tst_report_%' and r.payment_state = 'paid'
         and r.canceled_at is null and abs(hashtext(r.id::text)) % 60 = 0)
     , rows as (
       insert into reservations (id, type, year, month, day, hour, minute, firstname, lastname, adults, juniors,
          price_cents, payment_state, holds_slot, payment_id, locale, source, change_of, price_list_id, created_at)
       select md5('change-' || c.id)::uuid, 'greenfee', c.year, c.month, c.day, c.hour, c.minute, c.firstname,
          c.lastname, c.adults, c.juniors, 1000, 'paid', false, 'tst_change_' || c.id, 'en', 'online', c.id,
          c.price_list_id, c.created_at + interval '1 day'
       from changed c returning id, payment_id, created_at)
     insert into reservation_payments (id, reservation_id, amount_cents, state, outcome, updated_at, created_at)
     select payment_id, id, 1000, 'paid', 'kept', created_at, created_at from rows`,
  );
  await query('vacuum analyze reservations');
  await query('vacuum analyze reservation_payments');
}

/** The server's resident memory now and its peak since the last reset (Linux /proc), in MB; null elsewhere. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Resets the process's peak RSS to what it holds now (Linux: clear_refs 5); false when not allowed. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Summaries asked for before the timed ones. */
const WARM_UP = 3;

/** A GET as the signed-in admin; resolves with the status, the body's bytes and the time to the last byte. */
function get(origin, path, cookies, agent) {
  const url = new URL(path, origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { agent, headers: { cookie: cookies, 'accept-encoding': 'identity' } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks), ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Signs in as the bench's admin; resolves with the cookie header the next requests send. */
async function signIn(origin, credentials) {
  const token = 'bench-xsrf-token-0123456789';
  const res = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`the bench admin could not sign in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * The year's summary, `runs` times one after the other (the median and the slowest), and each export once
 * while the server's peak RSS is watched: its rise above what the server held before the export.
 */
export async function measureReports(server, credentials, year, runs = 7) {
  const cookies = await signIn(server.origin, credentials);
  const agent = new http.Agent({ keepAlive: true });
  const period = `from=${year}-01-01&to=${year}-12-31`;
  try {
    // The first answers also compile PGlite's WebAssembly for speed: the cold one is reported apart.
    const first = await get(server.origin, `/api/v1/admin/reports/summary?${period}`, cookies, agent);
    if (first.status !== 200) throw new Error(`summary answered ${first.status}: ${first.body}`);
    const summary = JSON.parse(first.body.toString());
    const times = [];
    for (let i = 0; i < WARM_UP + runs; i++) {
      const res = await get(server.origin, `/api/v1/admin/reports/summary?${period}`, cookies, agent);
      if (res.status !== 200) throw new Error(`summary answered ${res.status}`);
      if (i >= WARM_UP) times.push(res.ms);
    }
    const exports = {};
    for (const name of ['bookings', 'payments']) {
      const before = memoryOf(server.pid);
      const reset = resetPeak(server.pid);
      const res = await get(server.origin, `/api/v1/admin/reports/${name}.csv?${period}`, cookies, agent);
      if (res.status !== 200) throw new Error(`${name}.csv answered ${res.status}`);
      const after = memoryOf(server.pid);
      exports[name] = {
        ms: res.ms,
        bytes: res.body.length,
        rows: res.body.toString().split('\r\n').length - 2,
        rssBeforeMb: before?.rss ?? null,
        peakMb: reset ? (after?.peak ?? null) : null,
        peakRiseMb: reset && before && after ? after.peak - before.rss : null,
      };
    }
    return {
      year,
      rounds: summary.rounds.total,
      receivedCents: summary.money.receivedCents,
      summaryMs: { cold: first.ms, p50: percentile(times, 50), max: Math.max(...times), runs },
      exports,
    };
  } finally {
    agent.destroy();
  }
}

/** The summary's target (docs/product.md, Speed budgets): a year over 100,000 bookings in under a second. */
export const SUMMARY_TARGET_MS = 1000;

const ms = (v) => (v < 10 ? `${v.toFixed(1)} ms` : `${Math.round(v)} ms`);
const mb = (v) => (v === null ? 'n/a' : `${v.toFixed(1)} MB`);

/** The reports' section of the bench's markdown: one row per database. */
export function reportsMarkdown(results) {
  if (results.length === 0) return '';
  const [first] = results;
  return [
    `### Reports: the year ${first.year}, ${first.count.toLocaleString('en-US')} bookings (and a tenth as many the year before), seeded in SQL`,
    '',
    `The year's summary over HTTP as the signed-in admin: the first answer (cold), then ${first.summaryMs.runs} one after the other after ${WARM_UP} more (median and slowest); each export once, with the server's peak resident memory (VmHWM, reset before) above what it held before the export.`,
    '',
    '| Database | seeding | rounds | summary cold; p50 / max | bookings.csv: rows, MB, time, peak RSS rise | payments.csv: rows, MB, time, peak RSS rise |',
    '|---|---|---|---|---|---|',
    ...results.map((r) => {
      const csv = (e) =>
        `${e.rows.toLocaleString('en-US')}, ${(e.bytes / 1e6).toFixed(1)} MB, ${(e.ms / 1000).toFixed(1)} s, ${mb(e.peakRiseMb)} (of ${mb(e.rssBeforeMb)})`;
      const ok = r.summaryMs.p50 < SUMMARY_TARGET_MS;
      return `| ${r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${r.seedSeconds.toFixed(1)} s | ${r.rounds.toLocaleString('en-US')} | ${ms(r.summaryMs.cold)}; ${ms(r.summaryMs.p50)} / ${ms(r.summaryMs.max)} ${ok ? '✅' : '❌'} | ${csv(r.exports.bookings)} | ${csv(r.exports.payments)} |`;
    }),
    '',
    `Target: the summary under ${SUMMARY_TARGET_MS} ms (marked, not enforced).`,
  ].join('\n');
}
