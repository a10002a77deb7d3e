import type { StaffRole } from '../../../../../common/api/users';
import {
  STAFF_PASSWORD_MIN,
  type StaffAccount,
  staffEmail,
  staffPassword,
} from '../../../../../common/api/users';

export interface UserDraft {
  email: string;
  password: string;
  role: StaffRole;
}

export type UserErrors = Partial<
  Record<'email' | 'password', 'admin.users.badEmail' | 'admin.users.shortPassword'>
>;

export const emptyUser: UserDraft = { email: '', password: '', role: 'staff' };

/** The same rules as the server (common/api/users.ts), with the admin's own words per field. */
export function userErrors(draft: Pick<UserDraft, 'email' | 'password'>, only?: 'password'): UserErrors {
  const errors: UserErrors = {};
  if (only !== 'password' && !staffEmail.safeParse(draft.email).success)
    errors.email = 'admin.users.badEmail';
  if (!staffPassword.safeParse(draft.password).success) errors.password = 'admin.users.shortPassword';
  return errors;
}

export const passwordMin = { min: STAFF_PASSWORD_MIN };

/** The number of admins: the last one can be neither demoted nor deleted (the server refuses it too). */
export const adminCount = (users: readonly StaffAccount[]) => users.filter((u) => u.role === 'admin').length;

export const isLastAdmin = (user: StaffAccount, users: readonly StaffAccount[]) =>
  user.role === 'admin' && adminCount(users) <= 1;
