import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, reservations, testPayments } from '../src/db/schema';
import { api, booking, createReservation, dateIn, freeSlots } from './fixtures';
import { build, injectWithToken } from './helpers';

const XSRF = 'form-token-0123456789';
/** The limit on one call to the fake Mollie: short, so that a Mollie that never answers is found out fast. */
const MOLLIE_TEST_TIMEOUT_MS = 500;

/** A date a week or more ahead whose 10:00 is on the tee sheet, a different one per call. */
let dayOffset = 8;
const nextDate = () => dateIn(dayOffset++);

const has10 = (slots: { hour: number; min: number }[], hour: number, min: number) =>
  slots.some((s) => s.hour === hour && s.min === min);

describe('online booking with the built-in TEST checkout', async () => {
  const { app, database } = await build({ env: { BOOKING_MODE: 'online' } });
  const db = database.db;

  async function book(date = nextDate(), adults = 2) {
    const res = await createReservation(app, booking(date, 10, 0, { adults }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { id: string; paymentUrl: string };
    const paymentId = body.paymentUrl.split('/').at(-1) as string;
    return { ...body, paymentId, date };
  }
  const checkout = (paymentId: string, action: string, token = XSRF) =>
    app.inject({
      method: 'POST',
      url: api(`/payments/test-checkout/${paymentId}`),
      cookies: { 'XSRF-TOKEN': XSRF },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action, xsrf: token }).toString(),
    });
  const state = async (id: string) => {
    const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
    return row;
  };

  it('tells the SPA which booking mode is on', async () => {
    const res = await app.inject({ method: 'GET', url: api('/booking/mode') });
    expect(res.json()).toEqual({ mode: 'online', testPayments: false });
  });

  it('shows a checkout page clearly marked TEST with pay, fail, cancel and expire', async () => {
    const { paymentId } = await book();
    const res = await app.inject({ method: 'GET', url: api(`/payments/test-checkout/${paymentId}`) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('TEST PAYMENT');
    for (const action of ['pay', 'fail', 'cancel', 'expire']) expect(res.body).toContain(`value="${action}"`);
    expect(res.body).toMatch(/€\s?220[.,]00|€\s?240[.,]00|€\s?200[.,]00|€\s?160[.,]00/);
  });

  it.each([
    [undefined, 1, 'en', 'TEST checkout', ', 1 player</p>', 'Amount: €'],
    [undefined, 2, 'en', 'TEST checkout', ', 2 players</p>', 'Amount: €'],
    ['nl-BE', 1, 'nl', 'TEST-betaalpagina', ', 1 speler</p>', 'Bedrag: €'],
    ['nl-BE', 3, 'nl', 'TEST-betaalpagina', ', 3 spelers</p>', 'Bedrag: €'],
    ['fr-BE', 2, 'fr', 'Page de paiement TEST', ', 2 joueurs</p>', 'Montant\u00a0: '],
    ['de-DE', 2, 'de', 'TEST-Zahlungsseite', ', 2 Spieler</p>', 'Betrag: '],
  ])(
    'speaks the booking’s language (%s, %i players)',
    async (acceptLanguage, adults, lang, title, players, amount) => {
      const res = await injectWithToken(app, {
        method: 'POST',
        url: api('/reservations/website'),
        payload: booking(nextDate(), 10, 0, { adults }),
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
      expect(res.statusCode, res.body).toBe(201);
      const paymentId = (res.json() as { paymentUrl: string }).paymentUrl.split('/').at(-1) as string;
      const page = await app.inject({ method: 'GET', url: api(`/payments/test-checkout/${paymentId}`) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(page.body).toContain(players);
      expect(page.body).toContain(amount);
      expect(page.body).not.toContain('player(s)');
    },
  );

  it('holds the time while the player pays, and confirms it with a mail and a calendar file once paid', async () => {
    const { id, paymentId, date } = await book(nextDate(), 4);
    expect(has10(await freeSlots(app, date), 10, 0)).toBe(false);
    expect((await state(id))?.holdExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const res = await checkout(paymentId, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:8080/bookings/${id}`);
    const row = await state(id);
    expect(row?.paymentState).toBe('paid');
    expect(row?.holdsSlot).toBe(true);
    expect(has10(await freeSlots(app, date), 10, 0)).toBe(false);

    const shown = (await app.inject({ method: 'GET', url: api(`/reservations/${id}`) })).json();
    expect(shown.paymentState).toBe('paid');

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'piet.willems@example.net'));
    const confirmation = mails.find((m) => m.subject.includes('is confirmed'));
    expect(confirmation?.textBody).toContain(`/bookings/${id}`);
    const ics = confirmation?.attachments?.[0];
    expect(ics?.filename).toBe('tee-time.ics');
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
    expect(ics?.content).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });

  it('sends the confirmation once, however often the state is reported', async () => {
    const { id, paymentId } = await book();
    await checkout(paymentId, 'pay');
    for (let i = 0; i < 3; i += 1) {
      const hook = await app.inject({
        method: 'POST',
        url: api('/payments/webhook'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${paymentId}`,
      });
      expect(hook.statusCode).toBe(200);
    }
    const mails = await db.select().from(mailOutbox);
    expect(
      mails.filter((m) => m.textBody.includes(`/bookings/${id}`) && m.subject.includes('confirmed')),
    ).toHaveLength(1);
  });

  it('tells open tee sheets once when a payment goes through, not when it is held or reported again', async () => {
    const topics: string[] = [];
    const stop = app.live.subscribe((change) => topics.push(change.topic));
    try {
      const { paymentId } = await book();
      expect(topics).not.toContain('tee-sheet');
      await checkout(paymentId, 'pay');
      await app.inject({
        method: 'POST',
        url: api('/payments/webhook'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${paymentId}`,
      });
      expect(topics.filter((topic) => topic === 'tee-sheet')).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it.each([
    ['fail', 'failed'],
    ['cancel', 'canceled'],
    ['expire', 'expired'],
  ])('releases the hold when the payment is %s', async (action, expected) => {
    const { id, paymentId, date } = await book(nextDate(), 4);
    expect(has10(await freeSlots(app, date), 10, 0)).toBe(false);
    expect((await checkout(paymentId, action)).statusCode).toBe(303);
    const row = await state(id);
    expect(row?.paymentState).toBe(expected);
    expect(row?.holdsSlot).toBe(false);
    expect(has10(await freeSlots(app, date, '?players=4'), 10, 0)).toBe(true);
    // A settled payment cannot be settled again.
    await checkout(paymentId, 'pay');
    expect((await state(id))?.paymentState).toBe(expected);
  });

  it('frees the time when the hold expires, and the sweep marks the booking expired', async () => {
    const { id, paymentId, date } = await book(nextDate(), 4);
    const past = new Date(Date.now() - 60_000);
    await db.update(reservations).set({ holdExpiresAt: past }).where(eq(reservations.id, id));
    await db.update(testPayments).set({ expiresAt: past }).where(eq(testPayments.id, paymentId));
    // Free at once, even before the sweep has run.
    expect(has10(await freeSlots(app, date, '?players=4'), 10, 0)).toBe(true);
    await app.booking.sweep();
    const row = await state(id);
    expect(row?.paymentState).toBe('expired');
    expect(row?.holdsSlot).toBe(false);
    // The TEST checkout no longer takes the payment.
    await checkout(paymentId, 'pay');
    expect((await state(id))?.paymentState).toBe('expired');
  });

  it('refuses a checkout form without the page token, and ignores unknown webhook ids', async () => {
    const { paymentId, id } = await book();
    expect((await checkout(paymentId, 'pay', 'wrong-token')).statusCode).toBe(403);
    expect((await state(id))?.paymentState).toBe('open');
    const unknown = await app.inject({
      method: 'POST',
      url: api('/payments/webhook'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_doesnotexist',
    });
    expect(unknown.statusCode).toBe(200);
    const bad = await app.inject({
      method: 'POST',
      url: api('/payments/webhook'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: "id=';drop table reservations;--",
    });
    expect(bad.statusCode).toBe(400);
  });

  it('tells the club when a late payment overbooks a time', async () => {
    const date = nextDate();
    const late = await book(date, 4);
    const past = new Date(Date.now() - 60_000);
    await db.update(reservations).set({ holdExpiresAt: past }).where(eq(reservations.id, late.id));
    await app.booking.applyState(late.id, 'expired');
    const other = await book(date, 4);
    await checkout(other.paymentId, 'pay');
    await app.booking.applyState(late.id, 'paid');
    expect((await state(late.id))?.paymentState).toBe('paid');
    const alerts = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'club@example.org'));
    expect(
      alerts.some((m) => m.subject.startsWith('Overbooked tee time') && m.textBody.includes(late.id)),
    ).toBe(true);
  });
});

/** A throw-away self-signed certificate for 127.0.0.1: the Mollie client only speaks https. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'fake-mollie-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Enough of Mollie's payments API to run the adapter against: create, get, and a way to settle. `failWith`
 * makes it answer every request 500 (with Retry-After: 0, so the client's own retries come at once), or
 * take requests and never answer them.
 */
async function fakeMollie() {
  const payments = new Map<string, Record<string, unknown>>();
  let mode: 'ok' | '500' | 'silent' = 'ok';
  const requests: { method: string; url: string; body: Record<string, unknown>; auth: string }[] = [];
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(
    selfSignedCertificate(),
    async (req: IncomingMessage, res: ServerResponse) => {
      const raw = await readBody(req);
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body,
        auth: req.headers.authorization ?? '',
      });
      if (mode === 'silent') return;
      res.setHeader('content-type', 'application/hal+json');
      if (mode === '500') {
        res.statusCode = 500;
        res.setHeader('retry-after', '0');
        res.end(JSON.stringify({ status: 500, title: 'Internal Server Error', detail: 'Something broke' }));
        return;
      }
      if (req.method === 'POST' && req.url?.startsWith('/v2/payments')) {
        const id = `tr_fake${payments.size + 1}`;
        const payment = {
          resource: 'payment',
          id,
          mode: 'test',
          createdAt: new Date().toISOString(),
          status: 'open',
          ...body,
          _links: { checkout: { href: `https://checkout.fake/${id}`, type: 'text/html' } },
        };
        payments.set(id, payment);
        res.statusCode = 201;
        res.end(JSON.stringify(payment));
        return;
      }
      const match = /^\/v2\/payments\/([\w]+)/.exec(req.url ?? '');
      const payment = match ? payments.get(match[1] as string) : undefined;
      if (req.method === 'GET' && payment) {
        res.end(JSON.stringify(payment));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ status: 404, title: 'Not Found', detail: 'No payment exists with that id' }));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `https://127.0.0.1:${port}/v2/`,
    requests,
    settle: (id: string, status: string) => {
      const payment = payments.get(id);
      if (payment) payment.status = status;
    },
    failWith: (next: 'ok' | '500' | 'silent') => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The requests left unanswered on purpose.
        server.closeAllConnections();
      }),
  };
}

describe('online booking through Mollie (a local fake of its API)', async () => {
  const mollie = await fakeMollie();
  // The official client trusts only its own CA bundle; the fake's certificate is self-signed.
  const tlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  afterAll(async () => {
    await mollie.close();
    if (tlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsSetting;
  });
  const { app, database } = await build({
    env: {
      BOOKING_MODE: 'online',
      MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz0123',
      PUBLIC_URL: 'https://golf.example.org',
    },
    payments: { mollieApiEndpoint: mollie.endpoint, mollieTimeoutMs: MOLLIE_TEST_TIMEOUT_MS },
  });
  const webhook = (paymentId: string) =>
    app.inject({
      method: 'POST',
      url: api('/payments/webhook'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${paymentId}`,
    });
  const reservation = async (id: string) =>
    (await database.db.select().from(reservations).where(eq(reservations.id, id)))[0];
  /** The player's confirmation mails of one booking: they link to its page, which names its id. */
  const confirmations = async (id: string) =>
    (await database.db.select().from(mailOutbox)).filter(
      (m) => m.toAddress !== 'club@example.org' && m.textBody.includes(id),
    );

  it('creates a Bancontact-first payment carrying the booking id and redirects to its checkout', async () => {
    const res = await createReservation(app, booking(nextDate(), 10, 0, { adults: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    expect(paymentUrl).toMatch(/^https:\/\/checkout\.fake\/tr_fake\d+$/);
    const created = mollie.requests.find((r) => r.method === 'POST');
    expect(created?.auth).toBe('Bearer test_abcdefghijklmnopqrstuvwxyz0123');
    expect(created?.body).toMatchObject({
      amount: { currency: 'EUR', value: expect.stringMatching(/^\d+\.\d{2}$/) },
      redirectUrl: `https://golf.example.org/bookings/${id}`,
      webhookUrl: 'https://golf.example.org/api/v1/payments/webhook',
      metadata: { reservationId: id },
    });
    expect((created?.body.method as string[] | undefined)?.[0]).toBe('bancontact');
  });

  it('takes the webhook, fetches the status from Mollie and confirms the booking', async () => {
    const res = await createReservation(app, booking(nextDate(), 10, 0, { adults: 1 }));
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    const paymentId = paymentUrl.split('/').at(-1) as string;
    // A webhook before anything changed leaves the booking open.
    const early = await app.inject({
      method: 'POST',
      url: api('/payments/webhook'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${paymentId}`,
    });
    expect(early.statusCode).toBe(200);
    const [open] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(open?.paymentState).toBe('open');

    mollie.settle(paymentId, 'paid');
    await app.inject({
      method: 'POST',
      url: api('/payments/webhook'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${paymentId}`,
    });
    const [paid] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(paid?.paymentState).toBe('paid');
    expect(mollie.requests.some((r) => r.method === 'GET' && r.url.includes(paymentId))).toBe(true);
  });

  it('reconciles a payment whose webhook never came', async () => {
    const res = await createReservation(app, booking(nextDate(), 10, 0, { adults: 1 }));
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    mollie.settle(paymentUrl.split('/').at(-1) as string, 'expired');
    await database.db
      .update(reservations)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reservations.id, id));
    await app.booking.sweep();
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row?.paymentState).toBe('expired');
    expect(row?.holdsSlot).toBe(false);
  });
  // docs/product.md, Faults: a provider that fails while a booking is made costs the visitor nothing.
  for (const fault of ['500', 'silent'] as const) {
    it(`releases the hold and answers 502 when Mollie ${fault === '500' ? 'answers 500' : 'never answers'}`, async () => {
      const date = nextDate();
      mollie.failWith(fault);
      const started = Date.now();
      const res = await createReservation(app, booking(date, 10, 0, { adults: 4 }));
      const tookMs = Date.now() - started;
      mollie.failWith('ok');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'Aplogies, something went wrong while processing your reservation. Please try again later.',
      });
      if (fault === 'silent') expect(tookMs).toBeLessThan(MOLLIE_TEST_TIMEOUT_MS + 5000);
      // The time is free again: a full party of four books it at once.
      expect(has10(await freeSlots(app, date, '?players=4'), 10, 0)).toBe(true);
      const again = await createReservation(app, booking(date, 10, 0, { adults: 4 }));
      expect(again.statusCode, again.body).toBe(201);
    });
  }

  it('confirms once a payment reported paid after its expiry was swept, however often the webhook comes', async () => {
    const res = await createReservation(app, booking(nextDate(), 10, 0, { adults: 1 }));
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    const paymentId = paymentUrl.split('/').at(-1) as string;
    mollie.settle(paymentId, 'expired');
    await database.db
      .update(reservations)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reservations.id, id));
    await app.booking.sweep();
    expect((await reservation(id))?.paymentState).toBe('expired');
    await webhook(paymentId);
    expect((await reservation(id))?.paymentState).toBe('expired');

    // The player paid at the last moment; Mollie says so late, and twice, and the two arrive together.
    mollie.settle(paymentId, 'paid');
    const answers = await Promise.all([webhook(paymentId), webhook(paymentId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await webhook(paymentId);
    const row = await reservation(id);
    expect(row?.paymentState).toBe('paid');
    expect(row?.holdsSlot).toBe(true);
    expect(await confirmations(id)).toHaveLength(1);
  });

  it('keeps a paid booking paid, with one confirmation, when a failure is reported after the payment', async () => {
    const res = await createReservation(app, booking(nextDate(), 10, 0, { adults: 1 }));
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    const paymentId = paymentUrl.split('/').at(-1) as string;
    mollie.settle(paymentId, 'paid');
    await Promise.all([webhook(paymentId), webhook(paymentId)]);
    for (const late of ['failed', 'expired', 'canceled', 'open']) {
      mollie.settle(paymentId, late);
      expect((await webhook(paymentId)).statusCode).toBe(200);
    }
    await app.booking.applyState(id, 'failed');
    const row = await reservation(id);
    expect(row?.paymentState).toBe('paid');
    expect(row?.holdsSlot).toBe(true);
    expect(await confirmations(id)).toHaveLength(1);
  });
});
