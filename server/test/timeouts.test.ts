import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiPaths, XSRF_COOKIE, XSRF_HEADER } from '../../common/api/paths';
import { api } from './fixtures';
import { build } from './helpers';

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

  it('gives the Node server the configured limits', () => {
    expect(app.server.requestTimeout).toBe(1000);
    expect(app.server.headersTimeout).toBe(1000);
    expect(app.server.keepAliveTimeout).toBe(1000);
    expect(app.server.timeout).toBe(120_000);
  });
});
