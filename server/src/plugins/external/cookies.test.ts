import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieOptions } from './cookies';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function build(routes: (app: FastifyInstance) => void) {
  app = Fastify();
  await app.register(fastifyCookie, cookieOptions);
  routes(app);
  await app.ready();
  return app;
}

const setCookies = (header: string | string[] | number | undefined) =>
  header === undefined ? [] : Array.isArray(header) ? header : [String(header)];

describe('cookies with the options of the app', () => {
  it('reads the Cookie header, decoding values, and gives {} without one', async () => {
    const server = await build((a) => a.get('/', async (request) => ({ ...request.cookies })));
    const withCookies = await server.inject({
      url: '/',
      headers: { cookie: 'XSRF-TOKEN=abc%2Fdef; theme=dark' },
    });
    expect(withCookies.json()).toEqual({ 'XSRF-TOKEN': 'abc/def', theme: 'dark' });
    expect((await server.inject({ url: '/' })).json()).toEqual({});
  });

  it('sets cookies with SameSite=Lax and Path=/ unless told otherwise, and keeps each one', async () => {
    const server = await build((a) =>
      a.get('/', async (_request, reply) => {
        reply.setCookie('XSRF-TOKEN', 'token 1', { secure: true });
        reply.setCookie('session', 's1', { httpOnly: true, sameSite: 'strict', path: '/api', maxAge: 60 });
        return { ok: true };
      }),
    );
    const res = await server.inject({ url: '/' });
    expect(setCookies(res.headers['set-cookie'])).toEqual([
      'XSRF-TOKEN=token%201; Path=/; Secure; SameSite=Lax',
      'session=s1; Max-Age=60; Path=/api; HttpOnly; SameSite=Strict',
    ]);
  });

  it('clears a cookie with an expiry in the past, on the path it was set for', async () => {
    const server = await build((a) =>
      a.post('/logout', async (_request, reply) => {
        reply.clearCookie('session', { path: '/', httpOnly: true });
        return reply.code(204).send();
      }),
    );
    const [cleared] = setCookies(
      (await server.inject({ method: 'POST', url: '/logout' })).headers['set-cookie'],
    );
    expect(cleared).toBe(
      'session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
  });

  it('keeps a cookie set before the handler failed', async () => {
    const server = await build((a) => {
      a.addHook('onRequest', (_request, reply, done) => {
        reply.setCookie('XSRF-TOKEN', 'fresh');
        done();
      });
      a.get('/', async () => {
        throw new Error('boom');
      });
    });
    const res = await server.inject({ url: '/' });
    expect(res.statusCode).toBe(500);
    expect(setCookies(res.headers['set-cookie'])).toEqual(['XSRF-TOKEN=fresh; Path=/; SameSite=Lax']);
  });
});
