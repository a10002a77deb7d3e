import { z } from 'zod';
import { staffPassword } from './users';

/**
 * A staff member's own account (POST /admin/account/password, POST /admin/account/sign-out-everywhere).
 * The same schema checks the admin's form and the server's request.
 */
export const ownPasswordChange = z.object({
  currentPassword: z
    .string()
    .min(1, 'Please enter your current password.')
    .max(200, 'The password must be at most 200 characters.'),
  newPassword: staffPassword,
});
export type OwnPasswordChange = z.infer<typeof ownPasswordChange>;

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct.';
