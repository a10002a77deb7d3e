import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRetention } from '../../../../common/config/retention';
import { fakeApi, jsonResponse, testQueryClient } from '../../features/booking/test/fakeApi';
import { nl } from '../../i18n/nl';
import { LanguageProvider } from '../../lib/i18n';
import { PrivacyPage } from './PrivacyPage';

function renderPage(language?: 'nl') {
  const page = (
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(
    language ? (
      <LanguageProvider language="nl" dictionary={nl}>
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
    await waitFor(() => expect(calls).toHaveLength(1));
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
