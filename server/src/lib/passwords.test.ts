import { scrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  createHashingLimit,
  createPasswordHasher,
  HashingBusyError,
  hashPassword,
  PASSWORD_COST,
  verifyPassword,
} from './passwords';

const PASSWORD = 'correct horse battery staple';
/** Most cases at N=2^10: the production cost (2^17) takes a tenth of a second or more per hash. */
const cheap = createPasswordHasher(10);

/** A hash as a hasher of cost 2^cost would have written it. */
async function scryptHash(password: string, cost: number): Promise<string> {
  const salt = Buffer.from('0123456789abcdef');
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, 32, { N: 2 ** cost, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
  return ['scrypt', 2 ** cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('hashPassword (production cost)', async () => {
  const stored = await hashPassword(PASSWORD);

  it('writes scrypt$N$r$p$salt$hash with N=2^17, r=8, p=1, a 16-byte salt and a 32-byte key', async () => {
    const parts = stored.split('$');
    expect(parts).toHaveLength(6);
    const [scheme, n, r, p, salt = '', hash = ''] = parts;
    expect([scheme, n, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(PASSWORD_COST).toBe(17);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64url')).toHaveLength(32);
    expect(salt).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(hash).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('never contains the password', () => {
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(Buffer.from(PASSWORD).toString('base64url'));
  });

  it('salts every hash anew', async () => {
    const again = await cheap.hash(PASSWORD);
    const third = await cheap.hash(PASSWORD);
    expect(again).not.toBe(third);
    expect(again.split('$')[4]).not.toBe(third.split('$')[4]);
    expect(await verifyPassword(PASSWORD, again)).toBe(true);
  });
});

describe('needsRehash', () => {
  const production = createPasswordHasher();

  it('asks for a new hash of one made with less work than the current cost', async () => {
    expect(production.needsRehash(await scryptHash(PASSWORD, 14))).toBe(true);
    expect(production.needsRehash(await cheap.hash(PASSWORD))).toBe(true);
    expect(cheap.needsRehash(await cheap.hash(PASSWORD))).toBe(false);
    expect(cheap.needsRehash(await scryptHash(PASSWORD, 14))).toBe(false);
  });

  it('verifies the old N=2^14 hashes', async () => {
    expect(await verifyPassword(PASSWORD, await scryptHash(PASSWORD, 14))).toBe(true);
    expect(await verifyPassword('wrong', await scryptHash(PASSWORD, 14))).toBe(false);
  });

  it('refuses a cost above production or below 1', () => {
    expect(() => createPasswordHasher(18)).toThrow();
    expect(() => createPasswordHasher(0)).toThrow();
    expect(() => createPasswordHasher(2.5)).toThrow();
  });
});

describe('verifyPassword', async () => {
  const stored = await cheap.hash(PASSWORD);
  const [scheme, n, r, p, salt, hash = ''] = stored.split('$');
  const withParts = (changes: Partial<Record<'scheme' | 'n' | 'r' | 'p' | 'salt' | 'hash', string>>) =>
    [
      changes.scheme ?? scheme,
      changes.n ?? n,
      changes.r ?? r,
      changes.p ?? p,
      changes.salt ?? salt,
      changes.hash ?? hash,
    ].join('$');

  it('accepts the password', async () => {
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
  });

  it.each(['', 'correct horse battery stapl', `${PASSWORD} `, PASSWORD.toUpperCase(), 'wrong'])(
    'refuses %j',
    async (attempt) => {
      expect(await verifyPassword(attempt, stored)).toBe(false);
    },
  );

  it('handles unicode passwords', async () => {
    const unicode = 'pässwörd-🏌️-密码-long';
    const hashed = await cheap.hash(unicode);
    expect(await verifyPassword(unicode, hashed)).toBe(true);
    expect(await verifyPassword(unicode.normalize('NFD'), hashed)).toBe(false);
  });

  it('refuses stored values of another scheme or shape', async () => {
    for (const bad of ['', PASSWORD, 'bcrypt$x$y', withParts({ scheme: 'md5' }), withParts({ salt: '' })]) {
      expect(await verifyPassword(PASSWORD, bad), bad).toBe(false);
    }
    expect(await verifyPassword(PASSWORD, stored.split('$').slice(0, 5).join('$'))).toBe(false);
  });

  it('refuses a tampered hash or salt', async () => {
    const flipped = Buffer.from(hash, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(await verifyPassword(PASSWORD, withParts({ hash: flipped.toString('base64url') }))).toBe(false);
    expect(await verifyPassword(PASSWORD, withParts({ salt: 'AAAAAAAAAAAAAAAAAAAAAA' }))).toBe(false);
  });

  it('never accepts any password for a damaged stored hash', async () => {
    // "!!!!" decodes to zero bytes: a zero-length key would compare equal to it.
    for (const damaged of ['!!!!', '*', 'AA']) {
      expect(await verifyPassword('anything at all', withParts({ hash: damaged }))).toBe(false);
      expect(await verifyPassword(PASSWORD, withParts({ hash: damaged }))).toBe(false);
    }
  });

  it('answers false instead of throwing for parameters scrypt refuses', async () => {
    await expect(verifyPassword(PASSWORD, withParts({ n: '3' }))).resolves.toBe(false);
    await expect(verifyPassword(PASSWORD, withParts({ n: String(2 ** 30) }))).resolves.toBe(false);
    await expect(verifyPassword(PASSWORD, withParts({ r: 'x' }))).resolves.toBe(false);
  });

  it('uses the parameters stored with the hash', async () => {
    // A hash made with other (cheaper) parameters still verifies: N, r and p come from the stored value.
    const other = await scryptHash(PASSWORD, 9);
    expect(await verifyPassword(PASSWORD, other)).toBe(true);
    expect(await verifyPassword('wrong', other)).toBe(false);
  });
});

describe('the hashing limit', () => {
  function gate() {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open };
  }

  it('runs at most `concurrent` at once, queues `queued` more in order, and refuses the rest', async () => {
    const limit = createHashingLimit({ concurrent: 2, queued: 3, maxWaitMs: 600_000 });
    const held = gate();
    const order: number[] = [];
    const runs = Array.from({ length: 7 }, (_, i) =>
      limit.run(async () => {
        order.push(i);
        await held.opened;
        return i;
      }),
    );
    const outcomes = Promise.allSettled(runs);
    expect([limit.running, limit.waiting]).toEqual([2, 3]);
    held.open();
    const settled = await outcomes;
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : 'busy'))).toEqual([
      0,
      1,
      2,
      3,
      4,
      'busy',
      'busy',
    ]);
    for (const refused of settled.slice(5)) {
      expect(refused.status === 'rejected' && refused.reason).toBeInstanceOf(HashingBusyError);
    }
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect([limit.peak, limit.running, limit.waiting]).toEqual([2, 0, 0]);
  });

  it('refuses a hash that waited longer than maxWaitMs, and frees its place in the queue', async () => {
    vi.useFakeTimers();
    try {
      const limit = createHashingLimit({ concurrent: 1, queued: 1, maxWaitMs: 5_000 });
      const held = gate();
      const first = limit.run(() => held.opened);
      const second = limit.run(async () => 'ran');
      const refused = expect(second).rejects.toBeInstanceOf(HashingBusyError);
      await vi.advanceTimersByTimeAsync(5_000);
      await refused;
      expect(limit.waiting).toBe(0);
      const third = limit.run(async () => 'ran');
      held.open();
      await first;
      expect(await third).toBe('ran');
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds every hash and check of a hasher, and lets a failed hash free its slot', async () => {
    const limit = createHashingLimit({ concurrent: 1, queued: 0, maxWaitMs: 600_000 });
    const hasher = createPasswordHasher(10, limit);
    const stored = await cheap.hash(PASSWORD);
    const held = gate();
    const holding = limit.run(() => held.opened);
    await expect(hasher.hash(PASSWORD)).rejects.toBeInstanceOf(HashingBusyError);
    await expect(hasher.verify(PASSWORD, stored)).rejects.toBeInstanceOf(HashingBusyError);
    held.open();
    await holding;
    expect(await hasher.verify(PASSWORD, stored)).toBe(true);
    expect(await hasher.verify(PASSWORD, withPartsOf(stored, { r: 'x' }))).toBe(false);
    expect(limit.running).toBe(0);
    expect(await hasher.verify(PASSWORD, await hasher.hash(PASSWORD))).toBe(true);
  });
});

/** A stored hash with some of its parts replaced. */
function withPartsOf(stored: string, parts: { r?: string }): string {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  return [scheme, n, parts.r ?? r, p, salt, hash].join('$');
}
