import { sessionCookieName } from '../../../common/api/auth';

/**
 * The staff session cookie: HttpOnly, SameSite=Lax, Path=/ and no Domain, so it goes to this host only.
 * Over https (PUBLIC_URL starting https://) it is Secure and named `__Host-session`, a name browsers
 * accept only with exactly these attributes; over http it is `session` (common/api/auth.ts).
 */
export function sessionCookie(secure: boolean) {
  return {
    name: sessionCookieName(secure),
    options: { path: '/', httpOnly: true, sameSite: 'lax' as const, secure },
  };
}
export type SessionCookie = ReturnType<typeof sessionCookie>;
