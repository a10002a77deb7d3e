import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths, XSRF_COOKIE, XSRF_HEADER } from '../../common/api/paths';
import type { PersonExport } from '../../common/api/people';
import { isoDate } from '../../common/rules/clubTime';
import { auditLog, bookingRequests, mailOutbox, reservations } from '../src/db/schema';
import { api, dateIn, expectError, greenfeeText, validGreenfee } from './fixtures';
import { build, injectWithToken, postJson } from './helpers';

const ADMIN = { email: 'admin@example.org', password: 'a long admin password' };
const DESK = { email: 'desk@example.org', password: 'a long desk password' };
const ANN = 'Ann.Peeters@Example.net';
const OTHER = 'someone.else@example.net';
const exportUrl = api(adminApiPaths.exportPerson.path());
const eraseUrl = api(adminApiPaths.erasePerson.path());
const NOT_ONE_ADDRESS =
  'Invalid body field "email": Please enter exactly one e-mail address, such as name@example.com.';

/** Signs in; requests then carry the cookies the sign-in set, and its cross-site token if it set one. */
async function signedIn(app: FastifyInstance, who: { email: string; password: string }) {
  const res = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: who });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const jar = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  const token = jar[XSRF_COOKIE];
  return (opts: InjectOptions) =>
    injectWithToken(app, {
      ...opts,
      cookies: { ...jar, ...(opts.cookies ?? {}) },
      headers: { ...(token ? { [XSRF_HEADER]: token } : {}), ...(opts.headers ?? {}) },
    });
}

