// @vitest-environment jsdom
// happy-dom has no window.confirm to answer, which these tests spy on.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation, ReservationCancelAnswer } from '../../../../../common/api/reservations';
import { clubEmailHref, clubPhoneHref } from '../../../config/club';
import { en } from '../../../i18n/en';
import { nl } from '../../../i18n/nl';
import { type Dictionary, LanguageProvider } from '../../../lib/i18n';
import { type FakeCall, fakeApi, jsonResponse, testQueryClient } from '../../booking/test/fakeApi';
import { ReservationView } from './ReservationView';

const ID = '0b6f2c55-2b1e-4f0e-9a5e-6c1c0d3b1a11';
const GET = `GET /api/v1/reservations/${ID}`;
const CANCEL = `POST /api/v1/reservations/${ID}/cancel`;

/** 07:00 UTC on 29 January is 08:00 at the club (UTC+1 in winter): 48 hours before the tee time. */
const standing: Reservation = {
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
  cancelableUntil: '2026-01-29T07:00:00.000Z',
  refundOnCancel: 250,
};

/** The server's booking: standing until a cancel is answered, then canceled by the player. */
function serve(
  booking: Reservation,
  cancel: (call: FakeCall) => Response | Promise<Response> = () =>
    jsonResponse({ paymentState: 'paid', refund: { amount: booking.refundOnCancel ?? 0 } }),
) {
  let current = booking;
  return fakeApi({
    [GET]: () => jsonResponse(current),
    [CANCEL]: async (call) => {
      const response = await cancel(call);
      if (response.ok) {
        const answer = (await response.clone().json()) as ReservationCancelAnswer;
        const { cancelableUntil: _u, refundOnCancel: _r, ...rest } = current;
        current = {
          ...rest,
          canceled: { by: 'player', at: '2026-01-20T09:15:00.000Z', refund: answer.refund },
        };
      }
      return response;
    },
  });
}

