// Requests as a browser sends them, timed from the first byte written to the last byte read.
//
// Each visitor gets an agent of its own (keep-alive, at most 6 connections, as a browser keeps per host):
// visitors do not share connections, so each one opens its own, as real ones do.

import http from 'node:http';
import { performance } from 'node:perf_hooks';

const BROWSER_HEADERS = {
  accept: 'application/json, text/html;q=0.9, */*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en',
};

/** Latencies and answers per endpoint label. */
export class Recorder {
  constructor() {
    this.byLabel = new Map();
  }

  entry(label) {
    let entry = this.byLabel.get(label);
    if (!entry) {
      entry = { ms: [], statuses: {}, failures: 0 };
      this.byLabel.set(label, entry);
    }
    return entry;
  }

  add(label, ms, status) {
    const entry = this.entry(label);
    entry.ms.push(ms);
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  }

  /** No answer at all (a refused or reset connection, a timeout): worse than a 5xx, counted with them. */
  fail(label) {
    this.entry(label).failures++;
  }

  summary() {
    return [...this.byLabel].map(([label, e]) => ({
      label,
      count: e.ms.length + e.failures,
      p50: percentile(e.ms, 50),
      p95: percentile(e.ms, 95),
      p99: percentile(e.ms, 99),
      statuses: e.statuses,
      serverErrors: Object.entries(e.statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((n, [, count]) => n + count, 0),
      failures: e.failures,
    }));
  }
}

/** Nearest-rank percentile; NaN for no values. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

let visitorsSoFar = 0;

/**
 * A browser's session with the site: its own connections, the cookies the site gave it, and an address of
 * its own. Every simulated visitor runs on this machine, so each names its address the way a reverse proxy
 * on the same host would, in X-Forwarded-For (the server believes loopback): the limits per client then
 * count each visitor as the server would count a real one, and the bench runs with the real limits.
 */
export class Visitor {
  constructor(origin, recorder) {
    this.url = new URL(origin);
    this.recorder = recorder;
    this.takeNewAddress();
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    this.cookies = new Map();
  }

  /** The next of 10.0.0.0/8's 16 million addresses: one for each visitor of any run. */
  takeNewAddress() {
    visitorsSoFar += 1;
    this.address = `10.${(visitorsSoFar >> 16) & 255}.${(visitorsSoFar >> 8) & 255}.${visitorsSoFar & 255}`;
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keepCookies(setCookie = []) {
    for (const line of setCookie) {
      const pair = line.split(';')[0];
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }

  /** Resolves with {status, body} (body as text), or null when no answer came; records either under `label`. */
  request(label, path, { method = 'GET', json, headers = {} } = {}) {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const cookie = this.cookieHeader();
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          path,
          method,
          agent: this.agent,
          timeout: 30_000,
          headers: {
            ...BROWSER_HEADERS,
            'x-forwarded-for': this.address,
            ...(cookie ? { cookie } : {}),
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            this.recorder.add(label, performance.now() - started, res.statusCode);
            this.keepCookies(res.headers['set-cookie']);
            resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() });
          });
          res.on('error', () => {
            this.recorder.fail(label);
            resolve(null);
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', () => {
        this.recorder.fail(label);
        resolve(null);
      });
      req.end(body);
    });
  }

  /** Closes the visitor's connections, as a browser does when the tab goes. */
  leave() {
    this.agent.destroy();
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
