import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import { staffUsers } from './schema';

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
