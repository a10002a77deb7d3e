import { z } from 'zod';
import { staffRoles } from './auth';

/** Staff accounts, managed by admins (GET/POST /admin/users, PUT/DELETE /admin/users/{id}) and the CLI. */

export const STAFF_PASSWORD_MIN = 12;

export const staffEmail = z
  .string()
  .trim()
  .pipe(
    z.email({ error: 'Please enter a valid e-mail address.' }).max(254, 'The e-mail address is too long.'),
  );

export const staffPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN, `The password must be at least ${STAFF_PASSWORD_MIN} characters.`)
  .max(200, 'The password must be at most 200 characters.');

export const staffRole = z.enum(staffRoles, { error: 'The role must be admin or staff.' });
export type StaffRole = z.infer<typeof staffRole>;

export const newStaffUser = z.object({ email: staffEmail, password: staffPassword, role: staffRole });
export type NewStaffUser = z.infer<typeof newStaffUser>;

export const staffUserChange = z
  .object({ role: staffRole.optional(), password: staffPassword.optional() })
  .refine((change) => change.role !== undefined || change.password !== undefined, {
    message: 'Please give a new role or a new password.',
  });
export type StaffUserChange = z.infer<typeof staffUserChange>;

export const staffUserParams = z.object({ id: z.uuid('must be a user id') });

export const staffAccount = z.object({
  id: z.uuid(),
  email: z.string(),
  role: staffRole,
  createdAt: z.string(),
  /** Until when signing in is locked after failed attempts, or null. */
  lockedUntil: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

export const LAST_ADMIN_MESSAGE = 'The club must keep at least one admin.';
export const duplicateEmailMessage = (email: string) => `There is already a user with the e-mail ${email}.`;
