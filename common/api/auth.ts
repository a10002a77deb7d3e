import { z } from 'zod';

export const loginBody = z.object({
  email: z.email({ error: 'Please enter your e-mail address.' }).max(254),
  password: z.string().min(1, 'Please enter your password.').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const staffRoles = ['admin', 'staff'] as const;
export const staffUser = z.object({ email: z.string(), role: z.enum(staffRoles) });
export type StaffUser = z.infer<typeof staffUser>;

/** The staff session cookie over http (development, tests). */
export const SESSION_COOKIE = 'session';

/**
 * Over https the session cookie is `__Host-session`: browsers keep a `__Host-` cookie only when it is
 * Secure, has Path=/ and no Domain, so no other subdomain and no page over http can set or replace it.
 * Over http browsers would refuse that name, so it stays `session` there.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
