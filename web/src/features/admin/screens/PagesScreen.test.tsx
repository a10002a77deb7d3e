import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageList } from '../../../../../common/api/pages';
import { AdminApp } from '../components/AdminApp';
import { dresscodePage } from '../components/pages/pageFixtures';
import { formatDateTime } from '../lib/dateTime';
import { fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

const list: PageList = {
  pages: [
    {
      key: 'history',
      path: '/history',
      title: 'History',
      updatedAt: '2026-11-01T08:00:00.000Z',
      updatedBy: 'seed',
      hasDraft: false,
    },
    {
      key: 'dresscode',
      path: '/dresscode',
      title: 'Dress Code',
      updatedAt: '2026-11-21T14:05:00.000Z',
      updatedBy: 'ann@example.org',
      hasDraft: true,
    },
  ],
};

function serve() {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    'GET /api/v1/admin/pages': () => jsonResponse(list),
    'GET /api/v1/admin/pages/dresscode': () => jsonResponse(dresscodePage()),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Pages screen', () => {
  it('lists every page with its last change and a Draft mark, and opens its editor', async () => {
    serve();
    renderAdmin(
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>,
      '/admin/pages',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Pages' })).toBeTruthy();
    const history = await screen.findByRole('article', { name: 'History' });
    expect(history.textContent).toContain('/history');
    expect(history.textContent).toContain(
      `Last change by the site’s installation, ${formatDateTime('2026-11-01T08:00:00.000Z')}.`,
    );
    expect(within(history).queryByText('Draft')).toBeNull();

    const dresscode = screen.getByRole('article', { name: /^Dress Code/ });
    expect(within(dresscode).getByText('Draft')).toBeTruthy();
    expect(dresscode.textContent).toContain(
      `Last change by ann@example.org, ${formatDateTime('2026-11-21T14:05:00.000Z')}.`,
    );

    const link = within(dresscode).getByRole('link', { name: 'Dress Code' });
    expect(link.getAttribute('href')).toBe('/admin/pages/dresscode');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dress Code' })).toBeTruthy();
    // The section stays current in the menu on its page's editor.
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Pages' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('link', { name: 'All pages' })).toBeTruthy();
  });

  it('sends an unknown page back to the list', async () => {
    serve();
    renderAdmin(
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>,
      '/admin/pages/no-such-page',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Pages' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'History' })).toBeTruthy();
  });
});
