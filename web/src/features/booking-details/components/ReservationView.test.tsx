// @vitest-environment jsdom
// happy-dom has no window.confirm to answer, which this test spies on.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentState, Reservation } from '../../../../../common/api/reservations';
import { paths } from '../../../app/routes';
import { de } from '../../../i18n/de';
import { en } from '../../../i18n/en';
import { fr } from '../../../i18n/fr';
import { nl } from '../../../i18n/nl';
import { type Dictionary, LanguageProvider } from '../../../lib/i18n';
import { onlineBookingStart } from '../../booking/lib/bookingStart';
import { redirectTo } from '../../booking/lib/redirect';
import { fakeApi, jsonResponse, testQueryClient } from '../../booking/test/fakeApi';
import { ReservationView } from './ReservationView';

vi.mock('../../booking/lib/redirect', () => ({ redirectTo: vi.fn() }));

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
  // Canceling it online: CancelOwnReservation.test.tsx.
  cancelableUntil: '2026-01-29T07:00:00.000Z',
  refundOnCancel: 250,
};

/** What the booking form was handed, as the booking page reads it. */
function BookingProbe() {
  const start = onlineBookingStart(useLocation().state, '2026-01-01');
  return <p data-testid="start">{JSON.stringify(start)}</p>;
}

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
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
  vi.mocked(redirectTo).mockClear();
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
    // Besides the booking, only the club's rules the notes state (GET /rules).
    const others = calls.filter((call) => call.url !== '/api/v1/rules');
    expect(others.map((call) => call.url)).toEqual([`/api/v1/reservations/${ID}`]);
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

  describe('by payment state', () => {
    const RETRY = `POST /api/v1/reservations/${ID}/retry`;
    const withState = (paymentState: PaymentState) => ({
      [`GET /api/v1/reservations/${ID}`]: () => jsonResponse({ ...reservation, paymentState }),
    });

    function renderRouted(dictionary: Dictionary = en, language: 'en' | 'nl' | 'fr' | 'de' = 'en') {
      render(
        <LanguageProvider language={language} dictionary={dictionary}>
          <QueryClientProvider client={testQueryClient()}>
            <MemoryRouter initialEntries={[`/bookings/${ID}`]}>
              <Routes>
                <Route path="/bookings/:id" element={<ReservationView id={ID} />} />
                <Route path={paths.booking} element={<BookingProbe />} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </LanguageProvider>,
      );
    }

    it.each([
      ['open', 'Open', 'We are waiting for your payment. This page updates by itself.'],
      ['paid', 'Paid', 'Your payment was received and your tee time is confirmed.'],
    ] as const)(
      'shows an %s booking as a booking: the date large, a cancel button, no retry',
      async (state, label, text) => {
        fakeApi(withState(state));
        renderRouted();
        const region = await screen.findByRole('region', { name: 'Your reservation' });
        expect(region.className).not.toContain('reservation--released');
        expect(within(region).getByText('Jan 31, 2026').className).toBe('reservation__date');
        expect(within(region).getByText(label).tagName).toBe('STRONG');
        expect(within(region).getByText(text)).toBeTruthy();
        expect(within(region).getByRole('button', { name: 'Cancel reservation' })).toBeTruthy();
        expect(within(region).queryByRole('button', { name: 'Try again' })).toBeNull();
        expect(within(region).queryByRole('link', { name: 'Choose another time' })).toBeNull();
      },
    );

    it.each([
      ['failed', 'Payment failed: not booked', 'The payment failed, so the tee time was released.'],
      ['canceled', 'Payment canceled: not booked', 'The payment was canceled, so the tee time was released.'],
      [
        'expired',
        'Payment expired: not booked',
        'The payment was not completed in time, so the tee time was released.',
      ],
    ] as const)(
      'shows a %s payment plainly: not booked, no cancel, try again or choose another time',
      async (state, title, text) => {
        fakeApi(withState(state));
        renderRouted();
        const region = await screen.findByRole('region', { name: title });
        expect(region.className).toContain('reservation--released');
        expect(within(region).getByText(text)).toBeTruthy();
        expect(
          within(region).getByText(
            'Your tee time of Jan 31, 2026 at 08:00 is not booked, and nothing was charged.',
          ),
        ).toBeTruthy();
        // No ticket: the date is not shown large on its own, and there is nothing to cancel.
        expect(region.querySelector('.reservation__date')).toBeNull();
        expect(within(region).queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
        expect(within(region).getByRole('button', { name: 'Try again' })).toBeTruthy();
        expect(within(region).getByRole('link', { name: 'Choose another time' })).toBeTruthy();
      },
    );

    it.each([
      ['nl', nl, 'Betaling mislukt: niet gereserveerd', 'Opnieuw proberen', 'Een ander uur kiezen'],
      ['fr', fr, 'Paiement échoué\u00a0: non réservé', 'Réessayer', 'Choisir une autre heure'],
      ['de', de, 'Zahlung fehlgeschlagen: nicht gebucht', 'Erneut versuchen', 'Andere Zeit wählen'],
    ] as const)('says it in %s', async (language, dictionary, title, retry, another) => {
      fakeApi(withState('failed'));
      renderRouted(dictionary, language);
      const region = await screen.findByRole('region', { name: title });
      expect(within(region).getByRole('button', { name: retry })).toBeTruthy();
      expect(within(region).getByRole('link', { name: another })).toBeTruthy();
    });

    it.each([
      ['nl', nl, 'Betaald', 'Verlopen'],
      ['fr', fr, 'Payé', 'Expiré'],
      ['de', de, 'Bezahlt', 'Abgelaufen'],
    ] as const)('names the payment state in %s', async (language, dictionary, paid, expired) => {
      fakeApi(withState('paid'));
      renderRouted(dictionary, language);
      expect((await screen.findByText(paid)).tagName).toBe('STRONG');
      expect(screen.queryByText('Paid')).toBeNull();
      cleanup();
      fakeApi(withState('expired'));
      renderRouted(dictionary, language);
      expect((await screen.findByText(expired)).tagName).toBe('STRONG');
    });

    it('tries again: asks for a new payment of this booking and goes to its page', async () => {
      const calls = fakeApi({
        ...withState('failed'),
        [RETRY]: () => jsonResponse({ id: ID, paymentUrl: 'https://pay.example.test/checkout/2' }),
      });
      renderRouted();
      fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://pay.example.test/checkout/2'));
      const post = calls.find((call) => call.method === 'POST');
      expect(post?.url).toBe(`/api/v1/reservations/${ID}/retry`);
      expect(post?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
      expect(screen.getByRole('button', { name: 'Taking you to the secure payment page…' })).toBeTruthy();
    });

    it('says so when the time was taken meanwhile, and leaves only another time', async () => {
      fakeApi({
        ...withState('expired'),
        [RETRY]: () =>
          jsonResponse({ message: 'This tee time is no longer available. Please choose another time.' }, 409),
      });
      renderRouted();
      fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This tee time is no longer available. Please choose another time.',
      );
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Choose another time' })).toBeTruthy();
      expect(redirectTo).not.toHaveBeenCalled();
    });

    it("says why an address whose online booking is stopped may not pay again, with the club's telephone", async () => {
      const stopped =
        'Online booking is not possible with this e-mail address. Please call us: +32 50 00 00 00.';
      fakeApi({
        ...withState('expired'),
        [RETRY]: () => jsonResponse({ message: stopped, reason: 'no-show-stop' }, 403),
      });
      renderRouted();
      fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      expect((await screen.findByRole('alert')).textContent).toBe(stopped);
      expect(redirectTo).not.toHaveBeenCalled();
    });

    it('shows the general failure when the payment cannot be created', async () => {
      fakeApi({ ...withState('failed'), [RETRY]: () => jsonResponse({ message: 'boom' }, 502) });
      renderRouted();
      fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Aplogies, something went wrong while processing your reservation. Please try again later.',
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    });

    it('goes back to the form with the date, the party and the details', async () => {
      fakeApi(withState('canceled'));
      renderRouted();
      fireEvent.click(await screen.findByRole('link', { name: 'Choose another time' }));
      const start = JSON.parse((await screen.findByTestId('start')).textContent ?? '{}');
      expect(start).toMatchObject({
        date: '2026-01-31',
        adults: '2',
        juniors: '1',
        details: {
          firstname: 'Alex',
          lastname: 'Sample',
          email: 'alex@example.net',
          telephone: '+32 470 00 00 00',
          handicap: '',
        },
      });
    });
  });
});
