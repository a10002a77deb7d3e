// @vitest-environment jsdom
// happy-dom has no window.confirm to answer, which this test spies on.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation } from '../../../../../common/api/reservations';
import { fakeApi, jsonResponse, testQueryClient } from '../../booking/test/fakeApi';
import { ReservationView } from './ReservationView';

const ID = '0b6f2c55-2b1e-4f0e-9a5e-6c1c0d3b1a11';

const reservation: Reservation = {
  id: ID,
  type: 'greenfee',
  year: 2026,
  month: 1,
  day: 31,
  hour: 8,
  minute: 0,
  firstname: 'Alex',
  lastname: 'Sample',
  email: 'alex@example.net',
  telephone: '+32 470 00 00 00',
  adults: 2,
  juniors: 1,
  price: 250,
  paymentState: 'paid',
};

function renderView(id = ID) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <ReservationView id={id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const value = (label: string) =>
  within(screen.getByRole('region', { name: 'Your reservation' })).queryByText(label, { selector: 'dt' })
    ?.nextElementSibling?.textContent;

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReservationView', () => {
  it('shows the reservation: the date from month 1-12, the padded time, who, how many and the price in EUR', async () => {
    const calls = fakeApi({ [`GET /api/v1/reservations/${ID}`]: () => jsonResponse(reservation) });
    renderView();
    expect(await screen.findByText('Jan 31, 2026')).toBeTruthy();
    expect(screen.getByText('08:00')).toBeTruthy();
    expect(value('Type')).toBe('Green fee');
    expect(value('Name')).toBe('Alex Sample');
    expect(value('E-mail')).toBe('alex@example.net');
    expect(value('Telephone')).toBe('+32 470 00 00 00');
    expect(value('Adults')).toBe('2');
    expect(value('Juniors')).toBe('1');
    expect(value('Price')).toBe('€250.00');
    expect(screen.getByText('Paid').tagName).toBe('STRONG');
    // Member and federation numbers only when present.
    expect(value('Member number')).toBeUndefined();
    expect(value('Federation number')).toBeUndefined();
    expect(calls.map((call) => call.url)).toEqual([`/api/v1/reservations/${ID}`]);
  });

  it('shows member and federation numbers when present, and "Unknown" without a payment state', async () => {
    const { paymentState: _none, ...withoutState } = reservation;
    fakeApi({
      [`GET /api/v1/reservations/${ID}`]: () =>
        jsonResponse({
          ...withoutState,
          month: 12,
          day: 1,
          memberNumber: 'M-123',
          federationNumber: 'F-456',
        }),
    });
    renderView();
    expect(await screen.findByText('Dec 1, 2026')).toBeTruthy();
    expect(value('Member number')).toBe('M-123');
    expect(value('Federation number')).toBe('F-456');
    expect(screen.getByText('Unknown').tagName).toBe('STRONG');
  });

  it('title-cases any payment state', async () => {
    fakeApi({
      [`GET /api/v1/reservations/${ID}`]: () => jsonResponse({ ...reservation, paymentState: 'expired' }),
    });
    renderView();
    expect(await screen.findByText('Expired')).toBeTruthy();
  });

  it('shows the not-found message when there is no such reservation', async () => {
    fakeApi({});
    renderView('no-such-id');
    expect(
      await screen.findByText('Apologies, your reservation was not found. Please try again later.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });

  it('only asks to confirm the cancellation, and makes no call', async () => {
    const calls = fakeApi({ [`GET /api/v1/reservations/${ID}`]: () => jsonResponse(reservation) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderView();
    const cancel = await screen.findByRole('button', { name: 'Cancel reservation' });
    fireEvent.click(cancel);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel your reservation?');
    expect(screen.queryByRole('status')).toBeNull();

    confirm.mockReturnValue(true);
    fireEvent.click(cancel);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toContain('Your reservation is not canceled yet.');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('GET');
  });
});
