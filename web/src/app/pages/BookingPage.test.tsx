import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, testQueryClient } from '../../features/booking/test/fakeApi';
import { BookingPage } from './BookingPage';

function renderPage() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <BookingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // Drafts live in the tab's sessionStorage: each test starts with none.
  sessionStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BookingPage', () => {
  it('shows the mail request form when the server says mail', async () => {
    fakeApi({ 'GET /api/v1/booking/mode': () => jsonResponse({ mode: 'mail' }) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Booking steps' })).toBeNull();
    expect(
      screen.getByText('A reservation is definitive only after confirmation by e-mail or phone.'),
    ).toBeTruthy();
  });

  it('shows the online flow when the server says online', async () => {
    fakeApi({ 'GET /api/v1/booking/mode': () => jsonResponse({ mode: 'online' }) });
    renderPage();
    expect(await screen.findByRole('list', { name: 'Booking steps' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  });

  it('shows the test payments banner when the server says payments are test payments', async () => {
    fakeApi({ 'GET /api/v1/booking/mode': () => jsonResponse({ mode: 'online', testPayments: true }) });
    renderPage();
    const banner = await screen.findByRole('note', { name: 'Test payments' });
    expect(banner.textContent).toContain('This site takes test payments: no money is charged');
  });

  it('shows no test payments banner for real payments, or in the mail mode', async () => {
    fakeApi({ 'GET /api/v1/booking/mode': () => jsonResponse({ mode: 'online', testPayments: false }) });
    renderPage();
    expect(await screen.findByRole('list', { name: 'Booking steps' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Test payments' })).toBeNull();
    cleanup();
    fakeApi({ 'GET /api/v1/booking/mode': () => jsonResponse({ mode: 'mail', testPayments: false }) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Test payments' })).toBeNull();
  });

  it('falls back to the mail form when the mode cannot be read', async () => {
    fakeApi({});
    renderPage();
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeTruthy();
  });

  it('shows the informational notes of docs/product.md, Booking', async () => {
    fakeApi({});
    renderPage();
    // The seeded limits, as GET /rules answers them on a fresh install (fakeApi).
    expect(
      await screen.findByText(
        'The maximum handicap is 34 from Monday to Thursday, and 28 from Friday to Sunday and on holidays.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Bring proof of your handicap: it is asked for at arrival.')).toBeTruthy();
  });
});
