import { eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { bookingRequests, mailOutbox, reservations } from '../src/db/schema';
import { api, booking, dateIn, greenfeeText, tableText, validGreenfee, validTable } from './fixtures';
import { build, injectWithToken } from './helpers';

const CLUB = 'club@example.org';
const STAFF = { email: 'secretary@example.org', password: 'a long staff password' };
const XSRF = 'form-token-0123456789';

/** Mails to players go in the language the request was made in; mails to the club stay in English. */
describe('the language of the mails', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, BOOKING_MODE: 'online' },
  });
  const { db } = database;
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';

  const post = (url: string, payload: unknown, acceptLanguage?: string) =>
    injectWithToken(app, {
      method: 'POST',
      url: api(url),
      payload: payload as InjectOptions['payload'],
      ...(acceptLanguage === undefined ? {} : { headers: { 'accept-language': acceptLanguage } }),
    });
  const request = async (id: string) =>
    (await db.select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0];
  const mailsTo = (address: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  const mailsAbout = (id: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.textBody, `%: ${id}%`));

  async function greenfeeRequest(email: string, acceptLanguage?: string) {
    const res = await post(
      apiPaths.reserveGreenfee.path(),
      { content: greenfeeText({ ...validGreenfee(), email }) },
      acceptLanguage,
    );
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  }

  it('stores nl for a green-fee request sent in nl-BE, mails the club in English and the player in Dutch', async () => {
    const id = await greenfeeRequest('els.dutch@example.net', 'nl-BE,nl;q=0.9,en;q=0.8');
    expect((await request(id))?.locale).toBe('nl');

    const mails = await mailsAbout(id);
    const toClub = mails.find((m) => m.toAddress === CLUB);
    expect(toClub?.subject).toMatch(/^Green-fee request: Ann Peeters, /);
    expect(toClub?.textBody).toContain('A new green-fee request arrived through the website.');
    expect(toClub?.textBody).toContain('Firstname: Ann');
    expect(toClub?.textBody).toContain(`Reference: ${id}`);

    const ack = mails.find((m) => m.toAddress === 'els.dutch@example.net');
    expect(ack?.subject).toMatch(/: wij hebben uw greenfee-aanvraag ontvangen$/);
    expect(ack?.textBody).toMatch(/^Goeiedag,\n/);
    expect(ack?.textBody).toMatch(
      /Bedankt voor uw aanvraag voor een greenfee op \w+dag \d{1,2} \w+ \d{4} om 10:30\./,
    );
    expect(ack?.textBody).toContain('Spelers: 2 volwassenen, 1 junior');
    // The name typed is not repeated to the address typed (docs/product.md, Mail and the outbox).
    expect(ack?.textBody).not.toContain('Ann');
    expect(ack?.textBody).toContain(`Referentie: ${id}`);
    expect(ack?.textBody).not.toContain('Dear');
  });

  it('sends the player a Dutch mail when staff confirm the Dutch request in the admin', async () => {
    const id = await greenfeeRequest('els.confirm@example.net', 'nl-BE');
    const res = await injectWithToken(app, {
      method: 'POST',
      url: api(`/admin/requests/${id}/confirm`),
      cookies: { session },
    });
    expect(res.statusCode, res.body).toBe(200);
    const decision = (await mailsTo('els.confirm@example.net')).find((m) => m.subject.endsWith('bevestigd'));
    expect(decision?.subject).toMatch(/: greenfee-aanvraag bevestigd$/);
    expect(decision?.textBody).toMatch(
      /^Goeiedag,\n\nGraag bevestigen wij uw greenfee op \w+dag \d{1,2} \w+ \d{4} om 10:30\.\n/,
    );
  });

  it('includes a decline message as staff typed it, in a mail in the language of the request', async () => {
    const id = await greenfeeRequest('jean.decline@example.net', 'fr-BE, fr;q=0.9');
    const message = 'Sorry, the course is closed for the Club Championship that day.';
    const res = await injectWithToken(app, {
      method: 'POST',
      url: api(`/admin/requests/${id}/decline`),
      cookies: { session },
      payload: { message },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [decline] = await mailsTo('jean.decline@example.net').then((m) =>
      m.filter((x) => x.subject.includes('non confirmée')),
    );
    expect(decline?.subject).toMatch(/\u00a0: demande de green-fee non confirmée$/);
    expect(decline?.textBody).toMatch(/^Bonjour,\n/);
    expect(decline?.textBody).toContain('nous ne pouvons pas confirmer votre green-fee du ');
    expect(decline?.textBody).toContain(`\n\n${message}\n\n`);
  });

  it('acknowledges a table request in the language asked for, by quality', async () => {
    const res = await post(
      apiPaths.reserveTable.path(),
      { content: tableText({ ...validTable(), email: 'tisch@example.net' }) },
      'en;q=0.5, de;q=0.9, fr;q=0.7',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    expect((await request(id))?.locale).toBe('de');
    const mails = await mailsAbout(id);
    expect(mails.find((m) => m.toAddress === CLUB)?.textBody).toContain(
      'A new table reservation request arrived through the website.',
    );
    const ack = mails.find((m) => m.toAddress === 'tisch@example.net');
    expect(ack?.subject).toMatch(/: Wir haben Ihre Anfrage für eine Tischreservierung erhalten$/);
    expect(ack?.textBody).toMatch(/ein Tisch für 4 am \w+, \d{1,2}\. \w+ \d{4} um 19:30 Uhr\./);
  });

  it.each([
    ['no header', undefined],
    ['a language the site does not have', 'es-ES,es;q=0.9'],
    ['a garbage header', ';;q=x,,,\u00e9\u00e9, *;q=banana'],
    ['a refused language', 'nl;q=0'],
  ])('answers %s with English', async (_, acceptLanguage) => {
    const email = `english.${Math.random().toString(36).slice(2)}@example.net`;
    const id = await greenfeeRequest(email, acceptLanguage);
    expect((await request(id))?.locale).toBe('en');
    const [ack] = await mailsTo(email);
    expect(ack?.subject).toMatch(/: we received your green-fee request$/);
    expect(ack?.textBody).toMatch(/^Hello,\n/);
  });

  async function bookAndPay(date: ReturnType<typeof dateIn>, email: string, acceptLanguage?: string) {
    const created = await post(
      apiPaths.createReservation.path(),
      booking(date, 10, 0, { email, adults: 2, juniors: 1 }),
      acceptLanguage,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id, paymentUrl } = created.json() as { id: string; paymentUrl: string };
    const paid = await app.inject({
      method: 'POST',
      url: api(`/payments/test-checkout/${paymentUrl.split('/').at(-1)}`),
      cookies: { 'XSRF-TOKEN': XSRF },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', xsrf: XSRF }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    return { id, location: paid.headers.location };
  }

  it('confirms a booking made in German with a German mail and calendar entry once paid', async () => {
    const { id, location } = await bookAndPay(dateIn(10), 'klaus@example.net', 'de');
    expect(location).toBe(`http://localhost:8080/de/bookings/${id}`);
    const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
    expect(row?.locale).toBe('de');

    const [confirmation, ...others] = await mailsTo('klaus@example.net');
    expect(others).toHaveLength(0);
    expect(confirmation?.subject).toMatch(
      /: Ihre Startzeit am \w+, \d{1,2}\. \w+ \d{4} um 10:00 Uhr ist bestätigt$/,
    );
    const body = confirmation?.textBody ?? '';
    expect(body).toMatch(/^Guten Tag Piet Willems,\n\nVielen Dank für Ihre Zahlung\. /);
    expect(body).toContain('Spieler: 2 Erwachsene, 1 Jugendlicher');
    expect(body).toMatch(/\nZeedijk 1, 8300 Sample-on-Sea, Belgien$/);
    expect(body).toMatch(/Bezahlt: \d+,00\s€/);
    expect(body).toContain(`Ihre Buchung: http://localhost:8080/de/bookings/${id}`);
    expect(confirmation?.attachments?.[0]?.filename).toBe('startzeit.ics');
    const ics = confirmation?.attachments?.[0]?.content.replace(/\r\n /g, '') ?? '';
    expect(ics).toMatch(/^SUMMARY:Startzeit – .+$/m);
    expect(ics).toContain(`DESCRIPTION:3 Spieler. Ihre Buchung: http://localhost:8080/de/bookings/${id}`);
    expect(ics).toContain('LOCATION:Zeedijk 1\\, 8300 Sample-on-Sea\\, Belgien');
  });

  it('confirms a booking made without a language in English, as before', async () => {
    const { id, location } = await bookAndPay(dateIn(11), 'english.booker@example.net');
    expect(location).toBe(`http://localhost:8080/bookings/${id}`);
    const [confirmation] = await mailsTo('english.booker@example.net');
    expect(confirmation?.subject).toMatch(/: your tee time on \d{4}-\d{2}-\d{2} at 10:00 is confirmed$/);
    expect(confirmation?.textBody).toMatch(/Paid: EUR \d+\.00\n/);
    expect(confirmation?.textBody).toMatch(/Players: \d (adult|adults), \d (junior|juniors)\n/);
    expect(confirmation?.textBody).toMatch(/\nZeedijk 1, 8300 Sample-on-Sea, Belgium$/);
    expect(confirmation?.attachments?.[0]?.content).toMatch(/^SUMMARY:Tee time at /m);
  });
});
