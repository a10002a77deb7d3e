import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentState, Reservation, ReservationCanceled } from '../../../../../common/api/reservations';
import { clubEmailHref, clubPhoneHref } from '../../../config/club';
import { de } from '../../../i18n/de';
import { en } from '../../../i18n/en';
import { fr } from '../../../i18n/fr';
import { nl } from '../../../i18n/nl';
import { type Dictionary, LanguageProvider } from '../../../lib/i18n';
import { fakeApi, jsonResponse, testQueryClient } from '../../booking/test/fakeApi';
import { ReservationView } from './ReservationView';

const ID = '0b6f2c55-2b1e-4f0e-9a5e-6c1c0d3b1a11';

const paid: Reservation = {
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

/** 23:30 UTC on 26 January is already 27 January at the club (UTC+1 in winter). */
const AT = '2026-01-26T23:30:00.000Z';
const byClub = (refund: number | null): ReservationCanceled => ({
  by: 'club',
  at: AT,
  refund: refund === null ? null : { amount: refund },
});

function renderCanceled(
  canceled: ReservationCanceled,
  paymentState: PaymentState = 'paid',
  dictionary: Dictionary = en,
  language: 'en' | 'nl' | 'fr' | 'de' = 'en',
) {
  fakeApi({
    [`GET /api/v1/reservations/${ID}`]: () => jsonResponse({ ...paid, paymentState, canceled }),
  });
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

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a booking the club canceled (docs/product.md, Booking Details)', () => {
  it('says the club canceled it and when, what was refunded, and whom to ask; not paid and confirmed', async () => {
    renderCanceled(byClub(250));
    const region = await screen.findByRole('region', { name: 'Canceled by the club' });
    expect(region.className).toContain('reservation--released');
    expect(
      within(region).getByText(
        'Your tee time of Jan 31, 2026 at 08:00 is no longer booked: the club canceled it on Jan 27, 2026.',
      ),
    ).toBeTruthy();
    const refunded = within(region).getByText('€250.00', { selector: 'strong' });
    expect(refunded.tagName).toBe('STRONG');
    expect(refunded.parentElement?.textContent).toBe('Refunded: €250.00');
    expect(within(region).getByText('It may take a few days to reach your account.')).toBeTruthy();
    const contact = within(region).getByText(/^Questions about this cancellation or a refund\?/);
    expect(
      within(contact)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([clubPhoneHref, clubEmailHref]);
    // Nothing that reads as a booking that stands, nor a way to cancel, pay again or choose another time.
    expect(within(region).queryByText('Paid')).toBeNull();
    expect(within(region).queryByText(/tee time is confirmed/)).toBeNull();
    expect(region.querySelector('.reservation__date')).toBeNull();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).queryByRole('link', { name: 'Choose another time' })).toBeNull();
    // The facts stay, as they were booked; the notes on booking and paying go.
    expect(within(region).getByText(ID)).toBeTruthy();
    expect(screen.queryByText(/definitive once it is paid/)).toBeNull();
  });

  it('says a paid booking canceled without a refund was not refunded', async () => {
    renderCanceled(byClub(null));
    const region = await screen.findByRole('region', { name: 'Canceled by the club' });
    expect(within(region).getByText('Your payment of €250.00 was not refunded.').tagName).toBe('STRONG');
    expect(within(region).queryByText(/^Refunded/)).toBeNull();
  });

  it.each(['open', 'failed', 'expired'] as const)(
    'says nothing was paid of a canceled booking whose payment is %s, and offers no retry',
    async (state) => {
      renderCanceled(byClub(null), state);
      const region = await screen.findByRole('region', { name: 'Canceled by the club' });
      expect(within(region).getByText('Nothing was paid, so nothing was refunded.')).toBeTruthy();
      expect(within(region).queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(within(region).queryByText(/not booked, and nothing was charged/)).toBeNull();
    },
  );

  it.each([
    [
      'nl',
      nl,
      'Geannuleerd door de club',
      'Terugbetaald: €\u00a0250,00',
      /de club heeft ze op 27 jan 2026 geannuleerd\.$/,
    ],
    [
      'fr',
      fr,
      'Réservation annulée par le club',
      'Remboursé\u00a0: 250,00\u00a0€',
      /le club l’a annulé le 27 janv\. 2026\.$/,
    ],
    [
      'de',
      de,
      'Vom Club storniert',
      'Erstattet: 250,00\u00a0€',
      /Der Club hat sie am 27\.01\.2026 storniert\.$/,
    ],
  ] as const)('says it in %s', async (language, dictionary, title, refunded, text) => {
    renderCanceled(byClub(250), 'paid', dictionary, language);
    const region = await screen.findByRole('region', { name: title });
    expect(region.querySelector('.reservation__state')?.textContent).toBe(refunded);
    expect(within(region).getByText(text)).toBeTruthy();
  });
});
