import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRequest } from '../../../../../common/api/admin';
import { AdminApp } from '../components/AdminApp';
import { fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

const asked = (id: string, lastname: string, status: BookingRequest['status']): BookingRequest => ({
  id,
  kind: 'table',
  fields: { fullname: `Rita ${lastname}`, persons: 2, date: '2026-12-05T19:30', email: 'rita@example.net' },
  status,
  createdAt: '2026-11-30T09:00:00.000Z',
});

const renderApp = () =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    '/admin/requests',
  );

const cardOf = async (name: RegExp) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** docs/product.md, Staff admin, Request states: confirmed and declined are final. */
describe('the Requests screen and the states of a request', () => {
  it('offers neither Confirm nor Decline on a confirmed or declined request', async () => {
    fakeApi({
      'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
      'GET /api/v1/admin/requests': () =>
        jsonResponse([
          asked('0b9f4f5e-8c1a-4d57-9d3e-2a1f0c6b7e11', 'Confirmed', 'confirmed'),
          asked('1b9f4f5e-8c1a-4d57-9d3e-2a1f0c6b7e12', 'Declined', 'declined'),
        ]),
    });
    renderApp();
    fireEvent.click(await screen.findByRole('radio', { name: 'All (2)' }));
    for (const name of [/Rita Confirmed/, /Rita Declined/]) {
      const card = await cardOf(name);
      expect(within(card).queryByRole('button', { name: /Confirm|Decline/ })).toBeNull();
    }
  });

  it('shows the refusal when another staff member decided first, and then the request as it now is', async () => {
    const id = '2b9f4f5e-8c1a-4d57-9d3e-2a1f0c6b7e13';
    let status: BookingRequest['status'] = 'new';
    fakeApi({
      'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
      'GET /api/v1/admin/requests': () => jsonResponse([asked(id, 'Late', status)]),
      [`POST /api/v1/admin/requests/${id}/decline`]: () => {
        status = 'confirmed';
        return jsonResponse({ message: 'This request is already confirmed: it cannot be declined.' }, 409);
      },
    });
    renderApp();
    fireEvent.click(await screen.findByRole('radio', { name: 'All (1)' }));
    const card = await cardOf(/Rita Late/);
    fireEvent.click(within(card).getByRole('button', { name: /^Decline/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Send decline' }));
    await waitFor(() =>
      expect(document.querySelector('.admin-screen__message')?.textContent).toBe(
        'Not done: This request is already confirmed: it cannot be declined.',
      ),
    );
    await waitFor(() => expect(within(card).getByText('Confirmed')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: /Confirm|Decline/ })).toBeNull();
  });
});
