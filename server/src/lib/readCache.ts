import { LRUCache } from 'lru-cache';

/**
 * Database reads kept in memory for a short time, by key, with lru-cache.
 *
 * `forceFetch` shares one read among every request that misses the same key meanwhile: when an entry
 * expires under load, a hundred open connections would otherwise start a hundred identical queries,
 * queued on the embedded database. `delete` (a write here, or one another instance announces over the
 * live channel) also disowns a read under way: with `ignoreFetchAbort` those already waiting still get
 * what it read, rather than an abort error, but it is not stored, so a value from before the write is
 * never kept. A failed read is not kept either: those waiting get the error, the next request reads again.
 */
export function readCache<K extends {}, V extends {}>(options: {
  read: (key: K) => Promise<V>;
  ttlMs: number;
  /** Keys held at most (the least recently used goes first), so probing random keys cannot fill memory. */
  max?: number;
  /** The clock lifetimes are counted on (tests move one by hand); by default performance.now(). */
  clock?: { now: () => number };
}): LRUCache<K, V> {
  return new LRUCache<K, V>({
    max: options.max ?? 1000,
    ttl: options.ttlMs,
    // lru-cache reuses a reading of its clock for 1 ms by default; a clock moved by hand is read every time.
    ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
    ignoreFetchAbort: true,
    fetchMethod: (key) => options.read(key),
  });
}
