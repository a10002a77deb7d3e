import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SheetBooking, TeeSheetDay } from '../../../../../common/api/teeSheet';
import { AdminApp } from '../components/AdminApp';
import { fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';

/** The tee sheet's playing partners (docs/product.md, Playing partners): shown under the booker, booked at the desk. */

const booking = (overrides: Partial<SheetBooking> = {}): SheetBooking => ({
  id: 'b1',
  source: 'online',
  firstname: 'Ann',
  lastname: 'Peeters',
  adults: 3,
  juniors: 0,
  email: 'ann@example.org',
  telephone: '+32 470 12 34 56',
  handicap: 12.4,
  note: null,
  price: 285,
  paymentState: 'paid',
  arrival: 'expected',
  partners: [{ name: 'Anna Maes', email: 'anna@example.be' }, { name: 'Jos Claes' }],
  ...overrides,
});

const day: TeeSheetDay = {
  date: '2026-12-05',
  times: [
    {
      hour: 8,
      minute: 0,
      capacity: 4,
      free: 1,
      membersOnly: false,
      blocks: [],
      bookings: [
        booking(),
        booking({ id: 'b2', firstname: 'Solo', lastname: 'Player', adults: 1, partners: [] }),
      ],
    },
    { hour: 8, minute: 10, capacity: 4, free: 4, membersOnly: false, blocks: [], bookings: [] },
  ],
};

function serve(post = () => jsonResponse(booking({ id: 'b3', source: 'desk' }), 201)) {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    'GET /api/v1/admin/tee-sheet/2026-12-05': () => jsonResponse(day),
    'POST /api/v1/admin/tee-sheet/bookings': post,
  });
}

const renderSheet = () =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    '/admin/tee-sheet',
  );

beforeEach(() => {
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

describe('the tee sheet and playing partners', () => {
  it('shows the names under the booker’s, outside the controls the print leaves out', async () => {
    serve();
    const { container } = renderSheet();
    const view = within(container);
    const ann = (await view.findByText('Ann Peeters')).closest('li') as HTMLElement;
    const names = within(ann).getByText('With Anna Maes, Jos Claes');
    expect(names.className).toBe('tee-booking__partners');
    // Not inside the summary button, nor the details and badges the printed sheet hides.
    expect(names.closest('button, .tee-sheet__details, .tee-booking__badges')).toBeNull();
    expect(names.previousElementSibling?.textContent).toContain('Ann Peeters');
    // A booking without partners shows no line for them.
    const solo = view.getByText('Solo Player').closest('li') as HTMLElement;
    expect(solo.querySelector('.tee-booking__partners')).toBeNull();
    // Partners' e-mails stay off the sheet.
    expect(container.textContent).not.toContain('anna@example.be');
  });

  it('books a caller in with the other players’ names, separated by commas', async () => {
    const calls = serve();
    const { container } = renderSheet();
    const view = within(container);
    await view.findByText('Ann Peeters');
    const row = view.getByRole('heading', { level: 3, name: '08:10' }).closest('li') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Book 08:10' }));
    fireEvent.change(view.getByLabelText('Adults'), { target: { value: '2' } });
    fireEvent.change(view.getByLabelText('First name'), { target: { value: 'Jan' } });
    fireEvent.change(view.getByLabelText('Last name'), { target: { value: 'Claes' } });
    fireEvent.change(view.getByLabelText(/^Other players/), {
      target: { value: ' Jef Peeters, , Mia Claes ' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Book in' }));
    // Three players named for a party of two: the form says so, and sends nothing.
    expect(view.getByText('Name at most the other players of the party.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(view.getByLabelText('Adults'), { target: { value: '3' } });
    fireEvent.click(view.getByRole('button', { name: 'Book in' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      adults: 3,
      firstname: 'Jan',
      partners: [{ name: 'Jef Peeters' }, { name: 'Mia Claes' }],
    });
  });
});
