import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { SESSION_COOKIE } from '../../common/api/auth';
import { apiPaths } from '../../common/api/paths';
import { limitMessages } from '../../common/validation/limitMessages';
import { createStaffUser } from '../src/db/staff';
import {
  createHashingLimit,
  createPasswordHasher,
  HASHING_LIMITS,
  RETRY_AFTER_SECONDS,
} from '../src/lib/passwords';
import { api } from './fixtures';
import { build, injectWithToken, TEST_PASSWORD_COST } from './helpers';

const ADMIN = { email: 'admin@example.org', password: 'a long admin password' };
const { concurrent, queued } = HASHING_LIMITS;
/** Long enough to be the only way a wait ends here; the wait limit itself: lib/passwords.test.ts. */
const NO_WAIT_LIMIT = 600_000;
/** Waiting for the server to reach a state, not a speed limit. */
const UNTIL = { timeout: 60_000, interval: 5 };

/** A promise the test settles itself. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the limit on password hashing (docs/product.md, Abuse limits)', async () => {
  // The production numbers, watched through their counters. Hashes that the test holds itself fill the
  // slots, so sign-ins wait for exactly as long as the test wants, with no clock involved.
  const limit = createHashingLimit({ ...HASHING_LIMITS, maxWaitMs: NO_WAIT_LIMIT });
  const webRoot = await mkdtemp(join(tmpdir(), 'golf-hashing-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Home</title><p>Welcome</p>');
  const { app, database } = await build({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    hashingLimit: limit,
    webRoot,
  });
  afterAll(() => rm(webRoot, { recursive: true, force: true }));
  const staff = { email: 'staff@example.org', password: 'a long staff password' };
  // Hashed outside the app's limit, so the counters below count only what the app does.
  const outside = createPasswordHasher(TEST_PASSWORD_COST, createHashingLimit());
  await createStaffUser(database.db, { ...staff, role: 'staff' }, outside);

  const login = (body: { email: string; password: string }, language = 'nl') =>
    injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.login.path()),
      payload: body,
      headers: { 'accept-language': language },
    });
  const adminSession =
    (await login(ADMIN)).cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
  const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
    injectWithToken(app, {
      method,
      url: api(url),
      payload,
      cookies: { [SESSION_COOKIE]: adminSession },
      headers: { 'accept-language': 'de' },
    });

  /** Fills every slot with a hash that lasts until the returned function is called. */
  function holdAllSlots() {
    const held = gate();
    const holding = Array.from({ length: concurrent }, () => limit.run(() => held.opened));
    expect(limit.running).toBe(concurrent);
    return async () => {
      held.open();
      await Promise.all(holding);
    };
  }

  const expectBusy = (res: LightMyRequestResponse, language: 'nl' | 'de') => {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ message: limitMessages[language].signInBusy });
  };

  it('lets 24 parallel sign-ins wait or answer 503, never runs more than its hashes at once, and serves pages meanwhile', async () => {
    const release = holdAllSlots();
    const answered: LightMyRequestResponse[] = [];
    const signIns = Array.from({ length: 24 }, (_, i) => {
      // Known and unknown addresses alike: one limit for the whole process, whoever the clients are.
      const body = i % 2 === 0 ? staff : { email: `nobody${i}@example.org`, password: 'a guess at all' };
      return login(body).then((res) => {
        answered.push(res);
        return { known: i % 2 === 0, res };
      });
    });
    // The queue fills; every sign-in beyond it is answered at once, 503 in the request's language.
    await vi.waitFor(() => expect(answered).toHaveLength(24 - queued), UNTIL);
    expect(limit.waiting).toBe(queued);
    for (const res of answered) expectBusy(res, 'nl');

    // While the queued sign-ins wait, the home page, a file and the API answer.
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Welcome');
    const file = await app.inject({ method: 'GET', url: '/files/home-header.svg' });
    expect(file.statusCode).toBe(200);
    const content = await app.inject({ method: 'GET', url: api('/websitecontent/course-status') });
    expect(content.statusCode).toBe(200);
    const health = await app.inject({ method: 'GET', url: api('/health') });
    expect(health.statusCode).toBeLessThan(500);
    // ...before any of the waiting sign-ins has finished.
    expect(answered).toHaveLength(24 - queued);
    expect(limit.waiting).toBe(queued);

    await release();
    const outcomes = await Promise.all(signIns);
    const checked = outcomes.filter(({ res }) => res.statusCode !== 503);
    expect(checked).toHaveLength(queued);
    for (const { known, res } of checked) expect(res.statusCode).toBe(known ? 200 : 401);
    expect(limit.peak).toBe(concurrent);
    expect(limit.running).toBe(0);
  });

  it('makes an unknown address wait for a hash exactly like a known one', async () => {
    const release = holdAllSlots();
    const unknown = login({ email: 'nobody@example.org', password: 'a guess at all' });
    await vi.waitFor(() => expect(limit.waiting).toBe(1), UNTIL);
    const known = login({ ...staff, password: 'a wrong password' });
    await vi.waitFor(() => expect(limit.waiting).toBe(2), UNTIL);
    await release();
    expect((await unknown).statusCode).toBe(401);
    expect((await known).statusCode).toBe(401);
  });

  it('holds password changes and new users to the same limit', async () => {
    const release = holdAllSlots();
    const queue = gate();
    const waiting = Array.from({ length: queued }, () => limit.run(() => queue.opened));
    expect(limit.waiting).toBe(queued);
    const users = adminApiPaths.users.path();
    const newUser = await asAdmin('POST', users, {
      email: 'new@example.org',
      password: 'twelve chars ok',
      role: 'staff',
    });
    expectBusy(newUser, 'de');
    const ownPassword = await asAdmin('POST', adminApiPaths.ownPassword.path(), {
      currentPassword: ADMIN.password,
      newPassword: 'another long password',
    });
    expectBusy(ownPassword, 'de');
    expectBusy(await login({ ...staff }, 'nl'), 'nl');
    queue.open();
    await release();
    await Promise.all(waiting);
    // Refused before anything was written: no such user, and the old password still signs in.
    expect((await login(ADMIN)).statusCode).toBe(200);
    const created = await asAdmin('POST', users, {
      email: 'new@example.org',
      password: 'twelve chars ok',
      role: 'staff',
    });
    expect(created.statusCode).toBe(201);
  });
});
