import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

/**
 * The cost of a new hash: N=2^17, r=8, p=1 (OWASP's scrypt minimum) takes 128 MiB and about a tenth of a
 * second per hash. Hashes made with N=2^14 before 2026 still verify and are rehashed at the next sign-in.
 */
export const PASSWORD_COST = 17;
const R = 8;
const P = 1;
/** scrypt needs 128·N·r bytes; Node refuses anything above maxmem (32 MiB by default, too little). */
const MAX_MEM = 2 * 128 * 2 ** PASSWORD_COST * R;
const KEY_LENGTH = 32;

/**
 * Every scrypt of this process goes through one limit (docs/product.md, Abuse limits). A hash holds one of
 * libuv's threads and 128 MiB for a tenth of a second or more, and libuv has 4 threads (UV_THREADPOOL_SIZE)
 * that file reads, DNS lookups and compression also need: 24 sign-ins at once once made the home page take
 * 20 s instead of 3 ms.
 * - 2 at once: two threads stay free for files and DNS whatever sign-ins do, hashing takes at most 256 MiB,
 *   and one sign-in still never waits behind another.
 * - 6 waiting: with 2 at once, the last of them starts after 3 rounds, under a second at 0.1–0.3 s a hash,
 *   so a burst of a few staff members signing in at the start of the day waits instead of being refused.
 * - 5 s at most waiting: if the queue does not move (a machine far slower or busier than usual), waiting
 *   longer helps nobody; the sign-in is refused like one that found the queue full.
 * Refused hashes are answered 503 with Retry-After: RETRY_AFTER_SECONDS (auth/hashingBusy.ts).
 */
export const HASHING_LIMITS = { concurrent: 2, queued: 6, maxWaitMs: 5_000 } as const;
/** Long enough for the queue to have moved on (a few rounds), short enough that a person simply retries. */
export const RETRY_AFTER_SECONDS = 5;

/** No scrypt could start now: too many are running and waiting, or this one waited too long. */
export class HashingBusyError extends Error {
  constructor() {
    super('Too many password hashes at once');
    this.name = 'HashingBusyError';
  }
}

export interface HashingLimit {
  /** Runs `work` once fewer than `concurrent` run; rejects with HashingBusyError when it cannot. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** What runs and waits now, and the most that ever ran at once (for tests and measurements). */
  readonly running: number;
  readonly waiting: number;
  readonly peak: number;
}

export function createHashingLimit(
  limits: { concurrent: number; queued: number; maxWaitMs: number } = HASHING_LIMITS,
): HashingLimit {
  let running = 0;
  let peak = 0;
  const queue: (() => void)[] = [];

  const start = () => {
    running += 1;
    peak = Math.max(peak, running);
  };
  const finish = () => {
    running -= 1;
    // The slot goes straight to the next in line, so a newcomer can never overtake the queue.
    const next = queue.shift();
    if (next) next();
  };

  async function waitForSlot(): Promise<void> {
    if (running < limits.concurrent && queue.length === 0) return start();
    if (queue.length >= limits.queued) throw new HashingBusyError();
    await new Promise<void>((resolve, reject) => {
      const granted = () => {
        clearTimeout(timer);
        start();
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(granted), 1);
        reject(new HashingBusyError());
      }, limits.maxWaitMs);
      queue.push(granted);
    });
  }

  return {
    async run(work) {
      await waitForSlot();
      try {
        return await work();
      } finally {
        finish();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    get peak() {
      return peak;
    },
  };
}

/** The one limit of this process, shared by every hasher that is not given another. */
export const hashingLimit = createHashingLimit();

export interface PasswordHasher {
  /** scrypt$N$r$p$salt$hash, all that is needed to check the password later. */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** True when a stored hash was made with less work than a new one would be: rehash it at sign-in. */
  needsRehash(stored: string): boolean;
}

/**
 * `cost` is log2 of N. Production always uses PASSWORD_COST: only the tests build the app with a cheaper
 * hasher (BuildAppOptions.passwordCost, refused when NODE_ENV=production), so that hundreds of sign-ins
 * stay fast. Every hash and check waits for `limit`, this process's own unless a test gives another.
 */
export function createPasswordHasher(
  cost: number = PASSWORD_COST,
  limit: HashingLimit = hashingLimit,
): PasswordHasher {
  if (!Number.isInteger(cost) || cost < 1 || cost > PASSWORD_COST) {
    throw new Error(`The scrypt cost must be a whole number from 1 to ${PASSWORD_COST}.`);
  }
  const N = 2 ** cost;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const hash = await limit.run(() =>
        scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEM }),
      );
      return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
    },
    verify: (password, stored) => verifyWithin(limit, password, stored),
    needsRehash(stored) {
      const [, n, r, p] = stored.split('$');
      return Number(n) < N || Number(r) !== R || Number(p) !== P;
    },
  };
}

const productionHasher = createPasswordHasher();

/** Hashes at the production cost (the CLI, and code outside a running app). */
export const hashPassword = (password: string) => productionHasher.hash(password);

/** Checks a password against a stored hash, with the N, r and p stored in it, within this process's limit. */
export const verifyPassword = (password: string, stored: string) =>
  verifyWithin(hashingLimit, password, stored);

async function verifyWithin(limit: HashingLimit, password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  // A damaged stored hash must never match: an empty one would compare equal to an empty key.
  if (expected.length < 16) return false;
  const derive = () =>
    scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEM,
    }).catch(() => null); // parameters scrypt refuses, or more memory than a hash of ours ever needs
  // A busy limit rejects: the caller answers "try again", never "wrong password".
  const actual = await limit.run(derive);
  if (!actual) return false;
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
