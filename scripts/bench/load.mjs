// The load: the busiest minute (visitors browsing while others book) and the booking burst that measures
// the app's booking throughput. Open model: each visitor starts at its arrival time whether or not the
// server has answered the earlier ones, as people do.

import { performance } from 'node:perf_hooks';
import { XSRF_COOKIE, XSRF_HEADER } from '../../common/api/paths.ts';
import { percentile, Recorder, sleep, Visitor } from './http.mjs';
import { arrivals } from './plan.mjs';

const API = '/api/v1';

/** What the home page asks the API for on its first screen (web/src/features/*\/api, HomeHero and HomePage). */
export const HOME_READS = [
  '/websitecontent/home-page-header-image',
  '/websitecontent/course-status-info',
  '/websitecontent/course-status',
  '/websitecontent/vlinder',
  '/notifications/website',
];

export const FREE_TIMES = 'GET /reservations/freeslots';
export const BOOKING = 'POST /reservations/website';

/** The report's order: what a visit asks for, in the order it asks. */
export const ENDPOINTS = [
  'GET / (page)',
  ...HOME_READS.map((path) => `GET ${path}`),
  'GET /booking (page)',
  'GET /booking/mode',
  FREE_TIMES,
  BOOKING,
];

const freeTimesPath = (date, players) =>
  `${API}/reservations/freeslots/greenfee/${date.year}/${date.month}/${date.day}?players=${players}`;

/** The booking page as a browser opens it: the page (which hands out the cross-site cookie), its mode, the free times. */
async function openBookingPage(visitor, date, players) {
  await visitor.request('GET /booking (page)', '/booking');
  await visitor.request('GET /booking/mode', `${API}/booking/mode`);
  await visitor.request(FREE_TIMES, freeTimesPath(date, players));
}

/** Books as the SPA does (web/src/lib/api.ts): the cookie's token copied into the header. */
async function postBooking(visitor, booking) {
  const token = decodeURIComponent(visitor.cookies.get(XSRF_COOKIE) ?? '');
  const answer = await visitor.request(BOOKING, `${API}/reservations/website`, {
    method: 'POST',
    json: booking,
    headers: { [XSRF_HEADER.toLowerCase()]: token, 'accept-encoding': 'identity' },
  });
  return answer?.status === 201 ? JSON.parse(answer.body).id : undefined;
}

/** A visitor: the home page and its reads, a moment to look, then the Saturday's free times. */
async function browse(origin, recorder, date, random) {
  const visitor = new Visitor(origin, recorder);
  const players = 1 + Math.floor(random() * 4);
  const lookMs = 1000 + random() * 3000;
  try {
    await visitor.request('GET / (page)', '/');
    await Promise.all(HOME_READS.map((path) => visitor.request(`GET ${path}`, API + path)));
    await sleep(lookMs);
    await openBookingPage(visitor, date, players);
  } finally {
    visitor.leave();
  }
}

/** A player who books: the booking page, then the booking form sent for the time they want. */
async function bookOnce(origin, recorder, booking) {
  const visitor = new Visitor(origin, recorder);
  try {
    await openBookingPage(visitor, booking, booking.adults + booking.juniors);
    return await postBooking(visitor, booking);
  } finally {
    visitor.leave();
  }
}

/**
 * Warms a server just started, as the club's has been running long before its busiest minute: visits one
 * after another, each with a booking of `bookings` (on a Saturday of their own), answers discarded.
 */
export async function warmUp(origin, date, bookings) {
  const recorder = new Recorder();
  for (const booking of bookings) {
    const visitor = new Visitor(origin, recorder);
    try {
      await visitor.request('page', '/');
      await Promise.all(HOME_READS.map((path) => visitor.request(path, API + path)));
      await openBookingPage(visitor, date, 1);
      await postBooking(visitor, booking);
    } finally {
      visitor.leave();
    }
  }
}

/**
 * The busiest minute: `visitors` browsing and `attempts.length` bookings arriving over `windowMs`.
 * Resolves with the recorder, the ids of the accepted bookings, and how late the generator started arrivals
 * (a late start means the load generator, not the server, was the bottleneck).
 */
export async function busiestMinute(origin, { visitors, attempts, windowMs, date, random }) {
  const recorder = new Recorder();
  const ids = [];
  const lateness = [];
  const starts = [
    ...arrivals(visitors, windowMs, random).map((at) => ({
      at,
      run: () => browse(origin, recorder, date, random),
    })),
    ...arrivals(attempts.length, windowMs, random).map((at, i) => ({
      at,
      run: async () => {
        const id = await bookOnce(origin, recorder, attempts[i]);
        if (id) ids.push(id);
      },
    })),
  ].sort((a, b) => a.at - b.at);
  const started = performance.now();
  const running = [];
  for (const start of starts) {
    await sleep(start.at - (performance.now() - started));
    lateness.push(performance.now() - started - start.at);
    running.push(start.run());
  }
  await Promise.all(running);
  return {
    recorder,
    ids,
    seconds: (performance.now() - started) / 1000,
    lateStartP99: percentile(lateness, 99),
  };
}

/**
 * The booking burst: the attempts sent as fast as `concurrency` players with a page open can send them,
 * each player's booking page already loaded. Resolves with {seconds, ids (of the 201s), recorder}.
 */
export async function bookingBurst(origin, attempts, concurrency) {
  const recorder = new Recorder();
  const players = await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const visitor = new Visitor(origin, new Recorder());
      await visitor.request('page', '/booking');
      visitor.recorder = recorder;
      return visitor;
    }),
  );
  let next = 0;
  const ids = [];
  const started = performance.now();
  await Promise.all(
    players.map(async (visitor) => {
      while (next < attempts.length) {
        // Each attempt is another player's: the open pages stand for the connections they arrive on.
        visitor.takeNewAddress();
        const id = await postBooking(visitor, attempts[next++]);
        if (id) ids.push(id);
      }
      visitor.leave();
    }),
  );
  return { seconds: (performance.now() - started) / 1000, ids, recorder };
}

/**
 * Free-times p50 for the growth runs: rounds of `count` requests one after another, after a warm-up, and
 * the lowest round's p50 (work of other processes on the machine only ever slows a round down).
 */
export async function freeTimesMedian(origin, date, { rounds = 3, count = 200 } = {}) {
  const visitor = new Visitor(origin, new Recorder());
  const results = [];
  try {
    // A server just started (PGlite's, between sizes) compiles its hot paths over the first few hundred.
    for (let i = 0; i < 200; i++) await visitor.request('warm-up', freeTimesPath(date, 1));
    for (let round = 0; round < rounds; round++) {
      visitor.recorder = new Recorder();
      for (let i = 0; i < count; i++) await visitor.request(FREE_TIMES, freeTimesPath(date, 1 + (i % 4)));
      results.push(visitor.recorder.summary().find((row) => row.label === FREE_TIMES));
    }
  } finally {
    visitor.leave();
  }
  const best = results.reduce((a, b) => (b.p50 < a.p50 ? b : a));
  return { ...best, rounds: results.map((r) => r.p50), count: rounds * count };
}
