import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_BASE, apiPaths } from '../../common/api/paths';
import type { BookingCreatePayload } from '../../common/api/reservations';
import type { CalendarDate } from '../../common/rules/clubTime';
import { type Season, seasonOf } from '../../common/rules/seasons';
import { teeSheetConfig } from '../../common/rules/teeSheet';
import {
  type GreenfeeRequestInput,
  greenfeeRequestFields,
} from '../../common/validation/greenfeeRequestFields';
import { formatRequestLines } from '../../common/validation/requestLines';
import { type TableRequestInput, tableRequestFields } from '../../common/validation/tableRequestFields';
import { daysFromToday, postJson } from './helpers';

/** Test data and assertions shared by the API tests. */

export const api = (path: string) => `${API_BASE}${path}`;

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function toDate(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** A day n days ahead as a calendar date. */
export const dateIn = (days: number): CalendarDate => toDate(daysFromToday(days));

/**
 * The n-th day (0-based) from `from` days ahead on that is in the given season, so each test can take its own.
 * Both seasons occur within any 365 days, and the search stays inside the booking horizon.
 */
export function dayInSeason(season: Season, n = 0, from = 2): CalendarDate {
  let seen = 0;
  for (let offset = from; offset <= 360; offset++) {
    const date = dateIn(offset);
    if (seasonOf(date, teeSheetConfig.highSeason) === season && seen++ === n) return date;
  }
  throw new Error(`no ${season}-season day #${n} within the horizon`);
}

export const validGreenfee = (): Required<GreenfeeRequestInput> => ({
  firstname: 'Ann',
  lastname: 'Peeters',
  handicap: '12,4',
  email: 'ann.peeters@example.net',
  telephone: '+32 470 12 34 56',
  adults: '2',
  juniors: '1',
  date: daysFromToday(14),
  time: '10:30',
  remarks: 'A buggy, please.',
});

export const validTable = (): Required<TableRequestInput> => ({
  fullname: 'Marc Janssens',
  persons: '4',
  phone: '+32 50 12 34 56',
  email: 'marc.janssens@example.net',
  date: `${daysFromToday(5)}T19:30`,
});

export const greenfeeText = (values: GreenfeeRequestInput) =>
  formatRequestLines(greenfeeRequestFields, values);
export const tableText = (values: TableRequestInput) => formatRequestLines(tableRequestFields, values);

export function booking(
  date: CalendarDate,
  hour: number,
  minute: number,
  overrides: Partial<BookingCreatePayload> = {},
): BookingCreatePayload {
  return {
    firstname: 'Piet',
    lastname: 'Willems',
    handicap: 18.2,
    email: 'piet.willems@example.net',
    telephone: '+32 475 00 11 22',
    ...date,
    hour,
    minute,
    adults: 1,
    juniors: 0,
    type: 'greenfee',
    ...overrides,
  };
}

export const createReservation = (app: FastifyInstance, payload: unknown) =>
  postJson(app, api(apiPaths.createReservation.path()), payload);

export async function freeSlots(app: FastifyInstance, date: CalendarDate, query = '') {
  const res = await app.inject({
    method: 'GET',
    url:
      api(apiPaths.freeSlots.path({ type: 'greenfee', year: date.year, month: date.month, day: date.day })) +
      query,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { hour: number; min: number }[];
}

/** Asserts an error answer: the status, a JSON body that is exactly {message}, and returns the message. */
export function expectError(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { message?: unknown };
  expect(Object.keys(body)).toEqual(['message']);
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toBe('');
  return body.message as string;
}

/** One directive of a Content-Security-Policy, or undefined. */
export function cspDirective(csp: string, name: string): string | undefined {
  return csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

/**
 * The security headers every response carries (docs/product.md, Conventions, plus the server's own policy).
 */
export function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = res.headers['content-security-policy'];
  expect(typeof csp, `no CSP on ${res.statusCode} ${res.body.slice(0, 80)}`).toBe('string');
  const policy = csp as string;
  // script-src, or default-src where script-src is not given, must not allow inline scripts.
  const scripts = cspDirective(policy, 'script-src') ?? cspDirective(policy, 'default-src');
  expect(scripts).toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(cspDirective(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  // What governs only documents is left off data (securityHeaders.ts); frame-ancestors covers framing.
  const data = String(res.headers['content-type']).startsWith('application/json');
  expect(res.headers['x-frame-options']).toBe(data ? undefined : 'DENY');
  expect(res.headers['referrer-policy']).toBe(data ? undefined : 'strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe(data ? undefined : 'same-origin');
  expect(res.headers['permissions-policy']).toBe(
    data ? undefined : 'camera=(), microphone=(), geolocation=(), payment=()',
  );
}
