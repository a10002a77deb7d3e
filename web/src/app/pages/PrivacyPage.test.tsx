import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRetention } from '../../../../common/config/retention';
import { fakeApi, jsonResponse, testQueryClient } from '../../features/booking/test/fakeApi';
import { de } from '../../i18n/de';
import { fr } from '../../i18n/fr';
import { nl } from '../../i18n/nl';
import { LanguageProvider } from '../../lib/i18n';
import { PrivacyPage } from './PrivacyPage';

function renderPage(language?: 'nl' | 'fr' | 'de') {
  const page = (
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(
    language ? (
      <LanguageProvider language={language} dictionary={{ nl, fr, de }[language]}>
        {page}
      </LanguageProvider>
    ) : (
      page
    ),
  );
}

const retentionList = () =>
  screen.getByRole('heading', { name: 'How long we keep your data' }).parentElement?.textContent ?? '';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PrivacyPage: how long data is kept', () => {
  it("states the server's periods, the ones its retention job applies", async () => {
    fakeApi({
      'GET /api/v1/privacy/retention': () =>
        jsonResponse({ ...defaultRetention, requestMonths: 18, bookingMonths: 1, sentMailDays: 7 }),
    });
    renderPage();
    expect(await screen.findByText(/anonymised 18 months after the date they were for/)).toBeTruthy();
    expect(retentionList()).toContain('Tee-time bookings are anonymised 1 month after the tee time');
    expect(retentionList()).toContain('deleted from our system 7 days after they were sent');
    expect(retentionList()).toContain('is deleted after 24 months.');
  });

  it('states the defaults (as prerendered) when the server cannot be asked, and keeps the existing texts', async () => {
    const calls = fakeApi({ 'GET /api/v1/privacy/retention': () => jsonResponse({ message: 'down' }, 503) });
    renderPage();
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/v1/privacy/retention')).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(retentionList()).toContain('anonymised 12 months after the date they were for');
    expect(retentionList()).toContain('anonymised 24 months after the tee time');
    expect(retentionList()).toContain('30 days after they were sent');
    expect(
      screen.getByText(
        'We keep booking data as long as needed to handle your booking, and accounting records for the period the law prescribes.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How long we keep your data' })).toHaveProperty(
      'hash',
      '#privacy-retention',
    );
  });

  it("speaks the page's language", async () => {
    fakeApi({ 'GET /api/v1/privacy/retention': () => jsonResponse(defaultRetention) });
    renderPage('nl');
    expect(await screen.findByText(/worden 12 maanden na de gevraagde datum geanonimiseerd/)).toBeTruthy();
    expect(screen.getByText(/na verzending uit ons systeem gewist/).textContent).toContain('30 dagen');
  });
});

describe('PrivacyPage: who processes data, and when the policy changed', () => {
  const processorsList = () =>
    screen.getByRole('heading', { name: 'Who processes data for us' }).parentElement?.textContent ?? '';

  it('names hosting, e-mail, the map and Mollie when the site books online', async () => {
    fakeApi({
      'GET /api/v1/privacy/retention': () => jsonResponse(defaultRetention),
      'GET /api/v1/booking/mode': () => jsonResponse({ mode: 'online', testPayments: false }),
    });
    renderPage();
    await waitFor(() => expect(processorsList()).toContain('Mollie B.V.'));
    expect(processorsList()).toContain('Our hosting provider');
    expect(processorsList()).toContain('Our e-mail provider');
    expect(processorsList()).toContain('OpenStreetMap');
    expect(screen.getByRole('link', { name: 'Who processes data for us' })).toHaveProperty(
      'hash',
      '#privacy-processors',
    );
  });

  it('leaves Mollie out in the mail mode, which takes no payments', async () => {
    const calls = fakeApi({
      'GET /api/v1/privacy/retention': () => jsonResponse(defaultRetention),
      'GET /api/v1/booking/mode': () => jsonResponse({ mode: 'mail', testPayments: false }),
    });
    renderPage();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/v1/booking/mode'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(processorsList()).not.toContain('Mollie');
    expect(processorsList()).toContain('OpenStreetMap');
    expect(processorsList()).toContain('Our e-mail provider');
  });

  it.each([
    [undefined, 'This policy was last updated on November 26, 2026.'],
    ['nl', 'Dit beleid werd het laatst bijgewerkt op 26 november 2026.'],
    ['fr', 'Cette politique a été mise à jour pour la dernière fois le 26 novembre 2026.'],
    ['de', 'Diese Datenschutzerklärung wurde zuletzt am 26. November 2026 aktualisiert.'],
  ] as const)('writes its date with the month spelled out (%s)', (language, text) => {
    fakeApi({ 'GET /api/v1/privacy/retention': () => jsonResponse(defaultRetention) });
    renderPage(language);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('takes the plural of the language: 1 month, 1 mois, 1 Monat', async () => {
    fakeApi({
      'GET /api/v1/privacy/retention': () =>
        jsonResponse({ ...defaultRetention, auditMonths: 1, sentMailDays: 1 }),
    });
    renderPage('de');
    expect(await screen.findByText(/genannt sein können, wird nach 1 Monat gelöscht\./)).toBeTruthy();
    expect(screen.getByText(/werden 1 Tag nach dem Versand/)).toBeTruthy();
  });
});
