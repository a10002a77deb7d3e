import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths, XSRF_COOKIE, XSRF_HEADER } from '../../common/api/paths';
import { sessionXsrfToken } from '../src/plugins/external/xsrf';
import { api } from './fixtures';
import { build, injectWithToken } from './helpers';

/** What the server wrote on a raw socket until it closed it, and how long that took. */
function holdSocket(port: number, send: string, giveUpMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number | null }>((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(send));
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

/** Request, header and keep-alive timeouts (docs/product.md, Timeouts), at their smallest: 1 s. */
describe('a slow or silent client is cut off', async () => {
  const { app } = await build({
    env: { REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1', KEEP_ALIVE_TIMEOUT_SECONDS: '1' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = api(apiPaths.reserveGreenfee.path());

  it('answers 408 to a body sent slowly, and closes the connection', async () => {
    // With the cross-site token, so that the request passes the checks made before the body is read.
    const head = [
      `POST ${url} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 1000',
      `Cookie: ${XSRF_COOKIE}=slow-token-0123456789`,
      `${XSRF_HEADER}: slow-token-0123456789`,
      '\r\n',
    ].join('\r\n');
    const { answer, closedAfterMs } = await holdSocket(port, `${head}{"content":"Firstn`, 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.split('\r\n\r\n')[1]).toBe('{"message":"The request took too long to arrive."}');
    expect(closedAfterMs).not.toBeNull();
    // 1 s, checked every 250 ms: a generous bound for a loaded machine, far below Node's 300 s default.
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('answers 408 to headers that never end', async () => {
    const { answer, closedAfterMs } = await holdSocket(
      port,
      `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a`,
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('closes an idle keep-alive connection after its timeout', async () => {
    const { answer, closedAfterMs } = await holdSocket(
      port,
      `GET ${api(apiPaths.health.path())} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/keep-alive: timeout=1/i);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it.each([
    [
      'conflicting Content-Length and Transfer-Encoding',
      'Content-Length: 4\r\nTransfer-Encoding: chunked',
      400,
    ],
    ['two different Content-Lengths', 'Content-Length: 4\r\nContent-Length: 40', 400],
    ['over-long headers', `X-Long: ${'a'.repeat(20_000)}`, 431],
  ])('answers %s with a JSON {message} and closes', async (_label, headers, status) => {
    const request = `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n\r\n0\r\n\r\n`;
    const { answer, closedAfterMs } = await holdSocket(port, request, 10_000);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(Object.keys(JSON.parse(answer.split('\r\n\r\n')[1] ?? ''))).toEqual(['message']);
    expect(closedAfterMs).not.toBeNull();
  });

  it('gives the Node server the configured limits, its request limit the upload’s (the longest)', () => {
    // Every other request is held to REQUEST_TIMEOUT_SECONDS by plugins/external/requestDeadlines.ts,
    // as the 408 to a slowly sent body above shows.
    expect(app.server.requestTimeout).toBe(1_200_000);
    expect(app.server.headersTimeout).toBe(1000);
    expect(app.server.keepAliveTimeout).toBe(1000);
    expect(app.server.timeout).toBe(120_000);
  });
});

/** Writes `first`, then `rest` after `pauseMs` unless the server has closed the connection by then. */
function sendInTwo(port: number, first: string, pauseMs: number, rest: string | null, giveUpMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number | null }>((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(first));
    const later = setTimeout(() => {
      if (rest !== null && !socket.destroyed) socket.end(rest);
    }, pauseMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(later);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

/**
 * The media library's upload has UPLOAD_TIMEOUT_SECONDS (docs/product.md, Timeouts), for signed-in staff
 * only. At 1 s for every request and 4 s for the upload: an upload paused for 2 s still arrives.
 */
describe('an upload of the media library has a longer time of its own', async () => {
  const STAFF = { email: 'media@example.org', password: 'a long media password here' };
  const { app } = await build({
    env: {
      REQUEST_TIMEOUT_SECONDS: '1',
      HEADERS_TIMEOUT_SECONDS: '1',
      UPLOAD_TIMEOUT_SECONDS: '4',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  expect(session).not.toBe('');

  // A form without the file: the route reads it in full, then answers 400; any answer but 408 will do.
  const boundary = 'slow-upload-boundary';
  const form = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${'x'.repeat(200)}\r\n--${boundary}--\r\n`;
  // Kept alive: the server, not the request, decides when the connection ends.
  const head = (cookies: string, token: string) =>
    [
      `POST ${api(adminApiPaths.media.path())} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${Buffer.byteLength(form)}`,
      `Cookie: ${cookies}`,
      `${XSRF_HEADER}: ${token}`,
      '\r\n',
    ].join('\r\n');
  const token = sessionXsrfToken(session);
  const asStaff = head(`session=${session}; ${XSRF_COOKIE}=${token}`, token);
  const half = form.slice(0, 100);

  it('takes a staff member’s upload paused for longer than REQUEST_TIMEOUT_SECONDS', async () => {
    const { answer } = await sendInTwo(port, `${asStaff}${half}`, 2000, form.slice(100), 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('Please choose a photo or a video to upload.');
  });

  it('answers 408 to an upload still arriving after UPLOAD_TIMEOUT_SECONDS, and closes', async () => {
    const { answer, closedAfterMs } = await sendInTwo(port, `${asStaff}${half}`, 60_000, null, 15_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.split('\r\n\r\n')[1]).toBe('{"message":"The request took too long to arrive."}');
    // Not cut at the 1 s every other request has (a timer never fires early); 4 s checked every 250 ms.
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeGreaterThanOrEqual(3900);
  });

  it('gives a client without a session no longer: 401 at once, its body cut off at REQUEST_TIMEOUT_SECONDS', async () => {
    const anonymous = head(`${XSRF_COOKIE}=anonymous-token-0123456789`, 'anonymous-token-0123456789');
    const { answer, closedAfterMs } = await sendInTwo(port, `${anonymous}${half}`, 60_000, null, 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(3900);
  });
});
