import { describe, expect, it } from 'vitest';
import { sharedReadCache } from './sharedReadCache';

/** A read whose answers the test releases one by one, counting the calls. */
function controlledRead() {
  const calls: {
    key: string;
    previous: string | undefined;
    resolve: (v: string) => void;
    reject: (e: Error) => void;
  }[] = [];
  const read = (key: string, previous: string | undefined) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, previous, resolve, reject });
    });
  return { read, calls };
}

describe('sharedReadCache', () => {
  it('answers everyone asking while a read is under way with that one read', async () => {
    const { read, calls } = controlledRead();
    const cache = sharedReadCache({ read, lifetimeMs: 1000, now: () => 0 });
    const answers = Promise.all(Array.from({ length: 100 }, () => cache.get('course-status-info')));
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('open');
    expect(new Set(await answers)).toEqual(new Set(['open']));
    expect(cache.peek('course-status-info')).toBe('open');
  });

  it('keeps a value for its lifetime, then reads again with the expired value at hand', async () => {
    let time = 0;
    const { read, calls } = controlledRead();
    const cache = sharedReadCache({ read, lifetimeMs: 1000, now: () => time });
    const first = cache.get('k');
    calls[0]?.resolve('v1');
    await first;
    time = 999;
    expect(await cache.get('k')).toBe('v1');
    expect(calls).toHaveLength(1);
    time = 1000;
    expect(cache.peek('k')).toBeUndefined();
    const second = cache.get('k');
    expect(calls[1]?.previous).toBe('v1');
    calls[1]?.resolve('v2');
    expect(await second).toBe('v2');
  });

  it('after forget, neither keeps nor hands on a read that started before it', async () => {
    const { read, calls } = controlledRead();
    const cache = sharedReadCache({ read, lifetimeMs: 1000, now: () => 0 });
    const before = cache.get('k');
    cache.forget('k');
    const after = cache.get('k');
    expect(calls).toHaveLength(2);
    calls[0]?.resolve('old');
    expect(await before).toBe('old');
    expect(cache.peek('k')).toBeUndefined();
    calls[1]?.resolve('new');
    expect(await after).toBe('new');
    expect(cache.peek('k')).toBe('new');
  });

  it('keeps no failure: the waiting readers get the error, the next one reads again', async () => {
    const { read, calls } = controlledRead();
    const cache = sharedReadCache({ read, lifetimeMs: 1000, now: () => 0 });
    const waiting = [cache.get('k'), cache.get('k')];
    calls[0]?.reject(new Error('database down'));
    for (const answer of waiting) await expect(answer).rejects.toThrow('database down');
    const retry = cache.get('k');
    expect(calls).toHaveLength(2);
    calls[1]?.resolve('back');
    expect(await retry).toBe('back');
  });

  it('forgets everything once it holds maxKeys keys', async () => {
    const cache = sharedReadCache({
      read: async (key: string) => key.toUpperCase(),
      lifetimeMs: 1000,
      maxKeys: 2,
    });
    await cache.get('a');
    await cache.get('b');
    expect([cache.peek('a'), cache.peek('b')]).toEqual(['A', 'B']);
    await cache.get('c');
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, undefined, 'C']);
  });
});
