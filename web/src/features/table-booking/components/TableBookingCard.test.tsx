import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { TableBookingCard } from './TableBookingCard';

type FetchMock = ReturnType<
  typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>
>;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockFetch(response: () => Response): FetchMock {
  const fetchMock: FetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TableBookingCard />
    </QueryClientProvider>,
  );
}

const complete = {
  'Full name': 'Alex Sample',
  'Number of persons': '3',
  Phone: '+32 470 00 00 00',
  'E-mail': 'alex@example.net',
  'Date and time': '2999-06-01T12:30',
};

function fill(values: Partial<Record<keyof typeof complete, string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value: value } });
  }
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

beforeEach(() => {
  // The tests' date, 2999-06-01, lies within the booking horizon of this "today" (366 days ahead at most).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2999-01-04T12:00:00Z'));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TableBookingCard', () => {
  it('shows the condition and five labelled fields', () => {
    mockFetch(() => jsonResponse({}));
    renderCard();

    expect(screen.getByRole('heading', { name: 'Book a table' })).toBeTruthy();
    expect(
      screen.getByText(
        'Table booking is open only to club members and their guests, and to members of a national golf federation with a membership card.',
      ),
    ).toBeTruthy();
    for (const label of Object.keys(complete)) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText('Date and time').getAttribute('type')).toBe('datetime-local');
  });

  it('shows the verbatim alert and inline errors when a field is empty, and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderCard();
    fill({ ...complete, Phone: '' });

    send();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter all your booking details first.',
    );
    const phone = screen.getByLabelText('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    const inline = document.getElementById(phone.getAttribute('aria-describedby') ?? '');
    expect(inline?.textContent).toContain('Enter your phone number.');
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks every empty field when the form is sent empty', async () => {
    mockFetch(() => jsonResponse({}));
    renderCard();

    send();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter all your booking details first.',
    );
    for (const label of Object.keys(complete)) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    // Typing in a field clears its inline error.
    fill({ 'Full name': 'A' });
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBeNull();
  });

  it('posts the field: value lines with the XSRF header, then replaces the card with a thank-you', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'r1', message: 'sent' }, 201));
    renderCard();
    fill(complete);

    send();

    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain('Thank you');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('heading', { name: 'Book a table' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/reserve/table');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-XSRF-TOKEN')).toBe('token-123');
    expect(JSON.parse(String(init?.body))).toEqual({
      content:
        'fullname: Alex Sample\npersons: 3\nphone: +32 470 00 00 00\nemail: alex@example.net\ndate: 2999-06-01T12:30',
    });
  });

  it('keeps the card and shows the verbatim message when sending fails', async () => {
    mockFetch(() => jsonResponse({ message: 'Internal Server Error' }, 500));
    renderCard();
    fill(complete);

    send();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Apologies, something went wrong. Please try again later.');
    expect(screen.getByRole('heading', { name: 'Book a table' })).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Alex Sample');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends once when Send is pressed twice while the check loads', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'r1', message: 'sent' }, 201));
    renderCard();
    fill(complete);

    send();
    send();

    await screen.findByRole('status');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the verbatim message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderCard();
    fill(complete);

    send();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Apologies, something went wrong. Please try again later.',
    );
  });
});
