import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { loggedError, safeLoggerOptions, withoutEmailAddresses } from '../src/lib/logSafety';
import errors from '../src/plugins/external/errors';
import { api, booking, createReservation, dayInSeason, greenfeeText, validGreenfee } from './fixtures';
import { build, injectWithToken, postJson } from './helpers';

const EMAIL = 'ann.peeters@example.net';

/** A logger writing into a list, with the app's own safeguards. */
function capturedLog() {
  const lines: string[] = [];
  return { lines, logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } };
}

/** A database error as Drizzle throws it: the query's parameters in its message, the driver's below. */
function databaseError(sqlState: string) {
  const driver = Object.assign(new Error(`invalid byte sequence for encoding "UTF8": 0x00 (${EMAIL})`), {
    code: sqlState,
    detail: `Key (email)=(${EMAIL}) is wrong.`,
  });
  return new DrizzleQueryError('insert into "reservations" values ($1, $2)', ['Ann\u0000', EMAIL], driver);
}

describe('no personal data in the log', () => {
  it('logs a failing request’s database error by its code, without the values or the address', async () => {
    const { lines, logger } = capturedLog();
    const app = Fastify({ logger: { ...logger, ...safeLoggerOptions } });
    await app.register(errors);
    app.post('/fails', async () => {
      throw databaseError('40001');
    });
    app.post('/refused', async () => {
      throw databaseError('22021');
    });
    const failed = await app.inject({
      method: 'POST',
      url: '/fails',
      payload: { email: EMAIL, name: 'Ann' },
    });
    expect(failed.statusCode).toBe(500);
    const refused = await app.inject({ method: 'POST', url: '/refused', payload: { email: EMAIL } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The request contains a value that cannot be stored.' });
    await app.close();

    const log = lines.join('');
    const errorLine = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    expect(errorLine.err).toMatchObject({
      type: 'DrizzleQueryError',
      code: '40001',
      message: 'database error 40001',
    });
    expect(errorLine.err.stack).toMatch(/^\s+at /);
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain('example.net');
    expect(log).not.toContain('Ann');
    expect(log).not.toContain('insert into');
  });

  it('takes e-mail addresses out of every line, whatever logged them', async () => {
    const { lines, logger } = capturedLog();
    const app = Fastify({ logger: { ...logger, ...safeLoggerOptions } });
    app.log.warn({ reason: `550 5.1.1 <${EMAIL}>: Recipient address rejected` }, 'mail not sent; will retry');
    app.log.error({ err: new Error(`no mailbox ${EMAIL}`) }, `sending to ${EMAIL} failed`);
    await app.close();
    const log = lines.join('');
    expect(log).toContain('Recipient address rejected');
    expect(log).toContain('[e-mail]');
    expect(log).not.toContain(EMAIL);
  });

  it('keeps an error’s own message when it quotes nothing', () => {
    expect(loggedError(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });

  it('logs no request body, address or value of refused requests of the real app', async () => {
    const { lines, logger } = capturedLog();
    const { app } = await build({ logger });
    const refused = [
      await createReservation(
        app,
        booking(dayInSeason('high'), 10, 0, { firstname: 'A\u0000', email: EMAIL }),
      ),
      await postJson(app, api(apiPaths.reserveGreenfee.path()), {
        content: greenfeeText({ ...validGreenfee(), firstname: 'A\ud800', email: EMAIL }),
      }),
      await injectWithToken(app, {
        method: 'POST',
        url: api(apiPaths.createReservation.path()),
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"${EMAIL}",`,
      }),
    ];
    for (const res of refused) expect(res.statusCode).toBe(400);
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain('Peeters');
  });

  it('takes out addresses however a URL or a message encodes them', () => {
    for (const encoded of [
      'jan.peeters@example.be',
      'Jan.Peeters%40Example.be',
      'jan.peeters%2540example.be',
      'jan.peeters%252540example.be',
      'jan%2Bgolf%40example%2Ebe',
      '%6A%61%6E%40%65%78%61%6D%70%6C%65%2E%62%65',
      'jan.peeters&#64;example.be',
      'jan.peeters&#x40;example.be',
      'jan.peeters&commat;example.be',
      'jan.peeters\\u0040example.be',
      'jan.peeters\\x40example.be',
      'jan.peeters＠example.be',
      'jan.peeters﹫example.be',
      'jürgen.müller@bücher.de',
    ]) {
      const line = `GET /admin/people/export?email=${encoded}&format=json 200 sent to ${encoded}.`;
      expect(withoutEmailAddresses(line), encoded).toBe(
        'GET /admin/people/export?email=[e-mail]&format=json 200 sent to [e-mail].',
      );
    }
  });

  it('leaves what is not an address alone', () => {
    for (const text of [
      'GET /admin/people/export 200',
      '/api/v1/reservations?date=2026-07-04&hour=9%3A10',
      'discount 20%40 off',
      'node@24 on linux',
    ]) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
  });

  it("writes no address of a request's URL to the access log, percent-encoded or not", async () => {
    const { lines, logger } = capturedLog();
    const app = Fastify({ logger: { ...logger, ...safeLoggerOptions } });
    app.get('/lookup', async () => ({}));
    for (const query of ['jan%40example.be', 'jan%2540example.be', 'jan@example.be']) {
      expect((await app.inject({ method: 'GET', url: `/lookup?email=${query}` })).statusCode).toBe(200);
    }
    await app.close();
    const urls = lines.map((line) => JSON.parse(line)).flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual(['/lookup?email=[e-mail]', '/lookup?email=[e-mail]', '/lookup?email=[e-mail]']);
  });

  it('redacts a long line in time linear in its length, whatever it holds', () => {
    for (const line of [
      '%41'.repeat(40_000),
      `a@${'.'.repeat(100_000)}b`,
      `a@${'b.'.repeat(50_000)}c`,
      `a%${'25'.repeat(50_000)}`,
      `a${'%40'.repeat(30_000)}`,
      'jan%2540example%2Ebe '.repeat(5_000),
    ]) {
      const started = performance.now();
      withoutEmailAddresses(line);
      expect(performance.now() - started, line.slice(0, 20)).toBeLessThan(1_000);
    }
  });
});
