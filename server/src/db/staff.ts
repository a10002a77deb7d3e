import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import { staffUsers } from './schema';
import type { DbOrTx } from './tx';

/** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when no user has that e-mail yet. */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<boolean> {
  const existing = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = lower(${admin.email})`);
  if (existing.length > 0) return false;
  const inserted = await db
    .insert(staffUsers)
    .values({
      id: randomUUID(),
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
    })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  return inserted.length > 0;
}

export type CreateStaffResult = { ok: true; id: string } | { ok: false; reason: 'exists' };

/**
 * Adds a staff account (the admin's Users screen and `npm run admin -- create`). The e-mail is unique
 * whatever its case: a second one is refused, also when two are added at the same moment.
 */
export async function createStaffUser(
  db: DbOrTx,
  user: { email: string; password: string; role: 'admin' | 'staff' },
): Promise<CreateStaffResult> {
  const id = randomUUID();
  const inserted = await db
    .insert(staffUsers)
    .values({ id, email: user.email, passwordHash: await hashPassword(user.password), role: user.role })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  return inserted.length > 0 ? { ok: true, id } : { ok: false, reason: 'exists' };
}
