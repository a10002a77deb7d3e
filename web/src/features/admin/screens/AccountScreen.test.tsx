import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminApp } from '../components/AdminApp';
import { fakeApi, jsonResponse, noContent, renderAdmin } from '../test/renderAdmin';

const CURRENT = 'the current password';

function serve() {
  let signedIn = true;
  const calls = fakeApi({
    'GET /api/v1/auth/me': () =>
      signedIn
        ? jsonResponse({ email: 'desk@example.org', role: 'staff' })
        : jsonResponse({ message: 'Please sign in.' }, 401),
    'GET /api/v1/admin/audit': () => jsonResponse([]),
    'POST /api/v1/admin/account/password': (call) => {
      const body = call.body as { currentPassword: string };
      if (body.currentPassword !== CURRENT) {
        return jsonResponse({ message: 'The current password is not correct.' }, 400);
      }
      return noContent();
    },
    'POST /api/v1/admin/account/sign-out-everywhere': () => {
      signedIn = false;
      return noContent();
    },
  });
  return calls;
}

const renderApp = () =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    '/admin/account',
  );
const posts = (calls: ReturnType<typeof serve>, path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith(path));

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the My account screen', () => {
  it('is there for staff, not only admins', async () => {
    serve();
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
  });

  it('changes the password: checks the fields, shows a wrong current password, then confirms', async () => {
    const calls = serve();
    renderApp();
    const save = await screen.findByRole('button', { name: 'Change password' });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'too short' } });
    fireEvent.click(save);
    expect(screen.getByText('Please enter your current password.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 12 characters.')).toBeTruthy();
    expect(posts(calls, '/account/password')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'a wrong guess' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'my brand new password' } });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not changed: The current password is not correct.',
    );

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: CURRENT } });
    fireEvent.click(save);
    await screen.findByText('Your password is changed. Your other sessions have ended.');
    const sent = posts(calls, '/account/password').at(-1);
    expect(sent?.body).toEqual({ currentPassword: CURRENT, newPassword: 'my brand new password' });
    expect(sent?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('');
  });

  it('signs out everywhere, this browser included', async () => {
    const calls = serve();
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();
    expect(posts(calls, '/account/sign-out-everywhere')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'My account' })).toBeNull());
  });
});
