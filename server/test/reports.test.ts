import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { type ReportSummary, reportSummary } from '../../common/api/reports';
import {
  isLateCancellation,
  moneyAwaited,
  paymentMoney,
  reportFeeOf,
  reportSourceOf,
  standsAsRounds,
} from '../../common/rules/reports';
import { DEFAULT_SELF_SERVICE } from '../../common/rules/teeSheet';
import { auditLog, reservationPayments, reservations } from '../src/db/schema';
import { reportContext } from '../src/reports/reportContext';
import { awaitedSql, feeSql, lateSql, rowsOf, sourceSql, standsSql } from '../src/reports/reportSql';
import { api, expectError } from './fixtures';
import { build } from './helpers';
import { BOOKINGS, EXPECTED, id, insertJune, PERIOD } from './reportsFixtures';
import { signInStaff } from './staffSignIn';

const ADMIN = { email: 'admin@example.org', password: 'a long admin password' };
const DESK = { email: 'desk@example.org', password: 'a long desk password' };
const query = (period: { from: string; to: string }) => `?from=${period.from}&to=${period.to}`;
const summaryUrl = (period = PERIOD) => api(adminApiPaths.reportSummary.path()) + query(period);
const bookingsUrl = (period = PERIOD) => api(adminApiPaths.reportBookingsCsv.path()) + query(period);
const paymentsUrl = (period = PERIOD) => api(adminApiPaths.reportPaymentsCsv.path()) + query(period);

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('the file does not end with CRLF');
  return rows;
}

/** The file's header and its rows as objects by column name. */
function csvTable(body: Buffer) {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = body.subarray(3).toString('utf8');
  // Every line ends CRLF: no bare line feed anywhere outside a quoted field.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const [header = [], ...rows] = parseCsv(text);
  for (const row of rows) expect(row).toHaveLength(header.length);
  return {
    text,
    header,
    rows: rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']))),
  };
}

const total = (rows: Record<string, string>[], column: string) =>
  rows.reduce((sum, row) => sum + Number(row[column]), 0);

