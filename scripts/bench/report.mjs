// The bench's verdicts and its markdown: what must hold (the run fails otherwise), the targets (marked only),
// and the tables.

import { BOOKING, ENDPOINTS, FREE_TIMES } from './load.mjs';

export const TARGETS = { freeTimesP99: 50, bookingP99: 250 };
const GROWTH_LIMIT = 1.5;
/** Arrivals started later than this (p99) mean the load generator, not the server, fell behind. */
const LATE_START_LIMIT = 50;

const ms = (v) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : Math.round(v)} ms` : '–');
const cpu = (seconds) => (Number.isFinite(seconds) ? `${seconds.toFixed(1)} s` : 'n/a');
const mark = (ok) => (ok ? '✅' : '❌');
const statuses = (s) =>
  Object.entries(s)
    .map(([status, n]) => `${n}×${status}`)
    .join(', ');

const row = (summary, label) => summary.find((r) => r.label === label);
const inOrder = (summary) =>
  [...summary].sort((a, b) => ENDPOINTS.indexOf(a.label) - ENDPOINTS.indexOf(b.label));

/** The must-holds of one database's run: each {what, ok}. */
export function mustHolds(run) {
  const overCapacity = [...run.sheet].filter(([, players]) => players > run.playersPerTime);
  const answers = [...run.minute.summary, ...run.burst.summary];
  const bookingAnswers = [row(run.minute.summary, BOOKING), row(run.burst.summary, BOOKING)];
  const otherThanBookedOrFull = bookingAnswers
    .flatMap((r) => Object.entries(r?.statuses ?? {}))
    .filter(([status]) => status !== '201' && status !== '409')
    .reduce((n, [, count]) => n + count, 0);
  const serverErrors = answers.reduce((n, row) => n + row.serverErrors, 0);
  const noAnswer = answers.reduce((n, row) => n + row.failures, 0);
  return [
    {
      what: `no tee time over capacity (${run.playersPerTime} players)${overCapacity.length ? `: ${overCapacity.map(([t, p]) => `${t} has ${p}`).join(', ')}` : ''}; on the burst's and the ceiling's Saturdays ${run.burstSheetOver} over`,
      ok: overCapacity.length === 0 && run.burstSheetOver === 0,
    },
    {
      what: `zero 5xx (${serverErrors}) and every request answered (${noAnswer} unanswered)`,
      ok: serverErrors + noAnswer === 0,
    },
    {
      what: `every booking answered 201 (booked) or 409 (full): ${otherThanBookedOrFull} other answers (a 403 or 429 means the bench did not send what a browser sends, a 400 a booking the form would not send)`,
      ok: otherThanBookedOrFull === 0,
    },
    {
      what: `every 201 stored: ${run.missing.length} of the ${run.accepted.length + run.burst.booked} returned ids missing from the database`,
      ok: run.missing.length === 0,
    },
  ];
}

export function targets(run) {
  const freeTimes = row(run.minute.summary, FREE_TIMES)?.p99 ?? Number.NaN;
  const booking = row(run.minute.summary, BOOKING)?.p99 ?? Number.NaN;
  return [
    {
      what: `free times p99 ≤ ${TARGETS.freeTimesP99} ms: ${ms(freeTimes)}`,
      ok: freeTimes <= TARGETS.freeTimesP99,
    },
    { what: `booking p99 ≤ ${TARGETS.bookingP99} ms: ${ms(booking)}`, ok: booking <= TARGETS.bookingP99 },
  ];
}

export function growthFlat(growth) {
  if (growth.length < 2) return undefined;
  const first = growth[0].http.p50;
  const worst = Math.max(...growth.map((g) => g.http.p50));
  return { ratio: worst / first, ok: worst <= first * GROWTH_LIMIT };
}

/** One database's section of the report. */
export function databaseMarkdown(run) {
  const players = [...run.sheet.values()].reduce((a, b) => a + b, 0);
  const byClock = [...run.times].sort((a, b) => a.hour * 60 + a.min - (b.hour * 60 + b.min));
  const clock = (t) => `${t.hour}:${String(t.min).padStart(2, '0')}`;
  const sheet = byClock.map((t) => run.sheet.get(clock(t)) ?? 0);
  const full = sheet.filter((p) => p === run.playersPerTime).length;
  const lines = [
    `### ${run.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    '',
    `Busiest minute: ${run.visitors} visitors and ${run.attempts} booking attempts arriving over ${run.windowSeconds} s (all done after ${run.minute.seconds.toFixed(1)} s; the load generator started arrivals late by ${ms(run.minute.lateStartP99)} at p99). CPU used meanwhile: the server ${cpu(run.minute.cpuSeconds.server)}, the load generator ${cpu(run.minute.cpuSeconds.loadGenerator)}, of the machine's ${run.cores * run.minute.seconds >= 100 ? Math.round(run.cores * run.minute.seconds) : (run.cores * run.minute.seconds).toFixed(1)} core-seconds${run.kind === 'postgres' ? " (PostgreSQL's own processes not counted)" : ''}.`,
    ...(run.minute.lateStartP99 > LATE_START_LIMIT
      ? [
          '',
          `⚠️ The load generator started visitors up to ${ms(run.minute.lateStartP99)} late (p99): the machine was too busy to keep to the schedule, so these latencies measure the machine's other work as much as the server. Rerun on a quiet machine.`,
        ]
      : []),
    '',
    '| Endpoint | requests | p50 | p95 | p99 | answers |',
    '|---|---|---|---|---|---|',
    ...inOrder(run.minute.summary).map(
      (r) =>
        `| ${r.label} | ${r.count} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${statuses(r.statuses)}${r.failures ? `, ${r.failures} unanswered` : ''} |`,
    ),
    '',
    `Bookings accepted (201): ${run.accepted.length} of ${run.attempts}, ${players} players on the ${run.times.length} busiest tee times, whose capacity is ${run.times.length * run.playersPerTime} players (${full} times full).`,
    `Players per tee time after the run: ${byClock.map((t, i) => `${clock(t)} ${sheet[i]}`).join(', ')}.`,
    '',
    `Booking throughput (${run.attempts} attempts on a fresh Saturday, ${run.concurrency} at a time): the app ${run.burst.rate.toFixed(0)} attempts/s (${run.burst.booked} booked, p99 ${ms(row(run.burst.summary, BOOKING)?.p99)}); ${run.ceiling ? `the bare transaction ${run.ceiling.rate.toFixed(0)} attempts/s (${run.ceiling.booked} booked; ${run.ceiling.how}); the app at **${(run.burst.rate / run.ceiling.rate).toFixed(2)}** of the ceiling.` : 'ceiling n/a.'}`,
    '',
    'Must hold:',
    ...mustHolds(run).map((m) => `- ${mark(m.ok)} ${m.what}`),
    '',
    'Targets:',
    ...targets(run).map((t) => `- ${mark(t.ok)} ${t.what}`),
  ];
  if (run.growth.length) {
    const flat = growthFlat(run.growth);
    lines.push(
      '',
      `Growth (past reservations seeded in SQL, then VACUUM ANALYZE; free times of the bench Saturday: 3 rounds of ${run.growth[0].http.count / 3} requests one at a time, the lowest round's p50; the two queries' execution time from EXPLAIN ANALYZE, median of 5):`,
      '',
      '| Reservations | seeding | free times p50 (HTTP) | free-times query | its plan | payment sweep query | its plan |',
      '|---|---|---|---|---|---|---|',
      ...run.growth.map(
        (g) =>
          `| ${g.rows.toLocaleString('en-US')} | ${g.seedSeconds.toFixed(1)} s | ${ms(g.http.p50)} | ${g.plans.freeTimes.ms.toFixed(2)} ms | ${g.plans.freeTimes.plan} | ${g.plans.sweep.ms.toFixed(2)} ms | ${g.plans.sweep.plan} |`,
      ),
      '',
      flat
        ? `${mark(flat.ok)} free times p50 stays within ${GROWTH_LIMIT}× of the smallest size: worst ${flat.ratio.toFixed(2)}×.`
        : '',
    );
  }
  return lines.join('\n');
}
