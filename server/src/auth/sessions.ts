import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { StaffUser } from '../../../common/api/auth';
import type { Db } from '../db/client';
import { staffSessions, staffUsers } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/passwords';

export const SESSION_HOURS = 8;
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Checked against when the e-mail is unknown, so that a wrong e-mail takes as long as a wrong password. */
const decoyHash = hashPassword('decoy password that never matches');

export type LoginResult =
  | { ok: true; token: string; user: StaffUser }
  | { ok: false; reason: 'wrong' | 'locked' };

export function createSessionStore(db: Db) {
  return {
    async login(email: string, password: string, now = new Date()): Promise<LoginResult> {
      const [user] = await db
        .select()
        .from(staffUsers)
        .where(sql`lower(${staffUsers.email}) = lower(${email})`);
      if (!user) {
        await verifyPassword(password, await decoyHash);
        return { ok: false, reason: 'wrong' };
      }
      if (user.lockedUntil && user.lockedUntil > now) return { ok: false, reason: 'locked' };
      if (!(await verifyPassword(password, user.passwordHash))) {
        const failed = user.failedLogins + 1;
        const locks = failed >= MAX_FAILED_LOGINS;
        await db
          .update(staffUsers)
          .set({
            failedLogins: locks ? 0 : failed,
            lockedUntil: locks ? new Date(now.getTime() + LOCK_MINUTES * 60_000) : null,
          })
          .where(eq(staffUsers.id, user.id));
        return { ok: false, reason: locks ? 'locked' : 'wrong' };
      }
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ failedLogins: 0, lockedUntil: null })
          .where(eq(staffUsers.id, user.id));
        await tx
          .delete(staffSessions)
          .where(and(eq(staffSessions.userId, user.id), lt(staffSessions.expiresAt, now)));
        await tx.insert(staffSessions).values({
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
        });
      });
      return { ok: true, token, user: { email: user.email, role: user.role } };
    },

    async userFor(token: string | undefined, now = new Date()): Promise<StaffUser | null> {
      if (!token || token.length > 100) return null;
      const [row] = await db
        .select({ email: staffUsers.email, role: staffUsers.role })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
        .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, now)));
      return row ?? null;
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
