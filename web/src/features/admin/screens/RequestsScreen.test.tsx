import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRequest } from '../../../../../common/api/admin';
import type { TeeSheetDay } from '../../../../../common/api/teeSheet';
import { AdminApp } from '../components/AdminApp';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

const request: BookingRequest = {
  id: '0b9f4f5e-8c1a-4d57-9d3e-2a1f0c6b7e11',
  kind: 'greenfee',
  fields: {
    firstname: 'Rita',
    lastname: 'Maes',
    adults: '3',
    juniors: '0',
    date: '2026-12-05',
    time: '10:10',
    email: 'rita@example.net',
  },
  status: 'new',
  createdAt: '2026-11-30T09:00:00.000Z',
};

const slot = (minute: number, free: number) => ({
  hour: 10,
  minute,
  capacity: 4,
  free,
  membersOnly: false,
  blocks: [],
  bookings: [],
});

function serve(free: number, confirm: (call: FakeCall) => Response) {
  const day: TeeSheetDay = { date: '2026-12-05', times: [slot(0, 4), slot(10, free), slot(20, 4)] };
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    'GET /api/v1/admin/requests': () => jsonResponse([request]),
    'GET /api/v1/admin/tee-sheet/2026-12-05': () => jsonResponse(day),
    [`POST /api/v1/admin/requests/${request.id}/confirm`]: confirm,
  });
}

const renderApp = () =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    '/admin/requests',
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T09:00:00Z'));
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Requests screen and the tee sheet', () => {
  it('shows the asked time’s free places before confirming, then confirms at it', async () => {
    const calls = serve(4, () => jsonResponse({ ...request, status: 'confirmed' }));
    renderApp();
    const card = (await screen.findByRole('heading', { name: /Rita Maes/ })).closest(
      'article',
    ) as HTMLElement;
    expect((await within(card).findByText('4 of 4 places free.')).closest('p')?.textContent).toMatch(
      /^Tee sheet at 10:10, Saturday,? 5 December 2026: 4 of 4 places free\.$/,
    );
    fireEvent.click(within(card).getByRole('button', { name: /^Confirm/ }));
    await waitFor(() =>
      expect(document.querySelector('.admin-screen__message')?.textContent).toBe(
        'Confirmed. A mail is on its way to the player.',
      ),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toBeUndefined();
  });

  it('offers the nearest times when the asked one is full, and confirms at the one tapped', async () => {
    const calls = serve(0, (call) =>
      call.body
        ? jsonResponse({ ...request, status: 'confirmed' })
        : jsonResponse({ message: 'That tee time is full.', times: [{ hour: 10, minute: 20 }] }, 409),
    );
    renderApp();
    const card = (await screen.findByRole('heading', { name: /Rita Maes/ })).closest(
      'article',
    ) as HTMLElement;
    expect(await within(card).findByText('full.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /^Confirm/ }));
    await waitFor(() =>
      expect(document.querySelector('.admin-screen__message')?.textContent).toBe(
        'Not done: That tee time is full.',
      ),
    );
    fireEvent.click(within(card).getByRole('button', { name: /^Confirm at 10:20/ }));
    await waitFor(() =>
      expect(document.querySelector('.admin-screen__message')?.textContent).toBe(
        'Confirmed at 10:20. A mail is on its way to the player.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ hour: 10, minute: 20 });
  });
});
