import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { api, booking, createReservation, dateIn, greenfeeText, validGreenfee } from './fixtures';
import { build, injectWithToken, postJson } from './helpers';

const STAFF = { email: 'secretary@example.org', password: 'a long staff password' };

describe('the staff admin API', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
  const get = (url: string) => app.inject({ method: 'GET', url: api(url), cookies: { session } });

  it('refuses every admin call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/admin/notifications'],
      ['GET', '/admin/requests'],
      ['GET', '/admin/reservations'],
      ['GET', '/admin/outbox'],
      ['GET', '/admin/audit'],
      ['PUT', '/admin/websitecontent/menu'],
      ['POST', '/admin/notifications'],
    ] as const) {
      const res = await injectWithToken(app, { method, url: api(url), payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('needs the cross-site token for every change, even when signed in', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: api('/admin/websitecontent/menu'),
      cookies: { session },
      payload: { content: 'Soup' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('closes the course: course-status-info is checked against its shape, then served at once', async () => {
    const closed = {
      courseStatus: false,
      summerGreens: false,
      winterGreens: 'All',
      buggies: false,
      prefferedLies: true,
      drivingRange: false,
    };
    const bad = await asStaff({
      method: 'PUT',
      url: api('/admin/websitecontent/course-status-info'),
      payload: { content: JSON.stringify({ courseStatus: 'maybe' }) },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await asStaff({
          method: 'PUT',
          url: api('/admin/websitecontent/course-status-info'),
          payload: { content: 'not json' },
        })
      ).statusCode,
    ).toBe(400);
    const ok = await asStaff({
      method: 'PUT',
      url: api('/admin/websitecontent/course-status-info'),
      payload: { content: JSON.stringify(closed) },
    });
    expect(ok.statusCode).toBe(204);
    const served = await app.inject({ method: 'GET', url: api('/websitecontent/course-status-info') });
    expect(JSON.parse(served.json().content)).toEqual(closed);
  });

  it('creates, edits and deletes notifications, sanitizing their HTML', async () => {
    const created = await asStaff({
      method: 'POST',
      url: api('/admin/notifications'),
      payload: {
        content:
          '<p onclick="x()">Course <strong>closed</strong><script>alert(1)</script> <a href="javascript:alert(1)">more</a></p>',
        severity: 'warning',
        position: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json();
    expect(note.content).toBe('<p>Course <strong>closed</strong> <a>more</a></p>');
    const shown = (await app.inject({ method: 'GET', url: api('/notifications/website') })).json();
    expect(shown[0]).toEqual({ content: note.content, severity: 'warning' });

    const edited = await asStaff({
      method: 'PUT',
      url: api(`/admin/notifications/${note.id}`),
      payload: { content: '<p>Course open again</p>', severity: 'info', position: 5 },
    });
    expect(edited.json()).toMatchObject({
      content: '<p>Course open again</p>',
      severity: 'info',
      position: 5,
    });
    const badDates = await asStaff({
      method: 'PUT',
      url: api(`/admin/notifications/${note.id}`),
      payload: {
        content: 'x',
        severity: 'info',
        startsAt: '2026-12-02T10:00:00Z',
        endsAt: '2026-12-01T10:00:00Z',
      },
    });
    expect(badDates.statusCode).toBe(400);
    expect(
      (await asStaff({ method: 'DELETE', url: api(`/admin/notifications/${note.id}`) })).statusCode,
    ).toBe(204);
    expect(
      (await asStaff({ method: 'DELETE', url: api(`/admin/notifications/${note.id}`) })).statusCode,
    ).toBe(404);
  });

  it('lists requests newest first and confirms or declines them with a mail to the player', async () => {
    for (const firstname of ['Older', 'Newer']) {
      const res = await postJson(app, api('/reserve/greenfee'), {
        content: greenfeeText({
          ...validGreenfee(),
          firstname,
          email: `${firstname.toLowerCase()}@example.net`,
        }),
      });
      expect(res.statusCode).toBe(201);
    }
    const list = (await get('/admin/requests')).json() as {
      id: string;
      fields: { firstname: string };
      status: string;
    }[];
    expect(list.slice(0, 2).map((r) => r.fields.firstname)).toEqual(['Newer', 'Older']);
    const [newer, older] = list as [(typeof list)[0], (typeof list)[0]];

    const confirmed = await asStaff({ method: 'POST', url: api(`/admin/requests/${newer.id}/confirm`) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');
    const declined = await asStaff({
      method: 'POST',
      url: api(`/admin/requests/${older.id}/decline`),
      payload: { message: 'The course is closed for a competition that day.' },
    });
    expect(declined.json().status).toBe('declined');

    const mails = await database.db.select().from(mailOutbox);
    expect(
      mails.find((m) => m.toAddress === 'newer@example.net' && m.subject.endsWith('confirmed'))?.textBody,
    ).toMatch(/pleased to confirm/);
    expect(
      mails.find((m) => m.toAddress === 'older@example.net' && m.subject.endsWith('declined'))?.textBody,
    ).toContain('closed for a competition');
    expect(
      (
        await asStaff({
          method: 'POST',
          url: api('/admin/requests/00000000-0000-4000-8000-000000000000/confirm'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists online bookings and the outbox, and resends a mail', async () => {
    expect((await createReservation(app, booking(dateIn(9), 10, 0))).statusCode).toBe(201);
    const reservations = (await get('/admin/reservations')).json();
    expect(reservations[0]).toMatchObject({ time: '10:00', paymentState: 'open' });
    const outbox = (await get('/admin/outbox')).json() as { id: number; status: string }[];
    expect(outbox.length).toBeGreaterThan(0);
    const target = outbox[0] as { id: number };
    expect(
      (await asStaff({ method: 'POST', url: api(`/admin/outbox/${target.id}/resend`) })).statusCode,
    ).toBe(204);
    expect((await asStaff({ method: 'POST', url: api('/admin/outbox/999999/resend') })).statusCode).toBe(404);
  });

  it('records who changed what in the audit log', async () => {
    const audit = (await get('/admin/audit')).json() as { actor: string; action: string; target: string }[];
    const actions = audit.map((a) => a.action);
    for (const action of [
      'content.update',
      'notification.create',
      'notification.update',
      'notification.delete',
      'request.confirm',
      'request.decline',
      'mail.resend',
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(audit.every((a) => a.actor === STAFF.email)).toBe(true);
  });
});
