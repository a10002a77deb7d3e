import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne, or } from 'drizzle-orm';
import type { StaffUser } from '../../../common/api/auth';
import { staffSessions, staffUsers } from '../db/schema';
import type { DbOrTx } from '../db/tx';

/** The absolute end of a session, however active (docs/product.md, Admin). */
export const SESSION_HOURS = 8;
/** last_seen_at is written at most this often: one write a minute per session, not one per request. */
export const LAST_SEEN_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface StaffSession {
  user: StaffUser;
  userId: string;
  tokenHash: string;
}

/** The staff_sessions table: tokens are only ever stored as their SHA-256. */
export function createSessionStore(db: DbOrTx, opts: { idleMs: number }) {
  const idleSince = (now: Date) => new Date(now.getTime() - opts.idleMs);

  return {
    /** A new session for the user; `db` may be the transaction that also records the sign-in. */
    async create(tx: DbOrTx, userId: string, now: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await tx.insert(staffSessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
        lastSeenAt: now,
      });
      return token;
    },

    /** The session of a token, if it has neither reached its end nor been idle too long. */
    async find(token: string | undefined, now = new Date()): Promise<StaffSession | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({
          email: staffUsers.email,
          role: staffUsers.role,
          userId: staffSessions.userId,
          lastSeenAt: staffSessions.lastSeenAt,
        })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastSeenAt, idleSince(now)),
          ),
        );
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
        await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
      }
      return { user: { email: row.email, role: row.role }, userId: row.userId, tokenHash };
    },

    /** Ends one session; answers the e-mail of its user when there was one to end. */
    async end(token: string | undefined): Promise<string | null> {
      if (!token || token.length > 100) return null;
      const [ended] = await db
        .delete(staffSessions)
        .where(eq(staffSessions.tokenHash, hashToken(token)))
        .returning({ userId: staffSessions.userId });
      if (!ended) return null;
      const [user] = await db
        .select({ email: staffUsers.email })
        .from(staffUsers)
        .where(eq(staffUsers.id, ended.userId));
      return user?.email ?? null;
    },

    /** Ends every session of a user, except the one whose hash is `keepTokenHash`; answers how many. */
    async endAll(tx: DbOrTx, userId: string, keepTokenHash?: string): Promise<number> {
      const ended = await tx
        .delete(staffSessions)
        .where(
          keepTokenHash
            ? and(eq(staffSessions.userId, userId), ne(staffSessions.tokenHash, keepTokenHash))
            : eq(staffSessions.userId, userId),
        )
        .returning({ tokenHash: staffSessions.tokenHash });
      return ended.length;
    },

    /**
     * Deletes the sessions that can no longer be used. Idempotent, so several instances running it on the
     * same database at once is harmless.
     */
    async purge(now = new Date()): Promise<number> {
      const purged = await db
        .delete(staffSessions)
        .where(or(lte(staffSessions.expiresAt, now), lte(staffSessions.lastSeenAt, idleSince(now))))
        .returning({ tokenHash: staffSessions.tokenHash });
      return purged.length;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
