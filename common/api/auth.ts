import { z } from 'zod';

export const loginBody = z.object({
  email: z.email({ error: 'Please enter your e-mail address.' }).max(254),
  password: z.string().min(1, 'Please enter your password.').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const staffRoles = ['admin', 'staff'] as const;
export const staffUser = z.object({ email: z.string(), role: z.enum(staffRoles) });
export type StaffUser = z.infer<typeof staffUser>;

export const SESSION_COOKIE = 'session';
