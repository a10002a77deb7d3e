import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import { type CalendarDate, formatTime, isoDate } from '../../common/rules/clubTime';
import type { Database } from '../src/db/client';
import { reservations, testPayments } from '../src/db/schema';
import { api, booking, createReservation, greenfeeText, validGreenfee } from './fixtures';
import { injectWithToken, postJson } from './helpers';

/**
 * The system under test of the booking model (bookingModel.test.ts): one app in the online mode with the
 * TEST checkout, a signed-in staff member, and the one date and two tee times every booking is made for.
 * Each call is one request through app.inject(), or one write a provider would make in its own database.
 */
export interface TeeTime {
  hour: number;
  minute: number;
}

export type CheckoutAction = 'pay' | 'fail' | 'cancel' | 'expire';
export const settledBy = { pay: 'paid', fail: 'failed', cancel: 'canceled', expire: 'expired' } as const;

const XSRF = 'model-form-token-0123456789';

export interface BookingWorld {
  app: FastifyInstance;
  database: Database;
  date: CalendarDate;
  times: readonly [TeeTime, TeeTime];
  clubEmail: string;
}

const clock = (time: TeeTime) => formatTime(time.hour, time.minute);

export function worldApi(world: BookingWorld, session: string) {
  const { app, date } = world;
  const db = world.database.db;
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
  const staffPost = (url: string, payload?: object) =>
    asStaff({ method: 'POST', url: api(url), ...(payload ? { payload } : {}) });
  const paymentIdOf = (res: LightMyRequestResponse) =>
    (res.json() as { paymentUrl: string }).paymentUrl.split('/').at(-1) as string;

  return {
    paymentIdOf,

    createOnline: (time: TeeTime, adults: number, email: string) =>
      createReservation(app, booking(date, time.hour, time.minute, { adults, email, lastname: email })),

    /** The player's button at the TEST checkout: the provider settles, reports, and sends the player back. */
    checkout: (paymentId: string, action: CheckoutAction) =>
      app.inject({
        method: 'POST',
        url: api(apiPaths.testCheckout.path({ paymentId })),
        cookies: { 'XSRF-TOKEN': XSRF },
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ action, xsrf: XSRF }).toString(),
      }),

    /**
     * The provider settles a payment without telling the club yet (its webhook comes later, or never):
     * as the TEST checkout would, only an open payment that has not run out.
     */
    async settleSilently(paymentId: string, action: CheckoutAction): Promise<boolean> {
      const settled = await db
        .update(testPayments)
        .set({ status: settledBy[action] })
        .where(
          and(
            eq(testPayments.id, paymentId),
            eq(testPayments.status, 'open'),
            gt(testPayments.expiresAt, new Date()),
          ),
        )
        .returning({ id: testPayments.id });
      return settled.length > 0;
    },

    webhook: (paymentId: string) =>
      app.inject({
        method: 'POST',
        url: api(apiPaths.paymentWebhook.path()),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${paymentId}`,
      }),

    /** The hold runs out (and with `paymentToo` the provider's checkout too); then the sweep runs. */
    async lapse(id: string, paymentId: string | null) {
      const past = new Date(Date.now() - 60_000);
      await db.update(reservations).set({ holdExpiresAt: past }).where(eq(reservations.id, id));
      if (paymentId)
        await db.update(testPayments).set({ expiresAt: past }).where(eq(testPayments.id, paymentId));
      await app.booking.sweep();
    },

    retry: (id: string) =>
      injectWithToken(app, { method: 'POST', url: api(apiPaths.retryReservation.path({ id })) }),

    cancel: (id: string, refund: boolean) =>
      staffPost(adminApiPaths.cancelReservation.path({ id }), { refund }),

    move: (id: string, to: TeeTime) =>
      staffPost(adminApiPaths.moveReservation.path({ id }), { date: isoDate(date), ...to }),

    desk: (time: TeeTime, adults: number, email: string | null, lastname: string) =>
      staffPost(adminApiPaths.teeSheetBookings.path(), {
        date: isoDate(date),
        ...time,
        adults,
        juniors: 0,
        firstname: 'Desk',
        lastname,
        ...(email ? { email } : {}),
      }),

    request: (time: TeeTime, adults: number, email: string, lastname: string) =>
      postJson(app, api(apiPaths.reserveGreenfee.path()), {
        content: greenfeeText({
          ...validGreenfee(),
          lastname,
          email,
          adults: String(adults),
          juniors: '0',
          date: isoDate(date),
          time: clock(time),
          remarks: '',
        }),
      }),

    confirm: (id: string, at: TeeTime | null) =>
      staffPost(adminApiPaths.confirmRequest.path({ id }), at ?? undefined),

    decline: (id: string) => staffPost(adminApiPaths.declineRequest.path({ id })),

    addBlock: (time: TeeTime, force: boolean) =>
      staffPost(adminApiPaths.teeSheetBlocks.path(), {
        from: isoDate(date),
        to: isoDate(date),
        fromTime: clock(time),
        toTime: clock({ hour: time.hour, minute: time.minute + 5 }),
        reason: 'maintenance',
        label: 'Model test',
        ...(force ? { force: true } : {}),
      }),

    removeBlock: (id: number) =>
      asStaff({ method: 'DELETE', url: api(adminApiPaths.teeSheetBlock.path({ id })) }),

    /** Empties what a sequence writes, so that the next one starts from the seeded database. */
    async reset() {
      // One statement: TRUNCATE costs tens of milliseconds on PostgreSQL, eight DELETEs eight round trips.
      await db.execute(
        sql.raw(
          `with ${RESET_TABLES.slice(1)
            .map((table) => `${table} as (delete from ${table})`)
            .join(', ')} delete from ${RESET_TABLES[0]}`,
        ),
      );
    },

    /** Everything the invariants read, in one statement (each costs milliseconds on PGlite). */
    async read(): Promise<WorldRows> {
      const result = (await db.execute(READ_ALL)) as unknown as { rows: [WorldRows] };
      const rows = result.rows[0];
      rows.mails.sort((a, b) => a.id - b.id);
      return rows;
    },
  };
}

/** What the invariants read of the rows (bookingModelChecks.ts); `holdRunning` by the database's clock. */
export interface WorldRows {
  bookings: {
    id: string;
    source: 'online' | 'desk' | 'request';
    paymentState: 'open' | 'paid' | 'failed' | 'canceled' | 'expired' | null;
    holdsSlot: boolean;
    holdRunning: boolean;
    canceled: boolean;
    priceCents: number;
    hour: number;
    minute: number;
    players: number;
  }[];
  payments: {
    id: string;
    reservationId: string;
    status: string;
    amountCents: number;
    refundedCents: number;
  }[];
  mails: { id: number; toAddress: string; subject: string; textBody: string }[];
  requests: { id: string; status: string }[];
}

/** What a sequence writes; the seeded rows (content, staff, the tee sheet's settings) stay. */
const RESET_TABLES = [
  'reservations',
  'test_payments',
  'reservation_payments',
  'mail_outbox',
  'booking_requests',
  'tee_sheet_blocks',
  'rate_limit_hits',
  'audit_log',
];

const READ_ALL = sql.raw(`select
  (select coalesce(json_agg(json_build_object(
      'id', id, 'source', source, 'paymentState', payment_state, 'holdsSlot', holds_slot,
      'holdRunning', coalesce(hold_expires_at > now(), false), 'canceled', canceled_at is not null,
      'priceCents', price_cents, 'hour', hour, 'minute', minute, 'players', adults + juniors)), '[]')
     from reservations) as bookings,
  (select coalesce(json_agg(json_build_object(
      'id', id, 'reservationId', reservation_id, 'status', status, 'amountCents', amount_cents,
      'refundedCents', refunded_cents)), '[]')
     from test_payments) as payments,
  (select coalesce(json_agg(json_build_object(
      'id', id, 'toAddress', to_address, 'subject', subject, 'textBody', text_body)), '[]')
     from mail_outbox) as mails,
  (select coalesce(json_agg(json_build_object('id', id, 'status', status)), '[]')
     from booking_requests) as requests`);

export type WorldApi = ReturnType<typeof worldApi>;

/** Signs the model's staff member in, for the staff endpoints. */
export async function staffSession(app: FastifyInstance, email: string, password: string) {
  const res = await injectWithToken(app, {
    method: 'POST',
    url: api(apiPaths.login.path()),
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.statusCode} ${res.body}`);
  const session = res.cookies.find((c) => c.name === 'session')?.value;
  if (!session) throw new Error('staff sign-in set no session cookie');
  return session;
}
