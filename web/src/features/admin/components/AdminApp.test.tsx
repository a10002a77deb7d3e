import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, noContent, renderAdmin } from '../test/renderAdmin';
import { AdminApp } from './AdminApp';

const user = { email: 'greenkeeper@example.org', role: 'staff' };
const content = { content: '' };

function api(signedIn: boolean, login: () => Response = () => jsonResponse(user)) {
  let session = signedIn;
  return fakeApi({
    'GET /api/v1/auth/me': () =>
      session ? jsonResponse(user) : jsonResponse({ message: 'Please sign in.' }, 401),
    'POST /api/v1/auth/login': () => {
      const res = login();
      session = res.ok;
      return res;
    },
    'POST /api/v1/auth/logout': () => {
      session = false;
      return noContent();
    },
    'GET /api/v1/websitecontent/course-status-info': () => jsonResponse(content),
    'GET /api/v1/websitecontent/course-status': () => jsonResponse(content),
    'GET /api/v1/admin/notifications': () => jsonResponse({ message: 'Please sign in.' }, 401),
  });
}

const renderApp = (path = '/admin') =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    path,
  );

const signIn = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the admin', () => {
  it('asks to sign in, marks missing fields inline, then opens on the course status with the staff e-mail', async () => {
    const calls = api(false);
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/auth/login'))).toBe(false);

    signIn(' greenkeeper@example.org ', 'a long password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course status' })).toBeTruthy();
    expect(screen.getByText('greenkeeper@example.org')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
    const login = calls.find((c) => c.url.endsWith('/auth/login'));
    expect(login?.body).toEqual({ email: 'greenkeeper@example.org', password: 'a long password' });
    expect(login?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
  });

  it('shows a refusal and a lockout as alerts with the server’s words', async () => {
    let answer = jsonResponse({ message: 'Wrong e-mail address or password.' }, 401);
    api(false, () => answer);
    renderApp();
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    signIn('greenkeeper@example.org', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Sign-in failedWrong e-mail address or password.After five failed attempts, signing in pauses for a while, even with the right password. If it lasts, ask an admin to set a new password.',
    );
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');

    answer = jsonResponse({ message: 'Too many failed sign-ins. Please try again in 15 minutes.' }, 429);
    signIn('greenkeeper@example.org', 'wrong again');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Signing in is locked for nowToo many failed sign-ins. Please try again in 15 minutes.',
      ),
    );
  });

  it('goes back to sign-in when the session has ended (an admin call answers 401)', async () => {
    const calls = api(true);
    renderApp('/admin/notifications');
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/admin/notifications'))).toBe(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();
  });

  it('signs out', async () => {
    const calls = api(true);
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/auth/logout'))).toBe(true);
  });
});
