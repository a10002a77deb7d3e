import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { TableBookingCard } from './TableBookingCard';

// The check's code is a chunk of its own: when it cannot be fetched (offline, or a new version deployed),
// the form says the request could not be sent, and sends nothing.
vi.mock('../lib/checkTableForm', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('says the request could not be sent when the check cannot be loaded', async () => {
  const fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TableBookingCard />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Apologies, something went wrong. Please try again later.',
  );
  expect(fetchMock).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { name: 'Book a table' })).toBeTruthy();
});
