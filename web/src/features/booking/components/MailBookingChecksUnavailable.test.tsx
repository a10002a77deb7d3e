import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi, testQueryClient } from '../test/fakeApi';
import { MailBooking } from './MailBooking';

// The checks' code is a chunk of its own: when it cannot be fetched (offline, or a new version deployed),
// the form says the request could not be sent, and sends nothing.
vi.mock('../lib/mailForm', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('says the request could not be sent when the checks cannot be loaded', async () => {
  const calls = fakeApi({});
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MailBooking />
    </QueryClientProvider>,
  );
  fireEvent.blur(screen.getByLabelText('First name'));
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Apologies, something went wrong. Please try again later or contact us via telephone or email.',
  );
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
});
