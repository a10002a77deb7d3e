/**
 * Values read from the database and kept in memory for a short lifetime, by key.
 *
 * When an entry expires under load, every request that arrives before the new value is back would
 * otherwise start the same query: a hundred open connections meant a hundred identical reads every
 * lifetime, queued one behind the other on the embedded database. Here the first reader starts the read
 * and the others wait for that one. forget() (a write, here or announced by another instance) also
 * disowns a read already under way, so nobody is handed, or keeps, a value from before the write.
 */
export interface SharedReadCache<K, V> {
  /** The fresh value, or the one read now (shared with everyone asking meanwhile). */
  get(key: K): Promise<V>;
  /** The value when memory holds it fresh, without waiting; undefined when it must be read (use get). */
  peek(key: K): V | undefined;
  /** Drops the key's value and any read of it under way. */
  forget(key: K): void;
}

interface Entry<V> {
  value: V;
  until: number;
}

/** V never includes undefined: peek answers undefined for "not in memory". */
export function sharedReadCache<K, V>(options: {
  /** Reads the key's value; `previous` is the expired value, if any, for reuse when unchanged. */
  read: (key: K, previous: V | undefined) => Promise<V>;
  lifetimeMs: number;
  /** Forget everything once this many keys are held, so probing random keys cannot fill memory. */
  maxKeys?: number;
  now?: () => number;
}): SharedReadCache<K, V> {
  const { read, lifetimeMs, maxKeys = 1000, now = Date.now } = options;
  const entries = new Map<K, Entry<V>>();
  const reads = new Map<K, Promise<V>>();

  function start(key: K): Promise<V> {
    const previous = entries.get(key)?.value;
    const reading = read(key, previous).then(
      (value) => {
        // Only the read still owned stores its value: after forget() it may predate a write.
        if (reads.get(key) === reading) {
          reads.delete(key);
          if (entries.size >= maxKeys && !entries.has(key)) entries.clear();
          entries.set(key, { value, until: now() + lifetimeMs });
        }
        return value;
      },
      (error: unknown) => {
        if (reads.get(key) === reading) reads.delete(key);
        throw error;
      },
    );
    reads.set(key, reading);
    return reading;
  }

  function peek(key: K): V | undefined {
    const entry = entries.get(key);
    return entry !== undefined && entry.until > now() ? entry.value : undefined;
  }

  return {
    peek,
    get(key) {
      const fresh = peek(key);
      return fresh !== undefined ? Promise.resolve(fresh) : (reads.get(key) ?? start(key));
    },
    forget(key) {
      entries.delete(key);
      reads.delete(key);
    },
  };
}
