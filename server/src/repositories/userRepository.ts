import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NewStaffUser, StaffAccount, StaffUserChange } from '../../../common/api/users';
import { hashToken } from '../auth/sessions';
import type { Db } from '../db/client';
import { auditLog, staffSessions, staffUsers } from '../db/schema';
import { createStaffUser } from '../db/staff';
import type { Tx } from '../db/tx';
import type { PasswordHasher } from '../lib/passwords';

type UserRow = typeof staffUsers.$inferSelect;
export type UserChangeResult = StaffAccount | 'not-found' | 'last-admin';

const toAccount = (row: UserRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  lockedUntil: row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null,
});

/**
 * Locks every admin row and tells whether another admin than `id` remains: two admins demoting each
 * other at the same moment are taken one after the other, so the club is never left without one.
 */
async function anotherAdminRemains(tx: Tx, id: string): Promise<boolean> {
  const admins = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.role, 'admin'))
    .for('update');
  return admins.some((admin) => admin.id !== id);
}

export function createUserRepository(db: Db, hasher: PasswordHasher) {
  const audit = (tx: Tx, actor: string, action: string, target: string) =>
    tx.insert(auditLog).values({ actor, action, target });

  return {
    async list(): Promise<StaffAccount[]> {
      const rows = await db.select().from(staffUsers).orderBy(sql`lower(${staffUsers.email})`);
      return rows.map(toAccount);
    },

    async create(actor: string, input: NewStaffUser): Promise<StaffAccount | 'exists'> {
      return db.transaction(async (tx) => {
        const created = await createStaffUser(tx, input, hasher);
        if (!created.ok) return 'exists';
        const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, created.id));
        if (!row) throw new Error('created user not found');
        await audit(tx, actor, 'user.create', `${row.email} (${row.role})`);
        return toAccount(row);
      });
    },

    /**
     * A new role and/or password. A new password ends the user's other sessions and lifts a lockout; the
     * session making the change (`keepSession`) stays signed in.
     */
    async update(
      actor: string,
      id: string,
      change: StaffUserChange,
      keepSession: string | undefined,
    ): Promise<UserChangeResult> {
      const passwordHash = change.password === undefined ? undefined : await hasher.hash(change.password);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
        if (!row) return 'not-found';
        const demotes = row.role === 'admin' && change.role === 'staff';
        if (demotes && !(await anotherAdminRemains(tx, id))) return 'last-admin';
        const [updated] = await tx
          .update(staffUsers)
          .set({
            ...(change.role ? { role: change.role } : {}),
            ...(passwordHash ? { passwordHash, failedLogins: 0, lockedUntil: null } : {}),
          })
          .where(eq(staffUsers.id, id))
          .returning();
        if (!updated) return 'not-found';
        if (change.role && change.role !== row.role) {
          await audit(tx, actor, 'user.role', `${row.email}: ${row.role} → ${change.role}`);
        }
        if (passwordHash) {
          const others = keepSession
            ? and(eq(staffSessions.userId, id), ne(staffSessions.tokenHash, hashToken(keepSession)))
            : eq(staffSessions.userId, id);
          await tx.delete(staffSessions).where(others);
          await audit(tx, actor, 'user.password', row.email);
        }
        return toAccount(updated);
      });
    },

    /** Deletes an account; its sessions go with it (the foreign key cascades), so it is signed out at once. */
    async remove(actor: string, id: string): Promise<'deleted' | 'not-found' | 'last-admin'> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
        if (!row) return 'not-found';
        if (row.role === 'admin' && !(await anotherAdminRemains(tx, id))) return 'last-admin';
        await tx.delete(staffUsers).where(eq(staffUsers.id, id));
        await audit(tx, actor, 'user.delete', `${row.email} (${row.role})`);
        return 'deleted';
      });
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    userRepository: UserRepository;
  }
}

export default fp(
  async function userRepository(app: FastifyInstance, opts: { hasher: PasswordHasher }) {
    app.decorate('userRepository', createUserRepository(app.db, opts.hasher));
  },
  { name: 'user-repository', dependencies: ['database'] },
);
