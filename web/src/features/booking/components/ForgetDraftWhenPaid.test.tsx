import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentState, Reservation } from '../../../../../common/api/reservations';
import { readDraft, writeDraft } from '../lib/draft';
import { fakeApi, jsonResponse, testQueryClient } from '../test/fakeApi';
import { ForgetDraftWhenPaid } from './ForgetDraftWhenPaid';

const ID = '0b6f2c55-2b1e-4f0e-9a5e-6c1c0d3b1a11';

const reservation = (paymentState: PaymentState): Reservation => ({
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
  paymentState,
});

function renderFor(paymentState: PaymentState) {
  const calls = fakeApi({
    [`GET /api/v1/reservations/${ID}`]: () => jsonResponse(reservation(paymentState)),
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ForgetDraftWhenPaid id={ID} />
    </QueryClientProvider>,
  );
  return calls;
}

beforeEach(() => {
  sessionStorage.clear();
  writeDraft('online', { details: { firstname: 'Alex' } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ForgetDraftWhenPaid', () => {
  it('forgets the online draft once the booking is paid', async () => {
    renderFor('paid');
    await waitFor(() => expect(readDraft('online')).toBeNull());
  });

  it('keeps it while the payment is open, so that Back to the form finds it filled', async () => {
    const calls = renderFor('open');
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readDraft('online')).toEqual({ details: { firstname: 'Alex' } });
  });
});
