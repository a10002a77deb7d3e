import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApiPaths } from '../common/api/adminPaths';
import { SESSION_COOKIE } from '../common/api/auth';
import { API_BASE, apiPaths, XSRF_COOKIE, XSRF_HEADER } from '../common/api/paths';
import { STAFF } from './fixtures';
import { type HostileRequest, hostileCorpus, publicRoutes, staffRoutes } from './hostile/corpus';
import { exchange, type RawAnswer } from './hostile/rawHttp';

/**
 * The hostile-input corpus against the built server (issue 23, "Robust under load and bad input"): every
 * answer is a success, a redirect, or a 4xx with a JSON {message}; never a 5xx; and nothing a refused
 * request carried is stored. Each request comes from a client address of its own (the server believes
 * X-Forwarded-For from loopback only), so the rate limits, which are per client, see a crowd rather
 * than one client and answer what the request deserves.
 */

/** Enough at once to exercise the server, few enough to leave room for the other tests beside it. */
const PARALLEL = 6;
const MIN_CORPUS = 200;

const token = randomBytes(16).toString('hex');
/** The cross-site token the sign-in hands out with the session: staff changes accept no other. */
let staffToken = token;
const tokenFor = (session: string | null) => (session ? staffToken : token);
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

function requestText(port: number, request: HostileRequest, session: string | null): string | Buffer {
  if (request.raw)
    return request.raw.replace('\r\n', `\r\nX-Forwarded-For: ${nextClient()}\r\nConnection: close\r\n`);
  const cookies = request.duplicateCookies
    ? [
        `${SESSION_COOKIE}=forged`,
        `${SESSION_COOKIE}=${session ?? 'forged-too'}`,
        `${XSRF_COOKIE}=forged`,
        `${XSRF_COOKIE}=${tokenFor(session)}`,
      ]
    : [`${XSRF_COOKIE}=${tokenFor(session)}`, ...(session ? [`${SESSION_COOKIE}=${session}`] : [])];
  const headers: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    Connection: 'close',
    'X-Forwarded-For': nextClient(),
    Cookie: cookies.join('; '),
    ...(request.withoutXsrf ? {} : { [XSRF_HEADER]: tokenFor(session) }),
    ...request.headers,
  };
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  if (body) headers['Content-Length'] = String(body.length);
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;
  return body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1');
}

/** What is wrong with an answer, or null. */
function problemWith(request: HostileRequest, answer: RawAnswer): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.body.slice(0, 200)}`;
  if (answer.status < 400 || request.method === 'HEAD') return null;
  // Addresses outside the API and the files are pages: a missing page is the app's own HTML 404.
  const target = request.path.replace(/^\/+/, '/');
  if (!/^\/(api|files)([/?%\\]|$)/i.test(target) && !request.raw) return null;
  if (!/^application\/json/.test(answer.headers['content-type'] ?? '')) {
    return `${answer.status} with ${answer.headers['content-type']}: ${answer.body.slice(0, 120)}`;
  }
  try {
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    if (Object.keys(body).join() !== 'message' || typeof body.message !== 'string' || body.message === '') {
      return `${answer.status} body is not {message}: ${answer.body.slice(0, 200)}`;
    }
  } catch {
    return `${answer.status} body is not JSON: ${answer.body.slice(0, 120)}`;
  }
  return null;
}

/** How often a request the server was too busy for (503 with Retry-After) is sent again. */
const BUSY_RETRIES = 5;

/**
 * Sends a request as a client that honours Retry-After would: the sign-in and password paths answer 503
 * with Retry-After while the process's hashing limit is full (docs/product.md, Abuse limits), which six
 * parallel workers on a loaded machine can fill. A 503 without Retry-After, or one that lasts, stays a 5xx.
 */
async function exchangeWhenFree(port: number, request: HostileRequest, session: string | null) {
  for (let attempt = 0; ; attempt++) {
    const answer = await exchange(port, requestText(port, request, session), {
      headersOnly: request.stream ?? false,
    });
    const retryAfter = Number(answer.headers['retry-after']);
    if (answer.status !== 503 || !(retryAfter > 0) || attempt === BUSY_RETRIES) return answer;
    await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 5) * 1000));
  }
}

/** A staff session, signed in as the sign-in screen does. */
async function signIn(port: number): Promise<string> {
  const body = JSON.stringify(STAFF);
  const answer = await exchange(
    port,
    `POST ${API_BASE}${apiPaths.login.path()} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n` +
      `X-Forwarded-For: ${nextClient()}\r\nCookie: ${XSRF_COOKIE}=${token}\r\n${XSRF_HEADER}: ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  expect(answer.status, answer.body).toBe(200);
  const session = new RegExp(`${SESSION_COOKIE}=([^;,\\s]+)`).exec(answer.headers['set-cookie'] ?? '')?.[1];
  expect(session, 'the sign-in sets the session cookie').toBeTruthy();
  staffToken =
    new RegExp(`${XSRF_COOKIE}=([^;,\\s]+)`).exec(answer.headers['set-cookie'] ?? '')?.[1] ?? token;
  return session ?? '';
}

