import { describe, expect, it } from 'vitest';
import { readCache } from './readCache';

/** A read whose answers the test releases one by one, counting the calls. */
function controlledRead() {
  const calls: { key: string; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  return { read, calls };
}

describe('readCache', () => {
  it('answers everyone asking while a read is under way with that one read', async () => {
    const { read, calls } = controlledRead();
    const cache = readCache({ read, ttlMs: 1000 });
    const answers = Promise.all(Array.from({ length: 100 }, () => cache.forceFetch('course-status-info')));
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('open');
    expect(new Set(await answers)).toEqual(new Set(['open']));
    expect(await cache.forceFetch('course-status-info')).toBe('open');
    expect(calls).toHaveLength(1);
  });

  it('keeps a value for its lifetime, then reads again', async () => {
    const { read, calls } = controlledRead();
    let time = 10_000;
    const clock = { now: () => time };
    const cache = readCache({ read, ttlMs: 200, clock });
    const first = cache.forceFetch('k');
    calls[0]?.resolve('v1');
    expect(await first).toBe('v1');
    expect(await cache.forceFetch('k')).toBe('v1');
    expect(calls).toHaveLength(1);
    time += 199;
    expect(await cache.forceFetch('k')).toBe('v1');
    time += 2;
    const second = cache.forceFetch('k');
    expect(calls).toHaveLength(2);
    calls[1]?.resolve('v2');
    expect(await second).toBe('v2');
  });

  it('after delete, hands a read that started before it to those waiting, but does not keep it', async () => {
    const { read, calls } = controlledRead();
    const cache = readCache({ read, ttlMs: 1000 });
    const before = cache.forceFetch('k');
    cache.delete('k');
    const after = cache.forceFetch('k');
    expect(calls).toHaveLength(2);
    calls[0]?.resolve('old');
    expect(await before).toBe('old');
    calls[1]?.resolve('new');
    expect(await after).toBe('new');
    expect(await cache.forceFetch('k')).toBe('new');
    expect(calls).toHaveLength(2);
  });

  it('keeps no failure: the waiting readers get the error, the next one reads again', async () => {
    const { read, calls } = controlledRead();
    const cache = readCache({ read, ttlMs: 1000 });
    const waiting = [cache.forceFetch('k'), cache.forceFetch('k')];
    calls[0]?.reject(new Error('database down'));
    for (const answer of waiting) await expect(answer).rejects.toThrow('database down');
    const retry = cache.forceFetch('k');
    expect(calls).toHaveLength(2);
    calls[1]?.resolve('back');
    expect(await retry).toBe('back');
  });

  it('holds at most max keys, dropping the least recently used', async () => {
    const cache = readCache({ read: async (key: string) => key.toUpperCase(), ttlMs: 1000, max: 2 });
    await cache.forceFetch('a');
    await cache.forceFetch('b');
    await cache.forceFetch('a');
    await cache.forceFetch('c');
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
  });
});
