import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { BODY_LIMIT } from '../src/app';
import { bookingRequests, reservations } from '../src/db/schema';
import {
  api,
  booking,
  createReservation,
  dayInSeason,
  expectError,
  expectSecurityHeaders,
  greenfeeText,
  tableText,
  validGreenfee,
  validTable,
} from './fixtures';
import { build, injectWithToken, postJson } from './helpers';

const routes = [
  api(apiPaths.reserveTable.path()),
  api(apiPaths.reserveGreenfee.path()),
  api(apiPaths.createReservation.path()),
];

const JSON_TYPE = 'application/json';
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Bodies no client of ours sends. Each must be refused with a 4xx and a JSON {message}. */
const hostile: { label: string; body: string | Buffer; type?: string; status?: number }[] = [
  { label: 'malformed JSON', body: '{"content": "x"', status: 400 },
  { label: 'trailing garbage', body: '{"content": "x"} x', status: 400 },
  { label: 'single quotes', body: "{'content': 'x'}", status: 400 },
  { label: 'an empty body', body: '', status: 400 },
  { label: 'whitespace only', body: '   ', status: 400 },
  { label: 'a JSON array', body: '[{"content": "x"}]', status: 400 },
  { label: 'JSON null', body: 'null', status: 400 },
  { label: 'a JSON number', body: '42', status: 400 },
  { label: 'a JSON string', body: '"Firstname: Ann"', status: 400 },
  { label: 'JSON true', body: 'true', status: 400 },
  { label: 'an empty object', body: '{}', status: 400 },
  { label: 'a nested object as value', body: '{"content": {"nested": {"deep": [1, 2, 3]}}}', status: 400 },
  { label: 'an array as value', body: '{"content": ["Firstname: Ann"]}', status: 400 },
  { label: 'null as value', body: '{"content": null}', status: 400 },
  { label: 'deeply nested objects', body: nested(5000), status: 400 },
  { label: 'deeply nested arrays', body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, status: 400 },
  { label: 'a huge string value', body: JSON.stringify({ content: 'x'.repeat(60_000) }), status: 400 },
  { label: 'a body over 64 KB', body: JSON.stringify({ content: 'x'.repeat(BODY_LIMIT) }), status: 413 },
  { label: 'prototype pollution via __proto__', body: '{"__proto__":{"x":1},"content":"..."}', status: 400 },
  {
    label: 'prototype pollution via constructor',
    body: '{"constructor":{"prototype":{"x":1}},"content":"..."}',
    status: 400,
  },
  { label: 'nested __proto__', body: '{"content":"x","a":{"__proto__":{"x":1}}}', status: 400 },
  { label: 'invalid UTF-8 bytes', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { label: 'a lone surrogate escape', body: '{"content":"\\ud800"}' },
  { label: 'text/plain', body: '{"content":"x"}', type: 'text/plain' },
  { label: 'a form', body: 'content=x', type: 'application/x-www-form-urlencoded', status: 415 },
  { label: 'multipart', body: '--b\r\n\r\nx\r\n--b--', type: 'multipart/form-data; boundary=b', status: 415 },
  { label: 'XML', body: '<content>x</content>', type: 'application/xml', status: 415 },
  { label: 'JSON with a UTF-16 charset', body: '{"content":"x"}', type: 'application/json; charset=utf-16' },
  { label: 'a made-up content type', body: '{"content":"x"}', type: 'application/x-golf', status: 415 },
];

describe('hostile request bodies', async () => {
  const { app, database } = await build();

  describe.each(routes)('POST %s', (url) => {
    it.each(hostile)('refuses $label with a 4xx JSON {message}', async ({ body, type, status }) => {
      const res = await injectWithToken(app, {
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': type ?? JSON_TYPE },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      if (status) expect(res.statusCode).toBe(status);
      expectError(res, res.statusCode);
      expectSecurityHeaders(res);
    });

    it('refuses a body without a content type', async () => {
      const res = await injectWithToken(app, { method: 'POST', url, payload: '{"content":"x"}' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectError(res, res.statusCode);
    });
  });

  it('says what is wrong in plain words', async () => {
    const url = api(apiPaths.reserveGreenfee.path());
    const post = (body: string) =>
      injectWithToken(app, { method: 'POST', url, payload: body, headers: { 'content-type': JSON_TYPE } });
    expect(expectError(await post('{"content": '), 400)).toBe('The request body is not valid JSON.');
    expect(expectError(await post(JSON.stringify({ content: 'x'.repeat(BODY_LIMIT) })), 413)).toBe(
      'The request body is too large.',
    );
  });

  it('leaves Object.prototype alone', () => {
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('stores nothing for any hostile body', async () => {
    const [requests] = await database.db.select({ n: count() }).from(bookingRequests);
    const [bookings] = await database.db.select({ n: count() }).from(reservations);
    expect(requests?.n).toBe(0);
    expect(bookings?.n).toBe(0);
  });

  it('answers other methods and unknown API paths with 404 JSON', async () => {
    for (const [method, url] of [
      ['POST', api('/nope')],
      ['PUT', api(apiPaths.reserveTable.path())],
      ['PATCH', api(apiPaths.createReservation.path())],
      ['POST', api(apiPaths.health.path())],
    ] as const) {
      expectError(await injectWithToken(app, { method, url, payload: {} }), 404);
    }
  });

  describe('odd but legitimate text is stored verbatim', () => {
    const sqlish = "'; drop table reservations; --";
    const unicode = 'Zoë Ørsted-Çelik «ünïcødé» 你好 Привет مرحبا';
    const emoji = '🏌️‍♀️⛳🇧🇪';

    it('in a green-fee request', async () => {
      const values = {
        ...validGreenfee(),
        firstname: unicode.slice(0, 40),
        lastname: emoji,
        remarks: sqlish,
      };
      const res = await postJson(app, api(apiPaths.reserveGreenfee.path()), {
        content: greenfeeText(values),
      });
      expect(res.statusCode).toBe(201);
      const id = (res.json() as { id: string }).id;
      const [row] = await database.db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
      expect(row?.fields).toMatchObject({
        firstname: unicode.slice(0, 40),
        lastname: emoji,
        remarks: sqlish,
      });
    });

    it('in a table request', async () => {
      const values = { ...validTable(), fullname: `${sqlish} ${emoji}` };
      const res = await postJson(app, api(apiPaths.reserveTable.path()), { content: tableText(values) });
      expect(res.statusCode).toBe(201);
      const id = (res.json() as { id: string }).id;
      const [row] = await database.db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
      expect(row?.fields).toMatchObject({ fullname: `${sqlish} ${emoji}` });
    });

    it('in an online booking, and the reservations table survives', async () => {
      const payload = booking(dayInSeason('high', 0), 10, 0, {
        firstname: sqlish,
        lastname: `${unicode} ${emoji}`,
        telephone: "0' OR '1'='1",
        memberNumber: '"; DELETE FROM reservations; --',
      });
      const res = await createReservation(app, payload);
      expect(res.statusCode).toBe(201);
      const { id } = res.json() as { id: string };
      const shown = await app.inject({ method: 'GET', url: api(apiPaths.reservation.path({ id: id })) });
      expect(shown.json()).toMatchObject({
        firstname: sqlish,
        lastname: `${unicode} ${emoji}`,
        telephone: "0' OR '1'='1",
        memberNumber: '"; DELETE FROM reservations; --',
      });
      const [bookings] = await database.db.select({ n: count() }).from(reservations);
      expect(bookings?.n).toBe(1);
    });
  });
});
