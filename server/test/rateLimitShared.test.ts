import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { tooManyRequestsMessage } from '../../common/validation/limitMessages';
import { buildApp } from '../src/app';
import { rateLimitHits } from '../src/db/schema';
import { countHit, deleteLapsedHits } from '../src/plugins/external/rateLimitStore';
import { api, expectError, greenfeeText, validGreenfee } from './fixtures';
import { build, testConfig } from './helpers';

const greenfeeUrl = api(apiPaths.reserveGreenfee.path());

/** A green-fee request from a client address, optionally through a proxy that names the client. */
const greenfeeFrom = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string, language = 'en') =>
  app.inject({
    method: 'POST',
    url: greenfeeUrl,
    payload: { content: greenfeeText(validGreenfee()) },
    remoteAddress,
    cookies: { 'XSRF-TOKEN': 'shared-limit-token' },
    headers: {
      'X-XSRF-TOKEN': 'shared-limit-token',
      'accept-language': language,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });

/** docs/product.md, Abuse limits; docs/decisions/0015-rate-limits-in-the-database.md: the counters live in the database the instances share. */
describe('rate limit counted in the database (RATE_LIMIT_MAX=3)', async () => {
  const env = { RATE_LIMIT_MAX: '3', TRUST_PROXY: '203.0.113.9' };
  const { app, database } = await build({ env });
  const other = await buildApp({ config: testConfig(env), database, logger: false, webRoot: '/nonexistent' });
  await other.ready();
  afterAll(() => other.close());

  it('counts a client once across two instances on one database', async () => {
    const client = '198.51.100.40';
    expect((await greenfeeFrom(app, client)).statusCode).toBe(201);
    expect((await greenfeeFrom(other, client)).statusCode).toBe(201);
    expect((await greenfeeFrom(app, client)).statusCode).toBe(201);
    const refused = await greenfeeFrom(other, client);
    expect(expectError(refused, 429)).toMatch(
      /^Too many requests\. Please try again in (1 second|([2-9]|\d\d+) seconds)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expectError(await greenfeeFrom(app, client), 429);
    expect((await greenfeeFrom(other, '198.51.100.41')).statusCode).toBe(201);
  });

  it('says so in the visitor’s language', async () => {
    const client = '198.51.100.42';
    for (let i = 0; i < 3; i++) await greenfeeFrom(app, client);
    const refused = await greenfeeFrom(app, client, undefined, 'de');
    const message = expectError(refused, 429);
    expect(message).toBe(tooManyRequestsMessage('de', Number(refused.headers['retry-after'])));
    expect(message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Sekunden? erneut\.$/);
  });

  it('counts the addresses of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    for (const address of ['2001:db8:40:1::1', '2001:db8:40:1::2', '2001:db8:40:1:abcd::3']) {
      expect((await greenfeeFrom(app, address)).statusCode).toBe(201);
    }
    expectError(await greenfeeFrom(other, '2001:db8:40:1:ffff:ffff:ffff:ffff'), 429);
    expect((await greenfeeFrom(app, '2001:db8:40:2::1')).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) await greenfeeFrom(app, '198.51.100.43');
    expectError(await greenfeeFrom(app, '::ffff:198.51.100.43'), 429);
  });

  it('believes X-Forwarded-For from a proxy TRUST_PROXY names, and tells its clients apart', async () => {
    for (let i = 0; i < 3; i++)
      expect((await greenfeeFrom(app, '203.0.113.9', '198.51.100.50')).statusCode).toBe(201);
    expectError(await greenfeeFrom(app, '203.0.113.9', '198.51.100.50'), 429);
    // An address the client wrote left of the one the proxy added does not help.
    expectError(await greenfeeFrom(app, '203.0.113.9', '10.9.9.9, 198.51.100.50'), 429);
    expect((await greenfeeFrom(app, '203.0.113.9', '198.51.100.51')).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For from a peer nobody named, a private address included', async () => {
    for (const peer of ['198.51.100.60', '10.0.0.5']) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await greenfeeFrom(app, peer, `198.51.100.${70 + i}`)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    }
  });

  it('limits the sign-in, the payment webhook and the score card too', async () => {
    const limitOf = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await app.inject({
        method,
        url: api(url),
        remoteAddress: '198.51.100.80',
        ...(payload ? { payload } : {}),
        cookies: { 'XSRF-TOKEN': 'limit-token' },
        headers: { 'X-XSRF-TOKEN': 'limit-token' },
      });
      return res.headers['x-ratelimit-limit'];
    };
    expect(await limitOf('POST', apiPaths.login.path(), { email: 'a@example.org', password: 'x' })).toBe('3');
    expect(await limitOf('POST', apiPaths.paymentWebhook.path(), { id: 'tr_unknown1' })).toBe('300');
    expect(await limitOf('GET', apiPaths.scoreCard.path())).toBe('30');
  });
});

describe('the rate-limit store', async () => {
  const { database } = await build();
  const { db } = database;

  it('counts simultaneous hits of one key exactly once each', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => countHit(db, 'burst', 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const { ttl } of results) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('starts from one when the window has ended, and deletes lapsed counters', async () => {
    // The window's end is moved into the past by hand: a real wait of a short window depends on how
    // busy the machine is.
    const endWindow = (key: string) =>
      db
        .update(rateLimitHits)
        .set({ resetAt: sql`now() - interval '1 second'` })
        .where(eq(rateLimitHits.key, key));
    await countHit(db, 'short', 60_000);
    expect((await countHit(db, 'short', 60_000)).current).toBe(2);
    await endWindow('short');
    expect((await countHit(db, 'short', 60_000)).current).toBe(1);
    await countHit(db, 'lapsing', 60_000);
    await endWindow('lapsing');
    await deleteLapsedHits(db);
    const left = async (key: string) =>
      Number((await db.select({ n: count() }).from(rateLimitHits).where(eq(rateLimitHits.key, key)))[0]?.n);
    expect(await left('lapsing')).toBe(0);
    expect(await left('burst')).toBe(1);
  });
});
