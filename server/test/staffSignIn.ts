import type { FastifyInstance, InjectOptions } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '../../common/api/paths';
import { api } from './fixtures';
import { injectWithToken } from './helpers';

/**
 * Signs staff in and answers with a function that injects requests as them: with the session cookie and
 * the cross-site token the sign-in answer handed out (a staff session's own, when it sets one).
 */
export async function signInStaff(app: FastifyInstance, credentials: { email: string; password: string }) {
  const signIn = await injectWithToken(app, {
    method: 'POST',
    url: api('/auth/login'),
    payload: credentials,
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const session = signIn.cookies.find((c) => /session$/i.test(c.name));
  if (!session) throw new Error('the sign-in set no session cookie');
  const token = signIn.cookies.find((c) => c.name === XSRF_COOKIE)?.value;
  return (opts: InjectOptions) =>
    injectWithToken(app, {
      ...opts,
      cookies: { [session.name]: session.value, ...(token ? { [XSRF_COOKIE]: token } : {}) },
      headers: token ? { [XSRF_HEADER]: token } : {},
    });
}
