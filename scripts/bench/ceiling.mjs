// The ceiling of booking throughput: the transaction the app runs for a booking
// (reservationRepository.create: the advisory lock on the tee time, the count of its players, the insert),
// issued straight to the database with nothing else around it: no HTTP, no validation, no payment.

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { isoDate } from '../../common/rules/clubTime.ts';
import { priceFor } from '../../common/rules/prices.ts';
import { teeSheetConfig } from '../../common/rules/teeSheet.ts';
import { FREE_TIMES_SQL, freeTimesParams } from './databases.mjs';

/** The app's pool size on PostgreSQL (server/src/db/client.ts, postgresDatabase). */
export const APP_POOL_SIZE = 10;

const HOLD_MINUTES = 15;

const INSERT_SQL = `insert into "reservations" ("id", "type", "year", "month", "day", "hour", "minute", "firstname",
    "lastname", "handicap", "email", "telephone", "member_number", "federation_number", "adults", "juniors",
    "price_cents", "payment_state", "holds_slot", "hold_expires_at", "payment_id", "locale",
    "confirmation_queued_at", "created_at")
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, default, $19, default,
    $20, default, default)
  returning *`;

/** One booking as the app books it; `query` runs inside the transaction. Resolves true when booked. */
async function book(query, booking) {
  const slotKey = `${booking.type}/${isoDate(booking)}/${booking.hour}:${booking.minute}`;
  await query('select pg_advisory_xact_lock(hashtext($1))', [slotKey]);
  const rows = await query(FREE_TIMES_SQL, freeTimesParams(booking));
  const row = rows.find((r) => r.hour === booking.hour && r.minute === booking.minute);
  const party = booking.adults + booking.juniors;
  if ((row ? Number(row.sum) : 0) + party > teeSheetConfig.playersPerTime) return false;
  const quote = priceFor({ date: booking, ...booking });
  await query(INSERT_SQL, [
    randomUUID(),
    booking.type,
    booking.year,
    booking.month,
    booking.day,
    booking.hour,
    booking.minute,
    booking.firstname,
    booking.lastname,
    booking.handicap,
    booking.email,
    booking.telephone,
    null,
    null,
    booking.adults,
    booking.juniors,
    quote.total * 100,
    'open',
    new Date(Date.now() + HOLD_MINUTES * 60_000).toISOString(),
    'en',
  ]);
  return true;
}

/** Runs `attempts` with `concurrency` callers at a time; resolves with {seconds, booked}. */
async function inParallel(attempts, concurrency, attempt) {
  let next = 0;
  let booked = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < attempts.length) {
        if (await attempt(attempts[next++])) booked++;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, booked };
}

/**
 * The transaction through a pool of the app's size, from `concurrency` callers: first `warmUp` (the pool's
 * connections opened, as the app's are), then `attempts`, timed.
 */
export async function postgresCeiling(url, warmUp, attempts, concurrency) {
  const pool = new pg.Pool({ connectionString: url, max: APP_POOL_SIZE });
  const attempt = async (booking) => {
    const client = await pool.connect();
    const query = async (sql, params) => (await client.query(sql, params)).rows;
    try {
      await client.query('begin');
      const booked = await book(query, booking);
      await client.query(booked ? 'commit' : 'rollback');
      return booked;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  try {
    await inParallel(warmUp, concurrency, attempt);
    return await inParallel(attempts, concurrency, attempt);
  } finally {
    await pool.end();
  }
}

/**
 * The transaction through PGlite in this process (one connection: PGlite runs one transaction at a time),
 * first `warmUp` (V8 compiles PGlite's WebAssembly for speed only once it has run a while: the first few
 * hundred transactions run at a third of the later speed), then `attempts`, timed.
 */
export async function pgliteCeiling(db, warmUp, attempts, concurrency) {
  const attempt = (booking) =>
    db.transaction(async (tx) => {
      const booked = await book(async (sql, params) => (await tx.query(sql, params)).rows, booking);
      if (!booked) await tx.rollback();
      return booked;
    });
  await inParallel(warmUp, concurrency, attempt);
  return inParallel(attempts, concurrency, attempt);
}
