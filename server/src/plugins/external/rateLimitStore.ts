import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

export interface RateLimitCount {
  current: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttl: number;
}

/**
 * Counts one request of `key` in its window, in one statement: the first request of a window inserts the
 * row, each next one adds to it, and one after the window has ended starts a new window. The database's
 * clock decides, so every instance counts the same window.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<RateLimitCount> {
  const windowEnd = sql`now() + ${windowMs}::double precision * interval '1 millisecond'`;
  const lapsed = sql`${rateLimitHits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${lapsed} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${lapsed} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      // now() is each statement's transaction start: one that began a moment before the window's first
      // hit would see a little more than the window left. A window never has more than itself to run.
      ttl: sql<number>`least(${windowMs}::int, greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000)))::int`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.hits, ttl: Number(row.ttl) };
}

/** Deletes the counters whose window has ended; their next request would start from one anyway. */
export async function deleteLapsedHits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
}

/** What @fastify/rate-limit hands child(): the route's merged options, with the route it guards. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/**
 * A store for @fastify/rate-limit (its `store` option) that keeps the counters in the database the
 * instances share, so a client is counted once across all of them (docs/decisions/0015-rate-limits-in-the-database.md).
 * Each route gets a child store whose keys start with the route, as the library's own stores do.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): DatabaseRateLimitStore {
      const { routeInfo, groupId } = options as ChildOptions;
      const route = routeInfo?.url
        ? `${String(routeInfo.method)} ${routeInfo.url}`
        : `limit ${groupId ?? ''}`;
      return new DatabaseRateLimitStore(undefined, `${route}|`);
    }
  };
}