async function setUp() {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const asAdmin = await signInStaff(app, ADMIN);
  const created = await asAdmin({
    method: 'POST',
    url: api(adminApiPaths.users.path()),
    payload: { ...DESK, role: 'staff' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const asDesk = await signInStaff(app, DESK);
  await insertJune(database.db);
  return { app, db: database.db, asAdmin, asDesk };
}

const get = (as: (opts: InjectOptions) => Promise<LightMyRequestResponse>, url: string) =>
  as({ method: 'GET', url });

describe('GET /admin/reports/*: a month of every kind of booking adds up, in the summary and both CSVs', async () => {
  const { app, db, asAdmin, asDesk } = await setUp();

  it('sums the rounds, the money, the no-shows and the places exactly as the bookings were made', async () => {
    const res = await get(asAdmin, summaryUrl());
    expect(res.statusCode, res.body).toBe(200);
    const summary = reportSummary.parse(res.json()) as ReportSummary;
    expect(summary.rounds).toEqual(EXPECTED.rounds);
    expect(summary.money).toEqual({
      receivedCents: EXPECTED.receivedCents,
      refundedCents: EXPECTED.refundedCents,
      openCents: EXPECTED.openCents,
      failedCents: EXPECTED.failedCents,
      byFee: EXPECTED.byFee,
      averagePerRoundCents: EXPECTED.averagePerRoundCents,
    });
    expect(summary.noShows).toEqual(EXPECTED.noShows);
    const { occupancy } = summary;
    expect(occupancy).toMatchObject({ players: 13, capacity: EXPECTED.capacity, blocked: EXPECTED.blocked });
    expect(occupancy.days).toHaveLength(30);
    expect(occupancy.days.find((d) => d.date === '2025-06-02')).toEqual({
      date: '2025-06-02',
      players: 3,
      capacity: 256,
      blocked: 0,
    });
    expect(occupancy.days.find((d) => d.date === '2025-06-10')).toMatchObject({ capacity: 208, blocked: 48 });
    expect(occupancy.days.reduce((n, d) => n + d.players, 0)).toBe(13);
    // Mondays at 10: A (3) on the 2nd and K (1) on the 9th; five Mondays of six times of four places.
    expect(occupancy.heat.find((h) => h.weekday === 1 && h.hour === 10)).toEqual({
      weekday: 1,
      hour: 10,
      players: 4,
      capacity: 120,
    });
    expect(occupancy.heat.reduce((n, h) => n + h.players, 0)).toBe(13);
    expect(occupancy.heat.reduce((n, h) => n + h.capacity, 0)).toBe(EXPECTED.capacity);
  });

  it('gives admins one row per booking, with the same sums, fees and sources, and the personal fields', async () => {
    const res = await get(asAdmin, bookingsUrl());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bookings-2025-06-01-to-2025-06-30.csv"',
    );
    const { text, header, rows } = csvTable(res.rawPayload);
    expect(text.split('\r\n')[0]).toBe(
      'booking_id,date,time,source,adults,juniors,fee,price_cents,payment_state,received_cents,refunded_cents,payment_id,arrival,canceled_at,canceled_by,late_cancellation,first_name,last_name,email,telephone',
    );
    expect(rows.map((r) => r.booking_id)).toEqual(
      [...EXPECTED.csvBookings].sort((a, b) => (byTime(a) < byTime(b) ? -1 : 1)).map(id),
    );
    expect(total(rows, 'received_cents')).toBe(EXPECTED.receivedCents);
    expect(total(rows, 'refunded_cents')).toBe(EXPECTED.refundedCents);
    const row = (letter: string) => rows.find((r) => r.booking_id === id(letter)) ?? {};
    expect(Object.fromEntries(EXPECTED.csvBookings.map((l) => [l, row(l).fee]))).toEqual({
      A: 'weekday',
      B: 'weekend',
      C: 'desk',
      D: 'desk',
      E: 'weekday',
      F: 'weekend',
      G: 'weekday',
      H: 'weekday',
      I: 'weekday',
      J: 'twilight',
      K: 'weekend',
      L: 'weekday',
      N: 'desk',
    });
    expect(row('L')).toMatchObject({ received_cents: '24000', price_cents: '24000', payment_id: 'tr_L' });
    expect(row('B').source).toBe('waiting-list');
    expect(row('F')).toMatchObject({
      canceled_at: '2025-06-13 14:00',
      canceled_by: 'club',
      late_cancellation: 'yes',
      received_cents: '48000',
      refunded_cents: '48000',
    });
    expect(row('E')).toMatchObject({
      canceled_by: 'player',
      late_cancellation: 'no',
      refunded_cents: '11000',
    });
    expect(row('C')).toMatchObject({ arrival: 'no-show', payment_state: '', received_cents: '0' });
    // A formula in a name is text, not a formula; quotes and commas survive the round trip.
    expect(row('A')).toMatchObject({
      first_name: `'=HYPERLINK("http://evil.example")`,
      last_name: 'Peeters, "Jr"',
      telephone: "'+32 470 12 34 56",
      email: 'a@example.net',
    });
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")","Peeters, ""Jr""",a@example.net,'+32 470`);
    expect(row('K')).toMatchObject({ first_name: '', last_name: '', email: '', telephone: '' });
    // The rounds of the rows that stand, by source, are the summary's.
    const standing = rows.filter(
      (r) => r.canceled_at === '' && (r.payment_state === '' || r.payment_state === 'paid'),
    );
    const bySource: Record<string, number> = { online: 0, desk: 0, request: 0, 'waiting-list': 0 };
    for (const r of standing) {
      const source = r.source ?? '';
      bySource[source] = (bySource[source] ?? 0) + Number(r.adults) + Number(r.juniors);
    }
    expect(bySource).toEqual(EXPECTED.rounds.bySource);
    expect(header).toContain('telephone');
  });

  it('leaves every personal field out for staff without the admin role', async () => {
    const res = await get(asDesk, bookingsUrl());
    expect(res.statusCode, res.body).toBe(200);
    const { text, header, rows } = csvTable(res.rawPayload);
    expect(header).toHaveLength(16);
    expect(header).not.toContain('first_name');
    expect(header).not.toContain('email');
    expect(text).not.toMatch(/First |Peeters|HYPERLINK|@example\.net|470/);
    expect(rows).toHaveLength(EXPECTED.csvBookings.length);
    expect(total(rows, 'received_cents')).toBe(EXPECTED.receivedCents);
  });

  it('lists every payment and refund of the month by its own date, in club time', async () => {
    const res = await get(asDesk, paymentsUrl());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payments-2025-06-01-to-2025-06-30.csv"',
    );
    const { header, rows } = csvTable(res.rawPayload);
    expect(header).toEqual([
      'date',
      'time',
      'kind',
      'amount_cents',
      'provider_id',
      'refund_of',
      'booking_id',
      'booking_date',
      'booking_time',
    ]);
    const payments = rows.filter((r) => r.kind === 'payment');
    const refunds = rows.filter((r) => r.kind === 'refund');
    expect(payments.map((r) => r.provider_id).sort()).toEqual(
      ['tr_A', 'tr_B', 'tr_E', 'tr_F', 'tr_F2', 'tr_J', 'tr_K', 'tr_L', 'tr_L2', 'tr_P'].sort(),
    );
    expect(total(payments, 'amount_cents')).toBe(EXPECTED.paymentsInJune);
    // The month's bookings' money, less P's (a July booking paid in June): the summary's received.
    expect(total(payments, 'amount_cents') - 11_000).toBe(EXPECTED.receivedCents);
    // E's payment refunded twice, a change's refund then its cancel's: a row each, by its own id and date.
    expect(refunds.map((r) => [r.date, r.time, r.provider_id, r.refund_of, r.amount_cents])).toEqual([
      ['2025-06-04', '17:00:00', 're_E1', 'tr_E', '-4000'],
      ['2025-06-06', '11:00:00', 're_E2', 'tr_E', '-7000'],
      ['2025-06-13', '14:00:00', 're_F', 'tr_F', '-24000'],
      ['2025-06-13', '14:45:00', 're_F2', 'tr_F2', '-24000'],
    ]);
    expect(-total(refunds, 'amount_cents')).toBe(EXPECTED.refundedCents);
    // In order of time; B's payment, created in May but paid at 00:30 on 1 June, club time, comes first.
    expect(rows.map((r) => `${r.date} ${r.time}`)).toEqual(rows.map((r) => `${r.date} ${r.time}`).sort());
    expect(rows[0]).toMatchObject({ date: '2025-06-01', time: '00:30:00', provider_id: 'tr_B' });
    // A payment is dated when it was paid, not when it was created (10:00).
    expect(rows.find((r) => r.provider_id === 'tr_A')).toMatchObject({
      date: '2025-06-01',
      time: '10:04:00',
    });
    // One paid before paid_at was kept is dated by its creation.
    expect(rows.find((r) => r.provider_id === 'tr_J')).toMatchObject({
      date: '2025-06-04',
      time: '11:00:00',
    });
    expect(rows.find((r) => r.provider_id === 'tr_L2')).toMatchObject({
      booking_id: id('L'),
      booking_date: '2025-06-20',
      booking_time: '10:00',
    });
  });

  it('streams more rows than one batch, in order, with nothing lost or repeated', async () => {
    // 1,100 desk and 1,100 paid online bookings on one day of August (a batch is 1,000 rows).
    await db.execute(sql`insert into reservations (id, type, year, month, day, hour, minute, firstname, lastname,
        adults, juniors, price_cents, payment_state, source, payment_id, created_at)
      select gen_random_uuid(), 'greenfee', 2025, 8, 1, 8 + i % 10, (i % 6) * 10, 'Bulk', 'Player', 1, 0, 100,
        case when i > 1100 then 'paid' end, case when i > 1100 then 'online' else 'desk' end,
        case when i > 1100 then 'tr_bulk_' || i end, now()
      from generate_series(1, 2200) as i`);
    await db.execute(sql`insert into reservation_payments (id, reservation_id, amount_cents, state, outcome, created_at, updated_at)
      select payment_id, id, 100, 'paid', 'kept', '2025-08-01T10:00:00Z', '2025-08-01T10:00:00Z'
      from reservations where payment_id like 'tr_bulk_%'`);
    // Each refunded at one instant too: 2,200 rows of one time, ordered by their ids across the batches.
    await db.execute(sql`insert into reservation_refunds (id, payment_id, reservation_id, amount_cents, created_at)
      select 're_bulk_' || id, id, reservation_id, 100, '2025-08-01T10:00:00Z' from reservation_payments
      where id like 'tr_bulk_%'`);
    const august = { from: '2025-08-01', to: '2025-08-31' };
    const bookings = csvTable((await get(asDesk, bookingsUrl(august))).rawPayload).rows;
    expect(bookings).toHaveLength(2200);
    expect(new Set(bookings.map((r) => r.booking_id)).size).toBe(2200);
    const times = bookings.map((r) => `${r.time} ${r.booking_id}`);
    expect(times).toEqual([...times].sort());
    const payments = csvTable((await get(asDesk, paymentsUrl(august))).rawPayload).rows;
    expect(payments).toHaveLength(2200);
    expect(new Set(payments.map((r) => r.provider_id)).size).toBe(2200);
    expect(payments.filter((r) => r.kind === 'refund')).toHaveLength(1100);
    const summary = (await get(asDesk, summaryUrl(august))).json() as ReportSummary;
    expect(summary.rounds.total).toBe(2200);
    expect(summary.money.receivedCents).toBe(110_000);
  });

  it('answers 400 for a period that is not one, and 401 without a session', async () => {
    const bad = [
      { from: '2025-06-30', to: '2025-06-01' },
      { from: '2025-01-01', to: '2026-03-01' },
      { from: '2025-02-30', to: '2025-03-01' },
      { from: 'june', to: '2025-06-30' },
    ];
    for (const url of [summaryUrl, bookingsUrl, paymentsUrl]) {
      for (const period of bad) expectError(await get(asAdmin, url(period)), 400);
      expectError(await get(asAdmin, url().replace(/&to=.*/, '')), 400);
      expectError(await app.inject({ method: 'GET', url: url() }), 401);
    }
    expect(expectError(await get(asAdmin, summaryUrl(bad[0])), 400)).toContain(
      'The period must not end before it starts.',
    );
    expect(expectError(await get(asAdmin, summaryUrl(bad[1])), 400)).toContain(
      'A report covers at most 400 days.',
    );
  });

  it('writes every summary and export to the audit log, with the period and who took it', async () => {
    await db.delete(auditLog).where(like(auditLog.action, 'report.%'));
    await get(asAdmin, summaryUrl());
    await get(asAdmin, bookingsUrl());
    await get(asDesk, bookingsUrl());
    await get(asDesk, paymentsUrl());
    const entries = await db
      .select({ actor: auditLog.actor, action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(like(auditLog.action, 'report.%'))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { actor: ADMIN.email, action: 'report.summary', target: '2025-06-01 to 2025-06-30' },
      {
        actor: ADMIN.email,
        action: 'report.bookings-export',
        target: '2025-06-01 to 2025-06-30, with personal fields',
      },
      {
        actor: DESK.email,
        action: 'report.bookings-export',
        target: '2025-06-01 to 2025-06-30, without personal fields',
      },
      { actor: DESK.email, action: 'report.payments-export', target: '2025-06-01 to 2025-06-30' },
    ]);
  });

  it('says in SQL what the rules say in TypeScript, for every booking of the month', async () => {
    const hours = DEFAULT_SELF_SERVICE.cancelDeadlineHours;
    const rows = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.year, 2025), eq(reservations.month, 6)));
    expect(rows).toHaveLength(BOOKINGS.length - 2);
    // The club's lists as they are, and with groups from two players, so that the group fees occur too.
    for (const groupSize of [undefined, 2]) {
      const context = await reportContext(
        {
          db,
          teeSheetConfig: () => app.teeSheetRepository.config(),
          priceLists: async () =>
            (await app.priceLists.all()).map((list) => ({ ...list, groupSize: groupSize ?? list.groupSize })),
          clubHolidays: async () => (await app.clubRules.get()).holidays,
        },
        PERIOD,
      );
      const twins = rowsOf<{
        id: string;
        src: string;
        fee: string;
        stands: boolean;
        late: boolean;
        awaited: string | null;
      }>(
        await db.execute(sql`select r.id, ${sourceSql} as src, ${feeSql(context.feeTable)} as fee,
            ${standsSql} as stands, ${lateSql(hours)} as late, ${awaitedSql} as awaited
          from reservations r where r.year = 2025 and r.month = 6`),
      );
      const expected = rows.map((row) => {
        const feeDay = context.feeDay(`2025-06-${String(row.day).padStart(2, '0')}`, row.priceListId);
        if (!feeDay) throw new Error(`no fee day for ${row.id}`);
        return {
          id: row.id,
          src: reportSourceOf(row),
          fee: reportFeeOf(row, feeDay),
          stands: standsAsRounds(row),
          late: isLateCancellation(row, { cancelDeadlineHours: hours }),
          awaited: moneyAwaited(row),
        };
      });
      const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
      expect(twins.sort(byId)).toEqual(expected.sort(byId));
      if (groupSize) expect(expected.map((e) => e.fee)).toContain('groupWeekend');
    }
    // The money: each payment of the month's bookings and of their changes' rows, by paymentMoney.
    const ids = rows.map((row) => row.id);
    const payments = await db
      .select()
      .from(reservationPayments)
      .where(inArray(reservationPayments.reservationId, ids));
    const money = payments.map(paymentMoney);
    const summary = (await get(asAdmin, summaryUrl())).json() as ReportSummary;
    expect(money.reduce((sum, m) => sum + m.receivedCents, 0)).toBe(summary.money.receivedCents);
    expect(money.reduce((sum, m) => sum + m.refundedCents, 0)).toBe(summary.money.refundedCents);
  });
});

/** The tee time of a fixture booking, to sort the expected rows as the CSV sorts them. */
function byTime(letter: string) {
  const row = BOOKINGS.find((b) => b.id === id(letter));
  return `${row?.year}-${String(row?.month).padStart(2, '0')}-${String(row?.day).padStart(2, '0')} ${String(row?.hour).padStart(2, '0')}:${String(row?.minute).padStart(2, '0')}`;
}