function renderView(dictionary: Dictionary = en, language: 'en' | 'nl' = 'en') {
  render(
    <LanguageProvider language={language} dictionary={dictionary}>
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter>
          <ReservationView id={ID} />
        </MemoryRouter>
      </QueryClientProvider>
    </LanguageProvider>,
  );
}

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');
const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('canceling online before the deadline (docs/product.md, Booking Details)', () => {
  it('says until when and what it refunds; a yes cancels, and the page shows it canceled by the player', async () => {
    const calls = serve(standing);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderView();
    const region = await screen.findByRole('region', { name: 'Your reservation' });
    expect(within(region).getByText('You can cancel it online until Jan 29, 2026 at 08:00.')).toBeTruthy();
    expect(
      within(region).getByText('If you cancel, your payment of €250.00 is refunded in full.'),
    ).toBeTruthy();

    const cancel = within(region).getByRole('button', { name: 'Cancel reservation' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel your reservation?');

    const canceled = await screen.findByRole('region', { name: 'Canceled by you' });
    expect(posts(calls).map((call) => call.url)).toEqual([`/api/v1/reservations/${ID}/cancel`]);
    expect(posts(calls)[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    expect(posts(calls)[0]?.body).toBeUndefined();
    // Said at once, and the title takes the focus the button had.
    expect(within(canceled).getByRole('status').textContent).toMatch(
      /^Your tee time of Jan 31, 2026 at 08:00 is no longer booked: you canceled it on .+\.$/,
    );
    expect(document.activeElement).toBe(within(canceled).getByRole('heading', { name: 'Canceled by you' }));
    expect(canceled.querySelector('.reservation__state')?.textContent).toBe('Refunded: €250.00');
    expect(within(canceled).queryByRole('button')).toBeNull();
    expect(screen.queryByText(/tee time is confirmed/)).toBeNull();
    // Then read back from the server: the day it was canceled, in club time.
    await waitFor(() =>
      expect(within(canceled).getByRole('status').textContent).toBe(
        'Your tee time of Jan 31, 2026 at 08:00 is no longer booked: you canceled it on Jan 20, 2026.',
      ),
    );
    expect(calls.filter((call) => call.url === `/api/v1/reservations/${ID}`)).toHaveLength(2);
  });

  it('is busy while the cancel runs: it says so, keeps the focus and sends nothing twice', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = serve(standing, () => new Promise<Response>((resolve) => (answer = resolve)));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderView();
    const cancel = await screen.findByRole('button', { name: 'Cancel reservation' });
    cancel.focus();
    fireEvent.click(cancel);
    const busy = await screen.findByRole('button', { name: 'Canceling…' });
    expect(busy).toBe(cancel);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    fireEvent.click(busy);
    expect(posts(calls)).toHaveLength(1);
    answer(jsonResponse({ paymentState: 'paid', refund: { amount: 250 } }));
    expect(await screen.findByRole('region', { name: 'Canceled by you' })).toBeTruthy();
  });

  it.each([
    [125, 'If you cancel, €125.00 of your payment of €250.00 is refunded.'],
    [0, 'If you cancel, your payment of €250.00 is not refunded.'],
  ])('says a refund of %s as the club’s rule gives it', async (refundOnCancel, text) => {
    serve({ ...standing, refundOnCancel });
    renderView();
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says nothing of a refund for a booking not paid', async () => {
    serve({ ...standing, paymentState: 'open', refundOnCancel: 0 });
    renderView();
    await screen.findByText('You can cancel it online until Jan 29, 2026 at 08:00.');
    expect(screen.queryByText(/If you cancel/)).toBeNull();
  });

  it('shows a canceled booking without a refund as such', async () => {
    serve({ ...standing, refundOnCancel: 0 }, () => jsonResponse({ paymentState: 'paid', refund: null }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    const canceled = await screen.findByRole('region', { name: 'Canceled by you' });
    expect(within(canceled).getByText('Your payment of €250.00 was not refunded.')).toBeTruthy();
  });

  it('does nothing when the question is answered no', async () => {
    const calls = serve(standing);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(posts(calls)).toEqual([]);
    expect(screen.getByRole('region', { name: 'Your reservation' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal (409), which names the club’s telephone, and keeps the booking', async () => {
    const message =
      'This reservation can no longer be canceled online. Please call the club: +32 50 00 00 00.';
    serve(standing, () => jsonResponse({ message }, 409));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderView();
    const cancel = await screen.findByRole('button', { name: 'Cancel reservation' });
    cancel.focus();
    fireEvent.click(cancel);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('region', { name: 'Your reservation' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel reservation' }));
  });

  it('shows the server’s word when the refund failed and nothing was canceled (502)', async () => {
    const message = 'The refund could not be made, so your reservation is not canceled.';
    serve(standing, () => jsonResponse({ message }, 502));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeTruthy();
  });

  it.each([
    ['a server error', () => jsonResponse({ message: 'Internal Server Error' }, 500)],
    ['a proxy’s 502 without a message', () => new Response('<html>Bad Gateway</html>', { status: 502 })],
  ])('says so, with the golf shop’s telephone and e-mail, on %s', async (_what, answer) => {
    serve(standing, answer);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Your reservation could not be canceled\. Please try again later/);
    expect(hrefs(alert)).toEqual([clubPhoneHref, clubEmailHref]);
  });
});

describe('after the deadline', () => {
  it('has no Cancel button, but says it can no longer be canceled online and whom to call', async () => {
    const { cancelableUntil: _u, refundOnCancel: _r, ...late } = standing;
    const calls = serve(late);
    renderView();
    const region = await screen.findByRole('region', { name: 'Your reservation' });
    expect(within(region).queryByRole('button')).toBeNull();
    const note = within(region).getByText(/^This reservation can no longer be canceled online\./);
    expect(note.textContent).toContain('To cancel it, please contact the golf shop:');
    expect(hrefs(note)).toEqual([clubPhoneHref, clubEmailHref]);
    expect(within(note).getByText('+32 50 00 00 00')).toBeTruthy();
    expect(within(region).queryByText(/You can cancel it online/)).toBeNull();
    expect(posts(calls)).toEqual([]);
  });
});

describe('in Dutch', () => {
  it('says until when and what it refunds, and cancels', async () => {
    serve(standing);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderView(nl, 'nl');
    const region = await screen.findByRole('region', { name: 'Uw reservatie' });
    expect(
      within(region).getByText('U kunt deze reservatie online annuleren tot 29 jan 2026 om 08:00.'),
    ).toBeTruthy();
    expect(
      within(region).getByText(/^Als u annuleert, wordt uw betaling van €\s250,00 volledig terugbetaald\.$/),
    ).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Reservatie annuleren' }));
    expect(confirm).toHaveBeenCalledWith('Bent u zeker dat u uw reservatie wilt annuleren?');
    const canceled = await screen.findByRole('region', { name: 'Door u geannuleerd' });
    await waitFor(() =>
      expect(within(canceled).getByRole('status').textContent).toBe(
        'Uw starttijd van 31 jan 2026 om 08:00 is niet langer gereserveerd: u hebt ze op 20 jan 2026 geannuleerd.',
      ),
    );
    expect(canceled.querySelector('.reservation__state')?.textContent).toBe('Terugbetaald: €\u00a0250,00');
  });

  it('says after the deadline that it can no longer be canceled online, and whom to call', async () => {
    const { cancelableUntil: _u, refundOnCancel: _r, ...late } = standing;
    serve(late);
    renderView(nl, 'nl');
    const region = await screen.findByRole('region', { name: 'Uw reservatie' });
    const note = within(region).getByText(/^Deze reservatie kan niet meer online worden geannuleerd\./);
    expect(hrefs(note)).toEqual([clubPhoneHref, clubEmailHref]);
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
