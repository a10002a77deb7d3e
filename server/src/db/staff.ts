import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword, type PasswordHasher } from '../lib/passwords';
import type { Db } from './client';
import { staffUsers } from './schema';
import type { DbOrTx } from './tx';

/**
 * Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, only while the club has no admin at all: once
 * there is one, the variables change nothing, so an account an admin deleted never comes back at the next
 * start. Two instances starting at once insert the same e-mail, and the unique index keeps one.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
  hasher: Pick<PasswordHasher, 'hash'> = { hash: hashPassword },
): Promise<boolean> {
  const admins = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.role, 'admin'))
    .limit(1);
  if (admins.length > 0) return false;
  const inserted = await db
    .insert(staffUsers)
    .values({
      id: randomUUID(),
      email: admin.email,
      passwordHash: await hasher.hash(admin.password),
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
  hasher: Pick<PasswordHasher, 'hash'> = { hash: hashPassword },
): Promise<CreateStaffResult> {
  const id = randomUUID();
  const inserted = await db
    .insert(staffUsers)
    .values({ id, email: user.email, passwordHash: await hasher.hash(user.password), role: user.role })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  return inserted.length > 0 ? { ok: true, id } : { ok: false, reason: 'exists' };
}
