import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '../../../../../common/api/users';
import { AdminApp } from '../components/AdminApp';
import { fakeApi, jsonResponse, noContent, renderAdmin } from '../test/renderAdmin';

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const DESK_ID = '22222222-2222-4222-8222-222222222222';
const account = (id: string, email: string, role: 'admin' | 'staff'): StaffAccount => ({
  id,
  email,
  role,
  createdAt: '2026-11-01T10:00:00Z',
  lockedUntil: null,
});

function serve(role: 'admin' | 'staff') {
  let users = [account(ADMIN_ID, 'boss@example.org', 'admin'), account(DESK_ID, 'desk@example.org', 'staff')];
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'boss@example.org', role }),
    'GET /api/v1/websitecontent/course-status-info': () => jsonResponse({ content: '' }),
    'GET /api/v1/websitecontent/course-status': () => jsonResponse({ content: '' }),
    'GET /api/v1/admin/users': () => jsonResponse(users),
    'POST /api/v1/admin/users': (call) => {
      const body = call.body as { email: string; role: 'admin' | 'staff' };
      if (body.email === 'desk@example.org') {
        return jsonResponse({ message: 'There is already a user with the e-mail desk@example.org.' }, 409);
      }
      const created = account('33333333-3333-4333-8333-333333333333', body.email, body.role);
      users = [...users, created];
      return jsonResponse(created, 201);
    },
    [`PUT /api/v1/admin/users/${DESK_ID}`]: (call) => {
      const change = call.body as { role?: 'admin' | 'staff' };
      users = users.map((u) => (u.id === DESK_ID && change.role ? { ...u, role: change.role } : u));
      return jsonResponse(users.find((u) => u.id === DESK_ID));
    },
    [`DELETE /api/v1/admin/users/${DESK_ID}`]: () => {
      users = users.filter((u) => u.id !== DESK_ID);
      return noContent();
    },
  });
}

const renderApp = (path: string) =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    path,
  );
const card = (email: string) =>
  screen.getByText(email, { selector: '.admin-user__email' }).closest('article') as HTMLElement;
const message = () => document.querySelector('.admin-screen__message')?.textContent;

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Users screen', () => {
  it('lists the accounts; the only admin can be neither demoted nor deleted', async () => {
    serve('admin');
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    await screen.findByText('desk@example.org');
    const boss = card('boss@example.org');
    expect(within(boss).getByText('You')).toBeTruthy();
    expect(within(boss).getByText('The only admin: keep at least one.')).toBeTruthy();
    expect((within(boss).getByRole('button', { name: /^Make staff/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((within(boss).getByRole('button', { name: /^Delete/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (within(boss).getByRole('button', { name: /^Reset password/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('adds a user: checks the fields first, shows the server’s refusal, then the new account', async () => {
    const calls = serve('admin');
    renderApp('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'desk@example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 12 characters.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'desk@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not done: There is already a user with the e-mail desk@example.org.',
    );

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' pro@example.org ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Admin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(message()).toBe('pro@example.org can sign in now.'));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      email: 'pro@example.org',
      password: 'a long password',
      role: 'admin',
    });
    expect(
      calls
        .filter((c) => c.method === 'POST')
        .at(-1)
        ?.headers.get('X-XSRF-TOKEN'),
    ).toBe('token-123');
    expect(await screen.findByText('pro@example.org')).toBeTruthy();
  });

  it('changes a role, resets a password and deletes a user after asking', async () => {
    const calls = serve('admin');
    renderApp('/admin/users');
    await screen.findByText('desk@example.org');
    fireEvent.click(within(card('desk@example.org')).getByRole('button', { name: /^Make admin/ }));
    await waitFor(() => expect(message()).toBe('desk@example.org is admin now.'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'admin' });

    fireEvent.click(within(card('desk@example.org')).getByRole('button', { name: /^Reset password/ }));
    const field = screen.getByLabelText('New password for desk@example.org');
    fireEvent.change(field, { target: { value: 'tiny' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('The password must be at least 12 characters.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'a brand new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(message()).toBe('New password saved for desk@example.org. Their other sessions have ended.'),
    );
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      password: 'a brand new password',
    });

    fireEvent.click(within(card('desk@example.org')).getByRole('button', { name: /^Delete/ }));
    expect(screen.getByText('Delete desk@example.org? They are signed out at once.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(message()).toBe('desk@example.org deleted.'));
    await waitFor(() => expect(screen.queryByText('desk@example.org')).toBeNull());
  });

  it('is not there for staff: no nav item, and its address leads to the course status', async () => {
    const calls = serve('staff');
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course status' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/admin/users'))).toBe(false);
  });
});
