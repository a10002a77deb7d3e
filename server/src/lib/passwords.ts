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
 * stay fast.
 */
export function createPasswordHasher(cost: number = PASSWORD_COST): PasswordHasher {
  if (!Number.isInteger(cost) || cost < 1 || cost > PASSWORD_COST) {
    throw new Error(`The scrypt cost must be a whole number from 1 to ${PASSWORD_COST}.`);
  }
  const N = 2 ** cost;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEM });
      return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
    },
    verify: verifyPassword,
    needsRehash(stored) {
      const [, n, r, p] = stored.split('$');
      return Number(n) < N || Number(r) !== R || Number(p) !== P;
    },
  };
}

const productionHasher = createPasswordHasher();

/** Hashes at the production cost (the CLI, and code outside a running app). */
export const hashPassword = (password: string) => productionHasher.hash(password);

/** Checks a password against a stored hash, with the N, r and p stored in it. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  // A damaged stored hash must never match: an empty one would compare equal to an empty key.
  if (expected.length < 16) return false;
  let actual: Buffer;
  try {
    actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEM,
    });
  } catch {
    return false; // parameters scrypt refuses, or more memory than a hash of ours ever needs
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
