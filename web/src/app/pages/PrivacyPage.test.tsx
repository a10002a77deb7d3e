import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRetention } from '../../../../common/config/retention';
import { club } from '../../config/club';
import { fakeApi, jsonResponse } from '../../features/booking/test/fakeApi';
import { clubDetailsQueryKey } from '../../features/club/api/getClubDetails';
import { PrivacyPage } from './PrivacyPage';
import { renderContentPage } from './test/renderContentPage';

const renderPage = (language?: 'nl' | 'fr' | 'de') => renderContentPage(<PrivacyPage />, 'privacy', language);

const sectionText = (heading: string) =>
  screen.getByRole('heading', { level: 2, name: heading }).closest('section')?.textContent ?? '';
const retentionList = () => sectionText('How long we keep your data');

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PrivacyPage: the seeded policy', () => {
  it('shows its sections in the contents, each linked to its heading', () => {
    fakeApi({ 'GET /api/v1/privacy/retention': () => jsonResponse(defaultRetention) });
    renderPage();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Who is responsible',
      'Green fee and table bookings',
      'How long we keep your data',
      'Who processes data for us',
      'Log files',
      'Cookies',
      'Your rights under the GDPR',
      'How to make a request',
      'Changes to this policy',
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName, link.textContent ?? '').toBe('H2');
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it('lists the cookies and the rights as the policy states them', () => {
    fakeApi({ 'GET /api/v1/privacy/retention': () => jsonResponse(defaultRetention) });
    renderPage();
    const cookies = screen.getByRole('heading', { name: 'Cookies' }).closest('section') as HTMLElement;
    expect(
      within(cookies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Essential cookies: a security cookie that protects the booking forms against cross-site requests.',
      'A consent cookie that remembers your cookie choices. It is valid for 1 year, after which we ask you again.',
      'Analytics cookies, only if you accept them: they count visits and show which pages are read, so that we can improve the site. The statistics are anonymous.',
      'A video host cookie, only if you accept it: the host of the videos on the holes page may set a cookie when a video is played.',
    ]);
    const rights = screen.getByRole('heading', { name: 'Your rights under the GDPR' }).closest('section');
    expect(within(rights as HTMLElement).getAllByRole('listitem')).toHaveLength(7);
    expect(sectionText('How to make a request')).toContain('We answer within one month of receiving it.');
  });

  it("names the club and writes its e-mail as the club's details say, wherever they are changed", () => {
    fakeApi({ 'GET /api/v1/privacy/retention': () => jsonResponse(defaultRetention) });
    const client = renderPage();
    expect(screen.getByText(`${club.name} respects your privacy.`, { exact: false })).toBeTruthy();
    expect(sectionText('Who is responsible')).toContain(
      `${club.name}, Zeedijk 1, 8300 Sample-on-Sea, Belgium, is responsible`,
    );
    const emailLinks = () => screen.getAllByRole('link', { name: /@/ });
    expect(emailLinks().map((link) => link.getAttribute('href'))).toEqual([
      `mailto:${club.email}`,
      `mailto:${club.email}`,
    ]);

    client.setQueryData(clubDetailsQueryKey('en'), {
      ...club,
      name: 'Duinen Golf',
      email: 'privacy@duinen.test',
      countryName: 'Belgium',
    });

    return waitFor(() => {
      expect(emailLinks().map((link) => link.textContent)).toEqual([
        'privacy@duinen.test',
        'privacy@duinen.test',
      ]);
      expect(sectionText('Who is responsible')).toMatch(/^Who is responsibleDuinen Golf, Zeedijk 1/);
    });
  });

  it("speaks the page's language, headings and texts alike", () => {
    fakeApi({ 'GET /api/v1/privacy/retention': () => jsonResponse(defaultRetention) });
    renderPage('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    expect(sectionText('Vos droits en vertu du RGPD')).toContain('du droit à l’effacement de vos données');
    expect(sectionText('Qui est responsable')).toContain('8300 Sample-on-Sea, Belgique');
  });
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
  const processorsList = () => sectionText('Who processes data for us');

  it('names hosting, e-mail, the map and Mollie when the site books online', async () => {
    fakeApi({
      'GET /api/v1/privacy/retention': () => jsonResponse(defaultRetention),
      'GET /api/v1/booking/mode': () => jsonResponse({ mode: 'online', testPayments: false }),
    });
    renderPage();
    await waitFor(() => expect(processorsList()).toContain('Mollie B.V.'));
    expect(processorsList()).toContain('These service providers process personal data on our behalf');
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