/** Everything the staff screens can list, and the scratch content key: where a stored request shows. */
async function storedText(port: number, session: string): Promise<string> {
  const get = (path: string) =>
    exchange(
      port,
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\nX-Forwarded-For: ${nextClient()}\r\n` +
        `Cookie: ${SESSION_COOKIE}=${session}\r\n\r\n`,
    );
  const lists = [
    adminApiPaths.requests,
    adminApiPaths.reservations,
    adminApiPaths.outbox,
    adminApiPaths.audit,
    adminApiPaths.notifications,
    adminApiPaths.users,
  ];
  const answers = await Promise.all(lists.map((list) => get(`${API_BASE}${list.path()}`)));
  for (const answer of answers) expect(answer.status, answer.body.slice(0, 200)).toBe(200);
  const scratch = await get(
    `${API_BASE}${apiPaths.websiteContent.path({ key: staffRoutes.content.params.key })}`,
  );
  return [...answers, scratch].map((answer) => answer.body).join('\n');
}

test('hostile requests to every route draw a 4xx {message} or a success, never a 5xx, and store nothing refused', async ({
  baseURL,
}) => {
  test.slow();
  const port = Number(new URL(baseURL ?? 'http://127.0.0.1:8181').port);
  const run = `hx${randomBytes(4).toString('hex')}`;
  const corpus = hostileCorpus(run);
  expect(corpus.length).toBeGreaterThanOrEqual(MIN_CORPUS);

  // Every route of paths.ts and adminPaths.ts has its entry (also a type error in corpus.ts otherwise).
  expect(Object.keys(publicRoutes).sort()).toEqual(Object.keys(apiPaths).sort());
  expect(Object.keys(staffRoutes).sort()).toEqual(Object.keys(adminApiPaths).sort());

  const session = await signIn(port);
  const labelOf = new Map(corpus.map((request) => [request.marker, request.label]));
  const refused: string[] = [];
  const succeeded: string[] = [];
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < corpus.length) {
      const request = corpus[next++] as HostileRequest;
      let answer: RawAnswer;
      try {
        answer = await exchangeWhenFree(port, request, request.sender === 'staff' ? session : null);
      } catch (error) {
        problems.push(`${request.label}: ${(error as Error).message}`);
        continue;
      }
      const problem = problemWith(request, answer);
      if (problem)
        problems.push(`${request.label} (${request.method} ${request.path.slice(0, 80)}): ${problem}`);
      if (request.marker) (answer.status >= 400 ? refused : succeeded).push(request.marker);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  expect(problems, `${problems.length} of ${corpus.length} answers were wrong`).toEqual([]);

  // Nothing a refused request carried was stored; what succeeded shows where it was stored, which
  // proves the look-up finds what is there.
  const stored = await storedText(port, session);
  const storedMarkers = new Set(stored.match(new RegExp(`${run}q\\d+`, 'g')) ?? []);
  expect(refused.filter((marker) => storedMarkers.has(marker)).map((marker) => labelOf.get(marker))).toEqual(
    [],
  );
  expect(refused.length).toBeGreaterThan(MIN_CORPUS / 2);
  expect([...storedMarkers].every((marker) => succeeded.includes(marker))).toBe(true);
});

test('the corpus finds what is stored: a request that succeeds shows in the staff lists', async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL ?? 'http://127.0.0.1:8181').port);
  const marker = `hx${randomBytes(4).toString('hex')}q0`;
  const lines = Object.entries(publicRoutes.reserveGreenfee.lines)
    .map(([field, value]) => `${field}: ${value.replaceAll('{{m}}', marker)}`)
    .join('\n');
  const body = JSON.stringify({ content: lines });
  const answer = await exchange(
    port,
    `POST ${API_BASE}${apiPaths.reserveGreenfee.path()} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n` +
      `X-Forwarded-For: ${nextClient()}\r\nCookie: ${XSRF_COOKIE}=${token}\r\n${XSRF_HEADER}: ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  expect(answer.status, answer.body).toBeLessThan(300);
  expect(await storedText(port, await signIn(port))).toContain(marker);
});
