// The bench's databases: a fresh PostgreSQL database per run (dropped afterwards) or a fresh PGlite folder,
// what the run left in them, the past reservations of the growth runs, and the plans of the hot queries.
// `query(sql, params)` resolves with rows, whichever database is behind it.

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Creates `name` on the server of ADMIN_URL (dropping a leftover of that name first); resolves with its URL. */
export async function createPostgresDatabase(name) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${ADMIN_URL} did not answer (${error.message}): start it, set BENCH_POSTGRES_URL, or run with --db=pglite`,
    );
  }
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(ADMIN_URL, name);
}

export async function dropPostgresDatabase(name) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** A pg connection as {query, close}. */
export async function openPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
}

/** The server's PGlite folder, opened in this process (only while the server is stopped), as {query, close}. */
export async function openPglite(dir) {
  const db = await PGlite.create(dir);
  return { db, query: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() };
}

/** Players holding each tee time of `date`, as "h:mm" → players: what the sheet shows now. */
export async function playersPerTime({ query }, date) {
  const rows = await query(
    `select hour, minute, sum(adults + juniors)::int as players from reservations
      where type = 'greenfee' and year = $1 and month = $2 and day = $3
        and holds_slot and (payment_state = 'paid' or hold_expires_at is null or hold_expires_at > now())
      group by hour, minute`,
    [date.year, date.month, date.day],
  );
  return new Map(rows.map((r) => [`${r.hour}:${String(r.minute).padStart(2, '0')}`, Number(r.players)]));
}

/** The ids among `ids` that the database does not have. */
export async function missingIds({ query }, ids) {
  if (ids.length === 0) return [];
  const rows = await query('select id::text as id from reservations where id = any($1::uuid[])', [ids]);
  const stored = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !stored.has(id));
}

export const countReservations = async ({ query }) =>
  Number((await query('select count(*)::int as n from reservations'))[0].n);

/**
 * Adds past reservations numbered from+1 … to: 99 in 100 on a day of the last 25 years (paid, a few expired
 * or cancelled), 1 in 100 on the 28 days around the bench Saturday (paid; at a million rows that is ~360 a
 * day, denser than a real sheet, so those days' index pages are crowded). Never on the Saturday itself.
 */
export async function seedPastReservations({ query }, from, to, saturday) {
  const iso = `${saturday.year}-${String(saturday.month).padStart(2, '0')}-${String(saturday.day).padStart(2, '0')}`;
  await query(
    `insert into reservations (id, type, year, month, day, hour, minute, firstname, lastname, handicap, email,
        telephone, adults, juniors, price_cents, payment_state, holds_slot, hold_expires_at, payment_id, locale,
        created_at)
     select gen_random_uuid(), 'greenfee', extract(year from d)::int, extract(month from d)::int,
        extract(day from d)::int, (450 + 10 * slot) / 60, (450 + 10 * slot) % 60, 'Past', 'Player ' || i, 18.0,
        'past' || i || '@example.net', '+32 470 00 00 00', party, 0, party * 9500,
        case when i % 20 = 0 then 'expired' when i % 50 = 0 then 'canceled' else 'paid' end,
        i % 20 <> 0 and i % 50 <> 0, null, 'tst_past_' || i, 'en', d::timestamptz - interval '20 days'
     from (
       select i, floor(random() * 64)::int as slot, 1 + floor(random() * 4)::int as party,
         case when i % 100 = 0
           then $3::date + (case when (i / 100) % 2 = 0 then -1 else 1 end) * (1 + (i / 200) % 14)
           else current_date - (1 + floor(random() * 365 * 25))::int
         end as d
       from generate_series($1::int, $2::int) as i
     ) as past`,
    [from + 1, to, iso],
  );
  // What autovacuum does soon after a bulk load; done now, so that it does not run during the measurement.
  await query('vacuum analyze reservations');
}

/** The query the free-times route runs (reservationRepository.playersBooked, as Drizzle writes it). */
export const FREE_TIMES_SQL = `select "hour", "minute", sum("adults" + "juniors")::int from "reservations"
  where ("reservations"."type" = $1 and "reservations"."year" = $2 and "reservations"."month" = $3
    and "reservations"."day" = $4 and ("reservations"."holds_slot" = $5 and ("reservations"."payment_state" = $6
    or "reservations"."hold_expires_at" is null or "reservations"."hold_expires_at" > now())))
  group by "reservations"."hour", "reservations"."minute"`;

export const freeTimesParams = (date) => ['greenfee', date.year, date.month, date.day, true, 'paid'];

/** The payment sweep's query, every minute (reservationRepository.listLapsedHolds). */
const SWEEP_SQL = `select * from "reservations" where ("reservations"."payment_state" = $1
  and "reservations"."hold_expires_at" < $2) limit $3`;

const planNodes = (node) => [
  `${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : ''}`,
  ...(node.Plans ?? []).flatMap(planNodes),
];

async function explain({ query }, sql, params) {
  const [row] = await query(`explain (analyze, format json) ${sql}`, params);
  const [plan] = typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'];
  return { ms: plan['Execution Time'], plan: planNodes(plan.Plan).join(' ← ') };
}

/** The plans and execution times of the free-times query and the sweep's, median of 5 executions. */
export async function hotQueryPlans(database, saturday) {
  const median = async (sql, params) => {
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await explain(database, sql, params));
    runs.sort((a, b) => a.ms - b.ms);
    return runs[2];
  };
  return {
    freeTimes: await median(FREE_TIMES_SQL, freeTimesParams(saturday)),
    sweep: await median(SWEEP_SQL, ['open', new Date().toISOString(), 100]),
  };
}
