import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { StaffUser } from '../../../common/api/auth';
import type { AccountsConfig } from '../config';
import type { Db } from '../db/client';
import { auditLog, staffUsers } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { HashingBusyError, type PasswordHasher } from '../lib/passwords';
import type { SessionStore } from './sessions';

/** The failed sign-in from which each further one locks the account (docs/decisions/0014-login-lockout.md). */
export const LOCK_AFTER_FAILURES = 5;

/** What the audit log records for staff accounts; never a password, never an e-mail nobody has. */
export const authActions = {
  signIn: 'auth.sign-in',
  signInFailed: 'auth.sign-in-failed',
  lockout: 'auth.lockout',
  signOut: 'auth.sign-out',
  signOutEverywhere: 'auth.sign-out-everywhere',
  ownPassword: 'user.own-password',
} as const;
const UNKNOWN_ACCOUNT = 'unknown account';

export type SignInResult = { ok: true; token: string; user: StaffUser } | { ok: false };
export type OwnPasswordResult = 'changed' | 'wrong-current';

type UserRow = typeof staffUsers.$inferSelect;

export const audit = (db: DbOrTx, actor: string, action: string, target: string) =>
  db.insert(auditLog).values({ actor, action, target });

/**
 * Sign-in with a growing lockout. Every wrong password is counted in one UPDATE (failed_logins + 1), so
 * parallel guesses each count. The answer to a caller is only ever "signed in" or "no": an unknown
 * e-mail, a wrong password and a locked account look the same, and each costs one scrypt. Every scrypt
 * waits in the hashing limit (lib/passwords.ts); when it is full, signIn and changeOwnPassword reject
 * with HashingBusyError before they have changed anything, whether the e-mail is known or not.
 */
export function createAccounts(
  db: Db,
  deps: {
    hasher: PasswordHasher;
    sessions: SessionStore;
    lockout: Pick<AccountsConfig, 'lockoutBaseMs' | 'lockoutMaxMs'>;
  },
) {
  const { hasher, sessions } = deps;
  // Checked against when the e-mail is unknown, so that it costs what a wrong password costs: the same
  // scrypt, waiting in the same hashing limit. Made once; made again if the limit refused it.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => {
    decoy ??= hasher.hash('decoy password that never matches').catch((error: unknown) => {
      decoy = undefined;
      throw error;
    });
    return decoy;
  };
  decoyHash().catch(() => {}); // made now, not by the first unknown e-mail

  const findByEmail = async (email: string) =>
    (await db.select().from(staffUsers).where(sql`lower(${staffUsers.email}) = lower(${email})`))[0];

  /**
   * Counts a failure and, from the LOCK_AFTER_FAILURES-th on, locks the account for
   * base · 2^(failures − LOCK_AFTER_FAILURES), at most max, from now.
   */
  async function countFailure(user: UserRow, now: Date): Promise<void> {
    const failures = sql`${staffUsers.failedLogins} + 1`;
    const lockSeconds = sql`least(
      ${deps.lockout.lockoutBaseMs / 1000}::float8 * power(2, ${failures} - ${LOCK_AFTER_FAILURES}),
      ${deps.lockout.lockoutMaxMs / 1000}::float8)`;
    await db.transaction(async (tx) => {
      const [counted] = await tx
        .update(staffUsers)
        .set({
          failedLogins: failures,
          lockedUntil: sql`case when ${failures} >= ${LOCK_AFTER_FAILURES}
            then ${now.toISOString()}::timestamptz + ${lockSeconds} * interval '1 second'
            else ${staffUsers.lockedUntil} end`,
        })
        .where(eq(staffUsers.id, user.id))
        .returning({ failedLogins: staffUsers.failedLogins, lockedUntil: staffUsers.lockedUntil });
      await audit(tx, user.email, authActions.signInFailed, user.email);
      if (counted && counted.failedLogins >= LOCK_AFTER_FAILURES && counted.lockedUntil) {
        const until = counted.lockedUntil.toISOString();
        await audit(
          tx,
          user.email,
          authActions.lockout,
          `${user.email} until ${until} (${counted.failedLogins} failures)`,
        );
      }
    });
  }

  const notLockedAt = (now: Date) => or(isNull(staffUsers.lockedUntil), lte(staffUsers.lockedUntil, now));

  return {
    async signIn(email: string, password: string, now = new Date()): Promise<SignInResult> {
      const user = await findByEmail(email);
      if (!user) {
        await hasher.verify(password, await decoyHash());
        await audit(db, UNKNOWN_ACCOUNT, authActions.signInFailed, UNKNOWN_ACCOUNT);
        return { ok: false };
      }
      if (!(await hasher.verify(password, user.passwordHash))) {
        await countFailure(user, now);
        return { ok: false };
      }
      // The right password: it signs in only if the account is not locked at this moment, checked in the
      // same UPDATE that clears the count, so a lock taken by a parallel guess is never skipped.
      const token = await db.transaction(async (tx) => {
        const [unlocked] = await tx
          .update(staffUsers)
          .set({ failedLogins: 0, lockedUntil: null })
          .where(and(eq(staffUsers.id, user.id), notLockedAt(now)))
          .returning({ id: staffUsers.id });
        if (!unlocked) return null;
        await audit(tx, user.email, authActions.signIn, user.email);
        return sessions.create(tx, user.id, now);
      });
      if (!token) {
        await audit(db, user.email, authActions.signInFailed, `${user.email} (locked)`);
        return { ok: false };
      }
      if (hasher.needsRehash(user.passwordHash)) {
        // Only now, after the answer is known to be yes: the time a rehash takes tells nothing. When the
        // hashing limit is full, the sign-in stands and the rehash waits for the next one.
        const upgraded = await hasher.hash(password).catch((error: unknown) => {
          if (error instanceof HashingBusyError) return null;
          throw error;
        });
        if (upgraded) {
          await db
            .update(staffUsers)
            .set({ passwordHash: upgraded })
            .where(and(eq(staffUsers.id, user.id), eq(staffUsers.passwordHash, user.passwordHash)));
        }
      }
      return { ok: true, token, user: { email: user.email, role: user.role } };
    },

    /** Ends every session of the user, the current one included. */
    async signOutEverywhere(userId: string, email: string): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await sessions.endAll(tx, userId);
        await audit(tx, email, authActions.signOutEverywhere, `${email} (${ended} sessions)`);
        return ended;
      });
    },

    /**
     * A staff member's own new password, given the current one. A wrong current password counts as a
     * failed sign-in, and a locked account is refused like at sign-in, so a stolen session cannot guess
     * its way to the password. The user's other sessions end; `keepTokenHash` stays signed in.
     */
    async changeOwnPassword(
      userId: string,
      keepTokenHash: string,
      current: string,
      next: string,
      now = new Date(),
    ): Promise<OwnPasswordResult> {
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, userId));
      if (!user) return 'wrong-current';
      if (!(await hasher.verify(current, user.passwordHash))) {
        await countFailure(user, now);
        return 'wrong-current';
      }
      if (user.lockedUntil && user.lockedUntil > now) return 'wrong-current';
      const passwordHash = await hasher.hash(next);
      return db.transaction(async (tx) => {
        const [changed] = await tx
          .update(staffUsers)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null })
          .where(and(eq(staffUsers.id, userId), notLockedAt(now)))
          .returning({ id: staffUsers.id });
        if (!changed) return 'wrong-current';
        await sessions.endAll(tx, userId, keepTokenHash);
        await audit(tx, user.email, authActions.ownPassword, user.email);
        return 'changed';
      });
    },
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
