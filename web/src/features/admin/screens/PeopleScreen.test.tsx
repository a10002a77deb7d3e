import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonExport } from '../../../../../common/api/people';
import { AdminApp } from '../components/AdminApp';
import { fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

const ANN = 'ann.peeters@example.net';
const exported: PersonExport = {
  email: ANN,
  exportedAt: '2026-06-15T10:00:00.000Z',
  requests: [],
  bookings: [],
  partnerBookings: [],
  mails: [],
  auditEntries: [],
  noShowLifts: [],
  waitingList: [],
};

function serve(role: 'admin' | 'staff', erase: () => Response) {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'boss@example.org', role }),
    'GET /api/v1/websitecontent/course-status-info': () => jsonResponse({ content: '' }),
    'GET /api/v1/websitecontent/course-status': () => jsonResponse({ content: '' }),
    'POST /api/v1/admin/people/export': () =>
      jsonResponse({
        ...exported,
        requests: [
          {
            id: '11111111-1111-4111-8111-111111111111',
            kind: 'greenfee',
            status: 'new',
            locale: 'en',
            fields: { email: ANN },
            rawText: `Email: ${ANN}`,
            createdAt: '2026-06-01T10:00:00.000Z',
            anonymisedAt: null,
          },
        ],
      }),
    'POST /api/v1/admin/people/erase': erase,
  });
}

const renderApp = (path: string) =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    path,
  );
const message = () => document.querySelector('.admin-screen__message')?.textContent;
const typeEmail = async (value: string) =>
  fireEvent.change(await screen.findByLabelText('Their e-mail address'), { target: { value } });

let downloads: { name: string; href: string }[] = [];
beforeEach(() => {
  downloads = [];
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the People screen', () => {
  it('is offered to admins only', async () => {
    serve('staff', () => jsonResponse({}, 500));
    renderApp('/admin');
    await screen.findByRole('link', { name: 'Course status' });
    expect(screen.queryByRole('link', { name: 'People' })).toBeNull();
    cleanup();
    serve('admin', () => jsonResponse({}, 500));
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'People' })).toHaveProperty('pathname', '/admin/people');
  });

  it('exports the address as a JSON download and says what it held', async () => {
    const calls = serve('admin', () => jsonResponse({}, 500));
    renderApp('/admin/people');
    await typeEmail(` ${ANN} `);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(message()).toBe(
        'Exported: 1 requests, 0 bookings, 0 mails and 0 audit entries. The file is in your downloads.',
      ),
    );
    // In the body, never in the URL: the server's access log writes URLs down.
    const post = calls.find((c) => c.url === '/api/v1/admin/people/export');
    expect(post).toMatchObject({ method: 'POST', body: { email: ANN } });
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    expect(calls.filter((c) => c.url.includes('%40') || c.url.includes('@'))).toEqual([]);
    expect(downloads).toEqual([{ name: 'personal-data-2026-06-15.json', href: 'blob:export' }]);
  });

  it('refuses anything that is not exactly one address without calling the server', async () => {
    const calls = serve('admin', () => jsonResponse({}, 500));
    renderApp('/admin/people');
    for (const typed of ['ann peeters', '@example.net', `${ANN}, jo@example.net`, 'ann@example']) {
      await typeEmail(typed);
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
      expect(
        await screen.findByText('Please enter exactly one e-mail address, such as name@example.com.'),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
      expect(screen.queryByRole('button', { name: 'Yes, erase' })).toBeNull();
    }
    expect(calls.filter((c) => c.url.includes('/people/'))).toHaveLength(0);
  });

  it('asks before erasing; Keep erases nothing', async () => {
    const calls = serve('admin', () =>
      jsonResponse({ requests: 1, bookings: 2, mails: 3, auditEntries: 0, noShowLifts: 0, waitingList: 0 }),
    );
    renderApp('/admin/people');
    await typeEmail(ANN);
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    expect(screen.getByText(/^Erase ann\.peeters@example\.net\? /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(calls.filter((c) => c.url.includes('/people/'))).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, erase' }));
    await waitFor(() =>
      expect(message()).toBe(
        'Erased: 1 requests and 2 bookings anonymised, 3 mails deleted, the address taken out of 0 audit entries.',
      ),
    );
    const post = calls.find((c) => c.url === '/api/v1/admin/people/erase');
    expect(post?.body).toEqual({ email: ANN });
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
  });

  it("shows the server's refusal while a booking is still to come", async () => {
    const refusal =
      'This person has a booking still to come (2026-07-04 09:10). Cancel it on the tee sheet first, then erase.';
    serve('admin', () => jsonResponse({ message: refusal }, 409));
    renderApp('/admin/people');
    await typeEmail(ANN);
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, erase' }));
    await waitFor(() => expect(message()).toBe(`Not done: ${refusal}`));
    expect((screen.getByLabelText('Their e-mail address') as HTMLInputElement).value).toBe(ANN);
  });
});
