import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import {
  api,
  booking,
  createReservation,
  dateIn,
  expectError,
  expectSecurityHeaders,
  greenfeeText,
  tableText,
  validGreenfee,
  validTable,
} from './fixtures';
import { build, postJson } from './helpers';

describe('rate limit on the public POSTs (RATE_LIMIT_MAX=3)', async () => {
  const { app } = await build({ env: { RATE_LIMIT_MAX: '3' } });
  const greenfee = () =>
    postJson(app, api(apiPaths.reserveGreenfee.path()), { content: greenfeeText(validGreenfee()) });

  it('refuses the 4th green-fee request within a minute with 429, Retry-After and {message}', async () => {
    for (let i = 0; i < 3; i++) expect((await greenfee()).statusCode).toBe(201);
    const res = await greenfee();
    expect(expectError(res, 429)).toMatch(/Too many requests/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.headers['x-ratelimit-limit']).toBe('3');
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    expectSecurityHeaders(res);
    expect((await greenfee()).statusCode).toBe(429);
  });

  it('counts each route on its own', async () => {
    const table = () =>
      postJson(app, api(apiPaths.reserveTable.path()), { content: tableText(validTable()) });
    for (let i = 0; i < 3; i++) expect((await table()).statusCode).toBe(201);
    expectError(await table(), 429);
  });

  it('counts refused requests too', async () => {
    const past = booking(dateIn(-1), 10, 0);
    for (let i = 0; i < 3; i++) expectError(await createReservation(app, past), 409);
    expectError(await createReservation(app, past), 429);
  });

  it('does not limit reads', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({
        method: 'GET',
        url: api(apiPaths.websiteContent.path({ key: 'menu' })),
      });
      expect(res.statusCode).toBe(200);
    }
  });

  const fromClient = (remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: api(apiPaths.reserveGreenfee.path()),
      payload: { content: greenfeeText(validGreenfee()) },
      remoteAddress,
      cookies: { 'XSRF-TOKEN': 'client-token' },
      headers: {
        'X-XSRF-TOKEN': 'client-token',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
    });

  it('cannot be escaped by a client that makes up X-Forwarded-For addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await fromClient('198.51.100.20', `10.1.2.${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('tells clients apart behind a local reverse proxy', async () => {
    for (let i = 0; i < 3; i++) expect((await fromClient('127.0.0.1', '198.51.100.30')).statusCode).toBe(201);
    expect((await fromClient('127.0.0.1', '198.51.100.30')).statusCode).toBe(429);
    // A spoofed entry left of the proxy's own does not help either.
    expect((await fromClient('127.0.0.1', '10.9.9.9, 198.51.100.30')).statusCode).toBe(429);
    expect((await fromClient('10.0.0.5', '198.51.100.31')).statusCode).toBe(201);
  });

  it('keeps clients apart by address', async () => {
    const res = await postJson(app, api(apiPaths.reserveGreenfee.path()), {
      content: greenfeeText(validGreenfee()),
    });
    expect(res.statusCode).toBe(429);
    const other = await app.inject({
      method: 'POST',
      url: api(apiPaths.reserveGreenfee.path()),
      payload: { content: greenfeeText(validGreenfee()) },
      remoteAddress: '203.0.113.7',
      cookies: { 'XSRF-TOKEN': 'other-client-token' },
      headers: { 'X-XSRF-TOKEN': 'other-client-token' },
    });
    expect(other.statusCode).toBe(201);
  });
});
