import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SheetBooking, TeeSheetDay } from '../../../../../../common/api/teeSheet';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../../test/renderAdmin';
import { AdminApp } from '../AdminApp';

const DAY = '2026-12-05';
const STOPPED_UNTIL = '2027-02-20T09:00:00.000Z';
/** The button's words, then the booking's name for screen readers. */
const LIFT_ANN = /^Lift the stop\s*: Ann Peeters$/;

const booking = (id: string, firstname: string, noShows?: SheetBooking['noShows']): SheetBooking => ({
  id,
  source: 'online',
  firstname,
  lastname: 'Peeters',
  adults: 1,
  juniors: 0,
  email: `${firstname.toLowerCase()}@example.org`,
  telephone: '+32 470 12 34 56',
  handicap: 12.4,
  note: null,
  price: 95,
  paymentState: 'paid',
  arrival: 'expected',
  partners: [],
  ...(noShows ? { noShows } : {}),
});

function dayWith(stopped: boolean): TeeSheetDay {
  const time = (hour: number, bookings: SheetBooking[]) => ({
    hour,
    minute: 0,
    capacity: 4,
    free: 4 - bookings.length,
    membersOnly: false,
    blocks: [],
    bookings,
  });
  return {
    date: DAY,
    times: [
      time(8, [
        booking(
          'b-ann',
          'Ann',
          stopped
            ? { count: 2, withinMonths: 12, stoppedUntil: STOPPED_UNTIL }
            : { count: 0, withinMonths: 12, stoppedUntil: null },
        ),
      ]),
      time(9, [booking('b-bob', 'Bob', { count: 1, withinMonths: 12, stoppedUntil: null })]),
      time(10, [booking('b-cas', 'Cas', { count: 0, withinMonths: 12, stoppedUntil: null })]),
    ],
  };
}

function serve(liftAnswer: () => Response) {
  let stopped = true;
  const calls = fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    [`GET /api/v1/admin/tee-sheet/${DAY}`]: () => jsonResponse(dayWith(stopped)),
    'POST /api/v1/admin/reservations/b-ann/lift-no-show-stop': () => {
      const answer = liftAnswer();
      if (answer.ok) stopped = false;
      return answer;
    },
  });
  return calls as FakeCall[];
}

const renderSheet = () =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    '/admin/tee-sheet',
  );

async function openBooking(name: string) {
  const summary = await screen.findByRole('button', { name: new RegExp(`^${name}`) });
  fireEvent.click(summary);
  return summary.closest('li') as HTMLElement;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${DAY}T07:00:00Z`));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a booking’s no-shows on the tee sheet (docs/product.md, No-shows that count)', () => {
  it('shows the count and the stop, and lifts it by the booking, never the address', async () => {
    const calls = serve(() => jsonResponse({ count: 0, withinMonths: 12, stoppedUntil: null }));
    renderSheet();
    const ann = await openBooking('Ann Peeters');
    expect(within(ann).getByText('2 no-shows with this e-mail address in the last 12 months.')).toBeTruthy();
    expect(within(ann).getByText(/^Online booking with this address is stopped until /).textContent).toMatch(
      /Feb 20, 2027/,
    );
    fireEvent.click(within(ann).getByRole('button', { name: LIFT_ANN }));
    await waitFor(() =>
      expect(document.querySelector('.admin-screen__message')?.textContent).toBe(
        'Ann Peeters can book online again: the earlier no-shows no longer count.',
      ),
    );
    const lift = calls.find((c) => c.method === 'POST');
    expect(lift?.url).toBe('/api/v1/admin/reservations/b-ann/lift-no-show-stop');
    expect(lift?.url).not.toContain('@');
    expect(lift?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    // The sheet is read again: the stop is gone, and so is the button.
    await waitFor(() => expect(within(ann).queryByRole('button', { name: /Lift the stop/ })).toBeNull());
  });

  it('shows a count without a stop without a button, and nothing for an address without no-shows', async () => {
    serve(() => jsonResponse({ count: 0, withinMonths: 12, stoppedUntil: null }));
    renderSheet();
    const bob = await openBooking('Bob Peeters');
    expect(within(bob).getByText('1 no-show with this e-mail address in the last 12 months.')).toBeTruthy();
    expect(within(bob).queryByRole('button', { name: /Lift the stop/ })).toBeNull();
    const cas = await openBooking('Cas Peeters');
    expect(within(cas).queryByText(/no-show with this e-mail address/)).toBeNull();
  });

  it('says why a lift was refused, and keeps the button', async () => {
    serve(() => jsonResponse({ message: 'Online booking with this address is not stopped.' }, 409));
    renderSheet();
    const ann = await openBooking('Ann Peeters');
    fireEvent.click(within(ann).getByRole('button', { name: LIFT_ANN }));
    expect((await within(ann).findByRole('alert')).textContent).toContain(
      'Online booking with this address is not stopped.',
    );
    expect(within(ann).getByRole('button', { name: LIFT_ANN })).toBeTruthy();
  });
});