describe("/admin/people: a person's data, exported and erased, by admins only", async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const db = database.db;
  const asAdmin = await signedIn(app, ADMIN);
  const created = await asAdmin({
    method: 'POST',
    url: api(adminApiPaths.users.path()),
    payload: { ...DESK, role: 'staff' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const asDesk = await signedIn(app, DESK);
  const exportAs = (who: typeof asAdmin, email: string) =>
    who({ method: 'POST', url: exportUrl, payload: { email } });
  const eraseAs = (who: typeof asAdmin, email: string) =>
    who({ method: 'POST', url: eraseUrl, payload: { email } });

  // Ann: a green-fee request (two mails), a booking two years ago and a desk booking still to come.
  const request = await postJson(app, api(apiPaths.reserveGreenfee.path()), {
    content: greenfeeText({ ...validGreenfee(), email: 'ann.peeters@example.net' }),
  });
  expect(request.statusCode, request.body).toBe(201);
  const requestId = (request.json() as { id: string }).id;
  const pastBooking = randomUUID();
  const pastBase = {
    type: 'greenfee',
    year: 2024,
    month: 6,
    day: 14,
    hour: 9,
    minute: 10,
    adults: 2,
    juniors: 0,
    priceCents: 22_000,
    paymentState: 'paid' as const,
  };
  await db.insert(reservations).values([
    {
      ...pastBase,
      id: pastBooking,
      firstname: 'Ann',
      lastname: 'Peeters',
      email: 'ANN.PEETERS@example.net',
      telephone: '+32 470 12 34 56',
      federationNumber: 'F-1234',
      paymentId: 'tr_ann',
    },
    {
      ...pastBase,
      id: randomUUID(),
      firstname: 'Someone',
      lastname: 'Else',
      email: OTHER,
      paymentId: 'tr_x',
    },
  ]);
  const future = dateIn(10);
  const desk = await asAdmin({
    method: 'POST',
    url: api(adminApiPaths.teeSheetBookings.path()),
    payload: {
      date: isoDate(future),
      hour: 10,
      minute: 0,
      adults: 1,
      juniors: 0,
      firstname: 'Ann',
      lastname: 'Peeters',
      email: 'ann.peeters@example.net',
    },
  });
  expect(desk.statusCode, desk.body).toBe(201);
  const futureBooking = (desk.json() as { id: string }).id;
  await db.insert(auditLog).values([
    { actor: DESK.email, action: 'note', target: `called ann.peeters@example.net about ${pastBooking}` },
    { actor: DESK.email, action: 'note', target: `called ${OTHER}` },
  ]);
  await db.insert(mailOutbox).values({ toAddress: OTHER, subject: 'Hello', textBody: 'Dear someone' });

  const auditOf = async (action: string) => db.select().from(auditLog).where(eq(auditLog.action, action));

  it('refuses staff who are not admins, with 403, and everyone signed out with 401', async () => {
    expect(expectError(await exportAs(asDesk, ANN), 403)).toBe(
      "Only admins can export or erase a person's data.",
    );
    expect(expectError(await eraseAs(asDesk, ANN), 403)).toBe(
      "Only admins can export or erase a person's data.",
    );
    expectError(await injectWithToken(app, { method: 'POST', url: exportUrl, payload: { email: ANN } }), 401);
    expect((await db.select().from(reservations).where(eq(reservations.id, pastBooking)))[0]?.email).toBe(
      'ANN.PEETERS@example.net',
    );
  });

  it('refuses a missing or malformed address with 400', async () => {
    expect(expectError(await asAdmin({ method: 'POST', url: exportUrl, payload: {} }), 400)).toContain(
      NOT_ONE_ADDRESS,
    );
    expect(expectError(await eraseAs(asAdmin, 'no address'), 400)).toBe(NOT_ONE_ADDRESS);
  });

  it('takes the address in the body only: the export does not answer GET', async () => {
    const res = await asAdmin({ method: 'GET', url: `${exportUrl}?email=${encodeURIComponent(ANN)}` });
    expect(res.statusCode).toBe(404);
  });

  it('exports everything held about the address, in any capitals, as a JSON download', async () => {
    const res = await exportAs(asAdmin, ANN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json() as PersonExport;
    expect(data.requests).toHaveLength(1);
    expect(data.requests[0]).toMatchObject({
      id: requestId,
      kind: 'greenfee',
      fields: { firstname: 'Ann', lastname: 'Peeters', email: 'ann.peeters@example.net' },
    });
    expect(data.bookings.map((b) => b.id).sort()).toEqual([pastBooking, futureBooking].sort());
    expect(data.bookings.find((b) => b.id === pastBooking)).toMatchObject({
      date: '2024-06-14',
      time: '09:10',
      federationNumber: 'F-1234',
      price: 220,
    });
    // The acknowledgement to Ann, the club's copy replying to her, and the desk booking's mail if any.
    expect(data.mails.length).toBeGreaterThanOrEqual(2);
    expect(data.mails.every((m) => JSON.stringify(m).toLowerCase().includes('ann.peeters@example.net'))).toBe(
      true,
    );
    // Those that name the address, and those that name one of the bookings (the desk booking's entry).
    expect(data.auditEntries.map((a) => a.target)).toEqual([
      expect.stringMatching(new RegExp(`^booking ${futureBooking} `)),
      `called ann.peeters@example.net about ${pastBooking}`,
    ]);
    expect(res.body).not.toContain(OTHER);
    expect(res.body).not.toContain('Someone');
  });

  it('audits the export with the admin and counts, never the address', async () => {
    const [entry] = await auditOf('person.export');
    expect(entry?.actor).toBe(ADMIN.email);
    expect(entry?.target).toMatch(
      /^requests 1, bookings 2, mails \d+, audit mentions 2, waiting-list entries 0, no-show lifts 0$/,
    );
    expect(entry?.target.toLowerCase()).not.toContain('ann');
  });

  it('refuses to erase while a booking is still to come, and changes nothing', async () => {
    const message = expectError(await eraseAs(asAdmin, ANN), 409);
    expect(message).toBe(
      `This person has a booking still to come (${isoDate(future)} 10:00). Cancel it on the tee sheet first, then erase.`,
    );
    const [past] = await db.select().from(reservations).where(eq(reservations.id, pastBooking));
    expect(past?.email).toBe('ANN.PEETERS@example.net');
    expect(await auditOf('person.erase')).toHaveLength(0);
  });

  it('erases once the booking is canceled: anonymised in one go, the accounts kept', async () => {
    const cancel = await asAdmin({
      method: 'POST',
      url: api(adminApiPaths.cancelReservation.path({ id: futureBooking })),
      payload: { refund: false },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const res = await eraseAs(asAdmin, ANN);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as { requests: number; bookings: number; mails: number; auditEntries: number };
    expect(result).toMatchObject({ requests: 1, bookings: 2, auditEntries: 1 });
    expect(result.mails).toBeGreaterThanOrEqual(2);

    const [req] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, requestId));
    expect(Object.keys(req?.fields ?? {}).sort()).toEqual(['adults', 'date', 'juniors', 'time']);
    expect(req?.rawText).toBe('');
    const rows = await db
      .select()
      .from(reservations)
      .where(inArray(reservations.id, [pastBooking, futureBooking]));
    for (const row of rows) {
      expect(row).toMatchObject({
        firstname: '',
        lastname: '',
        email: null,
        telephone: null,
        federationNumber: null,
      });
      expect(row.anonymisedAt).not.toBeNull();
    }
    expect(rows.find((r) => r.id === pastBooking)).toMatchObject({
      priceCents: 22_000,
      paymentId: 'tr_ann',
      day: 14,
    });
    const mails = await db.select().from(mailOutbox);
    expect(JSON.stringify(mails).toLowerCase()).not.toContain('ann.peeters');
    expect(mails.some((m) => m.toAddress === OTHER)).toBe(true);
    const audits = await db.select().from(auditLog);
    expect(JSON.stringify(audits).toLowerCase()).not.toContain('ann.peeters');
    expect(audits.map((a) => a.target)).toContain(`called [erased] about ${pastBooking}`);
    expect(audits.map((a) => a.target)).toContain(`called ${OTHER}`);
    const [other] = await db.select().from(reservations).where(eq(reservations.email, OTHER));
    expect(other?.firstname).toBe('Someone');
  });

  it('audits the erasure with the admin and counts, never the address', async () => {
    const [entry] = await auditOf('person.erase');
    expect(entry?.actor).toBe(ADMIN.email);
    expect(entry?.target).toMatch(
      /^requests 1, bookings 2, mails \d+, audit mentions 1, waiting-list entries 0, no-show lifts 0$/,
    );
  });

  it('finds nothing more about the address afterwards', async () => {
    const data = (await exportAs(asAdmin, ANN)).json() as PersonExport;
    expect(data).toMatchObject({ requests: [], bookings: [], mails: [], auditEntries: [] });
  });
});

describe('/admin/people: whole addresses only, never a part of another', async () => {
  const logLines: string[] = [];
  const { app, database } = await build({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  });
  const db = database.db;
  const asAdmin = await signedIn(app, ADMIN);
  const exportOf = (email: string) => asAdmin({ method: 'POST', url: exportUrl, payload: { email } });
  const eraseOf = (email: string) => asAdmin({ method: 'POST', url: eraseUrl, payload: { email } });

  // Jo, and the neighbours whose addresses hold Jo's as a part: anjo@, mary.jo@, and @example.be.eu.
  const JO = 'jo@example.be';
  const NEIGHBOURS = ['anjo@example.be', 'mary.jo@example.be', 'jo@example.be.eu', 'jo@example.bee'];
  const requestRow = (email: string) => ({
    id: randomUUID(),
    kind: 'greenfee' as const,
    fields: { firstname: 'Jo', lastname: 'Janssens', email },
    rawText: `Email: ${email}`,
  });
  const joRequest = requestRow(' JO@Example.be');
  const neighbourRequests = NEIGHBOURS.map(requestRow);
  await db.insert(bookingRequests).values([joRequest, ...neighbourRequests]);
  const bookingRow = (email: string) => ({
    id: randomUUID(),
    type: 'greenfee',
    year: 2024,
    month: 6,
    day: 14,
    hour: 9,
    minute: 10,
    adults: 1,
    juniors: 0,
    priceCents: 11_000,
    paymentState: 'paid' as const,
    firstname: 'Jo',
    lastname: 'Janssens',
    email,
  });
  const joBooking = bookingRow('Jo@example.BE');
  await db.insert(reservations).values([joBooking, ...NEIGHBOURS.map(bookingRow)]);
  const mailIds = async (rows: { toAddress: string; replyTo?: string; textBody: string }[]) =>
    (
      await db
        .insert(mailOutbox)
        .values(rows.map((r) => ({ ...r, subject: 'Green-fee request' })))
        .returning({ id: mailOutbox.id })
    ).map((r) => r.id);
  const joMails = await mailIds([
    { toAddress: 'JO@example.be', textBody: 'Dear Jo' },
    { toAddress: 'club@example.org', replyTo: 'jo@EXAMPLE.be', textBody: 'A request' },
    { toAddress: 'club@example.org', textBody: 'Please call Jo at jo@example.be.' },
    { toAddress: 'club@example.org', textBody: 'From: Jo <JO@EXAMPLE.BE>\nand anjo@example.be' },
  ]);
  const neighbourMails = await mailIds([
    ...NEIGHBOURS.map((email) => ({ toAddress: email, replyTo: email, textBody: `Dear ${email}.` })),
    { toAddress: 'club@example.org', textBody: `Forwarded: ${NEIGHBOURS.join(', ')}; and jo@example.be-x` },
  ]);
  const auditIds = async (targets: string[]) =>
    (
      await db
        .insert(auditLog)
        .values(targets.map((target) => ({ actor: 'desk@example.org', action: 'note', target })))
        .returning({ id: auditLog.id, target: auditLog.target })
    ).map((r) => r.id);
  const joAudits = await auditIds(['called jo@example.be.', 'mailed anjo@example.be and (JO@example.be)']);
  const neighbourAudits = await auditIds(NEIGHBOURS.map((email) => `called ${email}`));

  const sorted = (ids: (string | number)[]) => [...ids].sort();

  it('exports only what names the whole address, in any capitals, a full stop after it too', async () => {
    for (const typed of [JO, 'JO@EXAMPLE.BE', ' Jo@Example.be ']) {
      const res = await exportOf(typed);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json() as PersonExport;
      expect(data.requests.map((r) => r.id)).toEqual([joRequest.id]);
      expect(data.bookings.map((b) => b.id)).toEqual([joBooking.id]);
      expect(sorted(data.mails.map((m) => m.id))).toEqual(sorted(joMails));
      expect(sorted(data.auditEntries.map((a) => a.id))).toEqual(sorted(joAudits));
    }
  });

  it('refuses with 400 anything that is not exactly one address, and erases nothing', async () => {
    for (const typed of [
      '@example.be',
      'example.be',
      'jo@',
      'jo@example',
      'jo@@example.be',
      'jo@example.be, anjo@example.be',
      'jo@example.be anjo@example.be',
      'jo@example.be;anjo@example.be',
      'Jo <jo@example.be>',
    ]) {
      expect(expectError(await eraseOf(typed), 400), typed).toBe(NOT_ONE_ADDRESS);
      expect(expectError(await exportOf(typed), 400), typed).toBe(NOT_ONE_ADDRESS);
    }
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'person.erase'))).toHaveLength(0);
  });

  it('erases only what names the whole address; the neighbours keep everything', async () => {
    const res = await eraseOf('JO@example.be');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      requests: 1,
      bookings: 1,
      mails: joMails.length,
      auditEntries: 2,
      noShowLifts: 0,
      waitingList: 0,
    });

    const requests = await db.select().from(bookingRequests);
    for (const [i, email] of NEIGHBOURS.entries()) {
      expect(requests.find((r) => r.id === neighbourRequests[i]?.id)?.fields.email).toBe(email);
    }
    expect(requests.find((r) => r.id === joRequest.id)?.fields.email).toBeUndefined();
    const bookings = await db.select().from(reservations);
    expect(bookings.filter((b) => NEIGHBOURS.includes(b.email ?? '')).map((b) => b.firstname)).toEqual(
      NEIGHBOURS.map(() => 'Jo'),
    );
    expect(bookings.find((b) => b.id === joBooking.id)?.email).toBeNull();
    const mails = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((m) => m.id);
    expect(mails).toEqual(expect.arrayContaining(neighbourMails));
    expect(mails.filter((id) => joMails.includes(id))).toEqual([]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.id, [...joAudits, ...neighbourAudits]));
    expect(audits.map((a) => a.target).sort()).toEqual(
      [
        'called [erased].',
        'mailed anjo@example.be and ([erased])',
        ...NEIGHBOURS.map((email) => `called ${email}`),
      ].sort(),
    );
  });

  it('writes the address to no log line, encoded or not', async () => {
    expect((await exportOf(JO)).statusCode).toBe(200);
    expect((await eraseOf(JO)).statusCode).toBe(200);
    expect((await exportOf(`${JO}, anjo@example.be`)).statusCode).toBe(400);
    const log = logLines.join('');
    expect(log).toContain('/people/export');
    expect(log).toContain('/people/erase');
    expect(log.toLowerCase()).not.toMatch(/jo(@|%40|%2540|&#64;|\\u0040)example/);
  });
});
