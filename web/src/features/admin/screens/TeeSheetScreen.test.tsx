import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SheetBooking, TeeSheetDay } from '../../../../../common/api/teeSheet';
import { AdminApp } from '../components/AdminApp';
import { type FakeCall, fakeApi, jsonResponse, noContent, renderAdmin } from '../test/renderAdmin';

const booking = (overrides: Partial<SheetBooking> = {}): SheetBooking => ({
  id: 'b1',
  source: 'online',
  firstname: 'Ann',
  lastname: 'Peeters',
  adults: 2,
  juniors: 0,
  email: 'ann@example.org',
  telephone: '+32 470 12 34 56',
  handicap: 12.4,
  note: 'Buggy please',
  price: 190,
  paymentState: 'paid',
  arrival: 'expected',
  partners: [],
  ...overrides,
});

const time = (hour: number, minute: number, rest: Partial<TeeSheetDay['times'][number]> = {}) => ({
  hour,
  minute,
  capacity: 4,
  free: 4,
  membersOnly: false,
  blocks: [],
  bookings: [],
  ...rest,
});

function dayOf(date: string): TeeSheetDay {
  return {
    date,
    times: [
      time(8, 0, { free: 2, bookings: [booking()] }),
      time(8, 10, {
        free: 0,
        blocks: [
          {
            id: 7,
            from: date,
            to: date,
            fromTime: '08:10',
            toTime: '08:20',
            reason: 'maintenance',
            label: 'Greens cut',
          },
        ],
      }),
      time(8, 20),
      time(12, 0, { membersOnly: true }),
    ],
  };
}

type Handler = (call: FakeCall) => Response;

function serve(routes: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    'GET /api/v1/admin/tee-sheet/2026-12-05': () => jsonResponse(dayOf('2026-12-05')),
    'GET /api/v1/admin/tee-sheet/2026-12-06': () => jsonResponse(dayOf('2026-12-06')),
    'GET /api/v1/admin/tee-sheet/2026-12-04': () => jsonResponse(dayOf('2026-12-04')),
    'GET /api/v1/admin/tee-sheet/2026-12-24': () => jsonResponse(dayOf('2026-12-24')),
    // Each day's waiting list, under its sheet (WaitingList.test.tsx): empty here.
    ...Object.fromEntries(
      ['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-24'].map((date) => [
        `GET /api/v1/admin/waiting-list?date=${date}`,
        () => jsonResponse({ date, entries: [] }),
      ]),
    ),
    ...routes,
  });
}

const renderApp = (path = '/admin/tee-sheet') =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    path,
  );
const row = (at: string) => screen.getByRole('heading', { level: 3, name: at }).closest('li') as HTMLElement;
const message = () => document.querySelector('.admin-screen__message')?.textContent;
const sheetCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/v1/admin/tee-sheet/')).map((c) => c.url);

