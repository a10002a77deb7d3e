import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_BASE, apiPaths } from '../../common/api/paths';
import { api, booking, createReservation, dateIn, expectError, freeSlots } from './fixtures';
import { build, injectWithToken, testConfig } from './helpers';

const LIVE_KEY = 'live_abcdefghijklmnopqrstuvwxyz0123';
const TEST_KEY = 'test_abcdefghijklmnopqrstuvwxyz0123';

/** The online booking routes, each as a request that would reach its handler if it were there. */
const onlineRoutes = (id = randomUUID()) => [
  {
    method: 'POST' as const,
    url: api(apiPaths.createReservation.path()),
    payload: booking(dateIn(9), 10, 0),
  },
  { method: 'POST' as const, url: api(apiPaths.retryReservation.path({ id })) },
  {
    method: 'POST' as const,
    url: api(apiPaths.paymentWebhook.path()),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'id=tr_abcdefgh',
  },
];

const testCheckoutRoutes = [
  { method: 'GET' as const, url: api(apiPaths.testCheckout.path({ paymentId: 'tst_abcdefgh' })) },
  {
    method: 'POST' as const,
    url: api(apiPaths.testCheckout.path({ paymentId: 'tst_abcdefgh' })),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay&xsrf=x',
  },
];

const registered = (app: FastifyInstance, method: 'GET' | 'POST', pattern: string) =>
  app.hasRoute({ method, url: `${API_BASE}${pattern}` });

describe('BOOKING_MODE=mail: the online booking routes do not exist', async () => {
  const { app } = await build({ env: { BOOKING_MODE: 'mail' } });

  it.each([...onlineRoutes(), ...testCheckoutRoutes])(
    '$method $url answers 404 with {message}',
    async (request) => {
      const res = await injectWithToken(app, request);
      expectError(res, 404);
    },
  );

  it('registers none of them', () => {
    expect(registered(app, 'POST', apiPaths.createReservation.pattern)).toBe(false);
    expect(registered(app, 'POST', apiPaths.retryReservation.pattern)).toBe(false);
    expect(registered(app, 'POST', apiPaths.paymentWebhook.pattern)).toBe(false);
    expect(registered(app, 'GET', apiPaths.testCheckout.pattern)).toBe(false);
    expect(registered(app, 'POST', apiPaths.testCheckout.pattern)).toBe(false);
  });

  it('keeps a booking’s own page, for a mail request confirmed onto the sheet: read and cancel', () => {
    expect(registered(app, 'GET', apiPaths.reservation.pattern)).toBe(true);
    expect(registered(app, 'POST', apiPaths.cancelOwnReservation.pattern)).toBe(true);
  });

  it('keeps the free times the mail form reads, and the mode', async () => {
    expect((await freeSlots(app, dateIn(9))).length).toBeGreaterThan(0);
    const mode = await app.inject({ method: 'GET', url: api(apiPaths.bookingMode.path()) });
    expect(mode.json()).toEqual({ mode: 'mail', testPayments: false });
  });
});

describe('BOOKING_MODE=online outside production: booking, payments and the TEST checkout', async () => {
  const { app } = await build({ env: { BOOKING_MODE: 'online' } });

  it('books, with a payment at the TEST checkout, which exists', async () => {
    const res = await createReservation(app, booking(dateIn(9), 10, 0));
    expect(res.statusCode, res.body).toBe(201);
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    expect(paymentUrl).toContain('/payments/test-checkout/tst_');
    const shown = await app.inject({ method: 'GET', url: api(apiPaths.reservation.path({ id })) });
    expect(shown.statusCode).toBe(200);
    const checkout = await app.inject({ method: 'GET', url: new URL(paymentUrl).pathname });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('TEST PAYMENT');
  });

  it('registers the webhook, the retry of a payment and the TEST checkout', () => {
    expect(registered(app, 'POST', apiPaths.retryReservation.pattern)).toBe(true);
    expect(registered(app, 'POST', apiPaths.paymentWebhook.pattern)).toBe(true);
    expect(registered(app, 'GET', apiPaths.testCheckout.pattern)).toBe(true);
    expect(registered(app, 'POST', apiPaths.testCheckout.pattern)).toBe(true);
  });

  it('says online, with no test payments banner', async () => {
    const mode = await app.inject({ method: 'GET', url: api(apiPaths.bookingMode.path()) });
    expect(mode.json()).toEqual({ mode: 'online', testPayments: false });
  });
});

/** Production refuses to start without the address visitors use (config.ts). */
const PRODUCTION_URL = 'https://golf.example.org';

describe('NODE_ENV=production: no TEST checkout', async () => {
  const { app } = await build({
    config: testConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: PRODUCTION_URL,
      BOOKING_MODE: 'online',
      MOLLIE_API_KEY: LIVE_KEY,
    }),
  });

  it('pays through Mollie', () => {
    expect(app.paymentProvider.name).toBe('mollie');
    expect(app.testPayments).toBeNull();
  });

  it.each(testCheckoutRoutes)('$method $url answers 404 with {message}', async (request) => {
    expectError(await injectWithToken(app, request), 404);
  });

  it('registers the online booking routes but not the TEST checkout', () => {
    expect(registered(app, 'POST', apiPaths.createReservation.pattern)).toBe(true);
    expect(registered(app, 'POST', apiPaths.paymentWebhook.pattern)).toBe(true);
    expect(registered(app, 'GET', apiPaths.testCheckout.pattern)).toBe(false);
    expect(registered(app, 'POST', apiPaths.testCheckout.pattern)).toBe(false);
  });

  it('says online, with real payments', async () => {
    const mode = await app.inject({ method: 'GET', url: api(apiPaths.bookingMode.path()) });
    expect(mode.json()).toEqual({ mode: 'online', testPayments: false });
  });
});

describe('NODE_ENV=production with a test_ key and PAYMENTS_TEST_MODE=true', async () => {
  const { app } = await build({
    config: testConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: PRODUCTION_URL,
      BOOKING_MODE: 'online',
      MOLLIE_API_KEY: TEST_KEY,
      PAYMENTS_TEST_MODE: 'true',
    }),
  });

  it('tells the SPA to show the test payments banner, and still has no TEST checkout', async () => {
    const mode = await app.inject({ method: 'GET', url: api(apiPaths.bookingMode.path()) });
    expect(mode.json()).toEqual({ mode: 'online', testPayments: true });
    expect(app.paymentProvider.name).toBe('mollie');
    expect(registered(app, 'GET', apiPaths.testCheckout.pattern)).toBe(false);
  });
});
