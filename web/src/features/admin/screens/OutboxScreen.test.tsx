import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminApp } from '../components/AdminApp';
import { fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

const waiting = {
  id: 7,
  to: 'ann@example.net',
  subject: 'Your green fee request',
  status: 'pending',
  attempts: 2,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-11-30T08:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-11-30T09:05:00.000Z',
};

function serve(status: { smtpConfigured: boolean; waiting: number; failed: number }) {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    'GET /api/v1/admin/outbox': () => jsonResponse([waiting]),
    'GET /api/v1/admin/outbox/status': () =>
      jsonResponse({ ...status, oldestWaitingSince: status.waiting ? waiting.createdAt : null }),
    'POST /api/v1/admin/outbox/7/resend': () =>
      jsonResponse({ ...waiting, nextAttemptAt: waiting.createdAt }),
    'GET /api/v1/websitecontent/course-status-info': () => jsonResponse({ content: '' }),
    'GET /api/v1/websitecontent/course-status': () => jsonResponse({ content: '' }),
  });
}

const renderApp = (path: string) =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    path,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T09:00:00Z'));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the outbox explains itself', () => {
  it('says when a waiting mail is tried next, and why it waited', async () => {
    serve({ smtpConfigured: true, waiting: 1, failed: 0 });
    renderApp('/admin/outbox');
    const next = await screen.findByText('Next try');
    expect(next.nextElementSibling?.textContent).toMatch(/^in 5 minutes \(Nov 30, 2026, \d\d:05\)$/);
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(screen.queryByText(/no mail server is configured/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Send again/ }));
    await waitFor(() =>
      expect(document.querySelector('.admin-screen__message')?.textContent).toBe(
        'Queued again: the next try is now.',
      ),
    );
  });

  it('says plainly that nothing leaves without a mail server', async () => {
    serve({ smtpConfigured: false, waiting: 1, failed: 0 });
    renderApp('/admin/outbox');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mails are not being sent: no mail server is configured (SMTP_URL). They wait here and go out once one is.',
    );
    expect(screen.getByText('when a mail server is configured (SMTP_URL)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Send again/ }));
    await waitFor(() =>
      expect(document.querySelector('.admin-screen__message')?.textContent).toBe(
        'Queued again. It waits here until a mail server is configured (SMTP_URL).',
      ),
    );
  });

  it('warns on the admin’s home while mails are stuck, and leads to the outbox', async () => {
    serve({ smtpConfigured: true, waiting: 0, failed: 2 });
    renderApp('/admin');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Mail trouble: some mail could not be sent and needs a look (failed: 2). Open the outbox',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Open the outbox' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeTruthy();
  });

  it('says nothing on the home while mail flows', async () => {
    const calls = serve({ smtpConfigured: true, waiting: 0, failed: 0 });
    renderApp('/admin');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/admin/outbox/status')).toBe(true));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Mail trouble|Mails are/)).toBeNull();
  });
});