beforeEach(() => {
  // Saturday 5 December 2026, 08:00 in Brussels: the screen opens on the club's today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-05T07:00:00Z'));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Tee sheet screen', () => {
  it('shows today’s times with their room, bookings, blocks and members-only times', async () => {
    const calls = serve();
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tee sheet' })).toBeTruthy();
    await screen.findByText('Ann Peeters');
    expect(screen.getByRole('heading', { level: 2, name: /^Saturday,? 5 December 2026$/ })).toBeTruthy();
    expect(sheetCalls(calls)).toEqual(['/api/v1/admin/tee-sheet/2026-12-05']);

    const eight = row('08:00');
    expect(within(eight).getByText('2 free')).toBeTruthy();
    expect(within(eight).getByText('2 adults, 0 juniors')).toBeTruthy();
    expect(within(eight).getByText('Online')).toBeTruthy();
    expect(within(eight).getByText('Paid')).toBeTruthy();
    expect(within(eight).getByText('Expected')).toBeTruthy();
    expect(within(eight).getByText('Buggy please')).toBeTruthy();

    const blocked = row('08:10');
    expect(within(blocked).getByText('Blocked')).toBeTruthy();
    expect(within(blocked).getByText('Greens cut')).toBeTruthy();
    expect(within(blocked).queryByRole('button', { name: /^Book/ })).toBeNull();
    expect(within(row('12:00')).getByText('Members only')).toBeTruthy();
    expect(within(row('08:20')).queryByText('Members only')).toBeNull();

    // Tapping a booking shows its details.
    fireEvent.click(within(eight).getByRole('button', { name: /Ann Peeters/ }));
    expect(within(eight).getByRole('link', { name: 'ann@example.org' })).toBeTruthy();
    expect(within(eight).getByText('€190.00')).toBeTruthy();
  });

  it('moves between days with the buttons and the date picker', async () => {
    const calls = serve();
    renderApp();
    await screen.findByText('Ann Peeters');
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Next day/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /6 December/ })).toBeTruthy());
    await waitFor(() => expect(sheetCalls(calls)).toContain('/api/v1/admin/tee-sheet/2026-12-06'));

    fireEvent.click(screen.getByRole('button', { name: /Previous day/ }));
    fireEvent.click(screen.getByRole('button', { name: /Previous day/ }));
    await waitFor(() => expect(sheetCalls(calls)).toContain('/api/v1/admin/tee-sheet/2026-12-04'));

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    await waitFor(() => expect(sheetCalls(calls)).toContain('/api/v1/admin/tee-sheet/2026-12-24'));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /5 December/ })).toBeTruthy());
  });

  it('books a caller in: checks the fields, shows the server’s 409, then books', async () => {
    let answer: Response = jsonResponse({ message: 'This tee time has room for 2 more players.' }, 409);
    const calls = serve({ 'POST /api/v1/admin/tee-sheet/bookings': () => answer });
    renderApp();
    await screen.findByText('Ann Peeters');
    fireEvent.click(within(row('08:00')).getByRole('button', { name: 'Book 08:00' }));
    fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book in' }));
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(2);
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Jan' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Claes' } });
    fireEvent.change(screen.getByLabelText(/^Telephone/), { target: { value: '050 12 34 56' } });
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Calls back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not done: This tee time has room for 2 more players.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: '2026-12-05',
      hour: 8,
      minute: 0,
      adults: 3,
      juniors: 0,
      firstname: 'Jan',
      lastname: 'Claes',
      telephone: '050 12 34 56',
      note: 'Calls back',
    });

    answer = jsonResponse(booking({ id: 'b2', source: 'desk', firstname: 'Jan', lastname: 'Claes' }), 201);
    fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book in' }));
    await waitFor(() => expect(message()).toBe('Jan Claes booked in at 08:00.'));
    expect(
      calls
        .filter((c) => c.method === 'POST')
        .at(-1)
        ?.headers.get('X-XSRF-TOKEN'),
    ).toBe('token-123');
    // The day is read again after the booking.
    await waitFor(() => expect(sheetCalls(calls).length).toBeGreaterThan(1));
    expect(screen.queryByRole('button', { name: 'Book in' })).toBeNull();
  });

  it('blocks a time: lists the bookings a 409 names, then blocks all the same', async () => {
    const calls = serve({
      'POST /api/v1/admin/tee-sheet/blocks': (call) =>
        (call.body as { force?: boolean }).force
          ? jsonResponse(
              {
                id: 8,
                from: '2026-12-05',
                to: '2026-12-05',
                fromTime: '08:00',
                toTime: '09:00',
                reason: 'competition',
                label: 'Club cup',
              },
              201,
            )
          : jsonResponse(
              {
                message: 'Bookings hold some of these times. Send force: true to block them all the same.',
                bookings: [
                  {
                    id: 'b1',
                    date: '2026-12-05',
                    hour: 8,
                    minute: 0,
                    players: 2,
                    firstname: 'Ann',
                    lastname: 'Peeters',
                  },
                ],
              },
              409,
            ),
    });
    renderApp();
    await screen.findByText('Ann Peeters');
    fireEvent.click(within(row('08:00')).getByRole('button', { name: 'Block 08:00' }));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('08:00');
    expect((screen.getByLabelText('Up to (not included)') as HTMLInputElement).value).toBe('08:10');
    fireEvent.change(screen.getByLabelText('Up to (not included)'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByLabelText(/^Label/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText(/^Label/), { target: { value: 'Club cup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bookings hold some of these times');
    expect(within(alert).getByText('08:00 · Ann Peeters · 2 players')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      from: '2026-12-05',
      to: '2026-12-05',
      fromTime: '08:00',
      toTime: '09:00',
      reason: 'competition',
      label: 'Club cup',
    });

    fireEvent.click(within(alert).getByRole('button', { name: 'Block all the same' }));
    await waitFor(() => expect(message()).toBe('08:00–09:00 blocked: Club cup.'));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ force: true });
  });

  it('removes a block', async () => {
    const calls = serve({ 'DELETE /api/v1/admin/tee-sheet/blocks/7': () => noContent() });
    renderApp();
    await screen.findByText('Greens cut');
    fireEvent.click(screen.getByRole('button', { name: 'Remove block Greens cut' }));
    await waitFor(() => expect(message()).toBe('Block “Greens cut” removed.'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v1/admin/tee-sheet/blocks/7')).toBe(
      true,
    );
  });

  it('records an arrival in one tap', async () => {
    const calls = serve({
      'POST /api/v1/admin/reservations/b1/arrival': () =>
        jsonResponse({
          ...booking({ arrival: 'checked-in' }),
          date: '2026-12-05',
          hour: 8,
          minute: 0,
          canceledAt: null,
          refunded: null,
        }),
    });
    renderApp();
    await screen.findByText('Ann Peeters');
    const eight = row('08:00');
    fireEvent.click(within(eight).getByRole('button', { name: /Ann Peeters/ }));
    expect(
      within(eight)
        .getByRole('button', { name: /^Expected ?: Ann Peeters$/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(eight).getByRole('button', { name: /^Checked in ?: Ann Peeters$/ }));
    await waitFor(() => expect(message()).toBe('Ann Peeters checked in.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ state: 'checked-in' });
  });

  it('moves a booking: a full time offers the nearest times, one tap moves it there', async () => {
    const calls = serve({
      'POST /api/v1/admin/reservations/b1/move': (call) =>
        (call.body as { minute: number }).minute === 10
          ? jsonResponse({ message: 'That tee time is full.', times: [{ hour: 8, minute: 20 }] }, 409)
          : jsonResponse({
              ...booking(),
              date: '2026-12-05',
              hour: 8,
              minute: 20,
              canceledAt: null,
              refunded: null,
            }),
    });
    renderApp();
    await screen.findByText('Ann Peeters');
    const eight = row('08:00');
    fireEvent.click(within(eight).getByRole('button', { name: /Ann Peeters/ }));
    fireEvent.click(within(eight).getByRole('button', { name: /^Move ?: Ann Peeters$/ }));
    expect((within(eight).getByLabelText('Time') as HTMLInputElement).value).toBe('08:00');
    fireEvent.change(within(eight).getByLabelText('Time'), { target: { value: '' } });
    fireEvent.click(within(eight).getByRole('button', { name: 'Move booking' }));
    expect(within(eight).getByText('Use a time as HH:MM.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(eight).getByLabelText('Time'), { target: { value: '08:10' } });
    fireEvent.click(within(eight).getByRole('button', { name: 'Move booking' }));
    expect((await within(eight).findByRole('alert')).textContent).toContain('That tee time is full.');
    fireEvent.click(within(eight).getByRole('button', { name: 'Move to 08:20' }));
    await waitFor(() =>
      expect(message()).toBe(
        'Ann Peeters moved to 08:20 on 2026-12-05. The player gets a mail with the new time.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { date: '2026-12-05', hour: 8, minute: 10 },
      { date: '2026-12-05', hour: 8, minute: 20 },
    ]);
  });

  it('cancels a paid online booking with its refund, or a desk booking without one', async () => {
    const calls = serve({
      'POST /api/v1/admin/reservations/b1/cancel': () =>
        jsonResponse({
          ...booking(),
          date: '2026-12-05',
          hour: 8,
          minute: 0,
          canceledAt: '2026-12-05T07:01:00.000Z',
          refunded: 190,
        }),
    });
    renderApp();
    await screen.findByText('Ann Peeters');
    const eight = row('08:00');
    fireEvent.click(within(eight).getByRole('button', { name: /Ann Peeters/ }));
    fireEvent.click(within(eight).getByRole('button', { name: /^Cancel booking ?: Ann Peeters$/ }));
    const refund = within(eight).getByLabelText('Refund €190.00 to the player') as HTMLInputElement;
    expect(refund.checked).toBe(true);
    fireEvent.change(within(eight).getByLabelText(/^Message to the player/), {
      target: { value: 'Storm warning' },
    });
    fireEvent.click(within(eight).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(message()).toBe('Booking of Ann Peeters canceled and €190.00 refunded. The player gets a mail.'),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ refund: true, message: 'Storm warning' });
  });

  it('offers no refund for a booking not paid online', async () => {
    serve({
      'GET /api/v1/admin/tee-sheet/2026-12-05': () =>
        jsonResponse({
          date: '2026-12-05',
          times: [
            time(9, 0, { free: 3, bookings: [booking({ source: 'desk', paymentState: null, adults: 1 })] }),
          ],
        }),
    });
    renderApp();
    await screen.findByText('Ann Peeters');
    fireEvent.click(screen.getByRole('button', { name: /Ann Peeters/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Cancel booking ?: Ann Peeters$/ }));
    expect(screen.queryByLabelText(/^Refund/)).toBeNull();
    expect(screen.getByText('Nothing was paid online: there is nothing to refund here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(screen.getByRole('button', { name: /^Cancel booking ?: Ann Peeters$/ })).toBeTruthy();
  });

  it('asks before leaving a half-filled desk booking, and not once it is closed', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    serve({ 'GET /api/v1/admin/notifications': () => jsonResponse([]) });
    renderApp();
    await screen.findByText('Ann Peeters');
    fireEvent.click(within(row('08:20')).getByRole('button', { name: 'Book 08:20' }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Jan' } });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Notifications' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Jan');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(nav).getByRole('link', { name: 'Notifications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
