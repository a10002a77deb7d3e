import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceListAnswer } from '../../../../common/api/priceLists';
import type { Language } from '../../../../common/i18n/languages';
import { SEEDED_CLUB_RULES } from '../../../../common/rules/clubRules';
import { clubToday } from '../../../../common/rules/clubTime';
import { SEEDED_PRICE_LIST } from '../../../../common/test/seededPriceList';
import { fakeApi, jsonResponse, testQueryClient } from '../../features/booking/test/fakeApi';
import { answerOf, seededAnswer, THREE_SEASON_LIST } from '../../features/prices/test/priceLists';
import { rulesAnswerOf, STAFF_RULES } from '../../features/rules/test/rules';
import { de } from '../../i18n/de';
import { fr } from '../../i18n/fr';
import { nl } from '../../i18n/nl';
import { LanguageProvider } from '../../lib/i18n';
import { GreenFeesPage } from './GreenFeesPage';

const PRICES = '/api/v1/prices/';
const dictionaries = { nl, fr, de };

function renderPage({ language = 'en', url = '/greenfees' }: { language?: Language; url?: string } = {}) {
  const basename = language === 'en' ? '/' : `/${language}`;
  const entry = language === 'en' ? url : `/${language}${url}`;
  const page = (
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter basename={basename} initialEntries={[entry]}>
        <GreenFeesPage />
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(
    language === 'en' ? (
      page
    ) : (
      <LanguageProvider language={language} dictionary={dictionaries[language]}>
        {page}
      </LanguageProvider>
    ),
  );
}

/** GET /prices/{date} answers `answer`; returns the dates asked for. */
function servePrices(answer: PriceListAnswer | ((date: string) => PriceListAnswer)): string[] {
  const dates: string[] = [];
  fakeApi({
    [`GET ${PRICES}`]: ({ url }) => {
      const date = url.slice(PRICES.length);
      dates.push(date);
      return jsonResponse(typeof answer === 'function' ? answer(date) : answer);
    },
  });
  return dates;
}

const cellsOf = (fee: string) =>
  Array.from(document.querySelectorAll(`tr[data-fee="${fee}"] td`)).map((cell) => cell.textContent);

const sectionText = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest('section')?.textContent ?? '';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GreenFeesPage', () => {
  it("shows today's list: the seeded one reads as the spec", async () => {
    const dates = servePrices(seededAnswer());
    renderPage();
    expect(await screen.findByRole('table', { name: 'Green fees 2025, in euro per player' })).toBeTruthy();
    expect(dates).toEqual([clubToday()]);
    expect(cellsOf('weekday')).toEqual(['€100', '€110']);
    const notes = sectionText('Notes');
    expect(notes).toContain(
      'Season ticket 2025: 12 rounds for €1,050. The ticket is personal, and there is one per person per year.',
    );
    expect(notes).toContain('There is no discount on invitation and twilight green fees.');
    expect(notes).toContain('Members of an at-golf scheme pay €10 more.');
    expect(sectionText('Hours')).toContain('Low season: from 14:30');
    expect(sectionText('Hours')).toContain('High season: from 16:30');
    expect(screen.queryByText(/^From /)).toBeNull();
  });

  it('shows exactly the numbers and names of another list, with three seasons', async () => {
    servePrices(answerOf(THREE_SEASON_LIST));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Green fees 2031, in euro per player' });
    expect(within(table).getByRole('columnheader', { name: /Spring/ }).textContent).toBe(
      'Spring (1\u00a0Mar to 31\u00a0May)',
    );
    expect(cellsOf('weekday')).toEqual(['€61', '€72', '€83']);
    expect(cellsOf('dayFee')).toEqual(['€121', '€132', '€143']);
    expect(within(table).getByRole('rowheader', { name: 'Groups of 9 or more, weekdays' })).toBeTruthy();
    const notes = sectionText('Notes');
    expect(notes).toContain('Season ticket 2031: 15 rounds for €1,234. One ticket per member.');
    expect(notes).toContain('No discount on twilight.');
    expect(notes).toContain('pay €7 more');
    expect(sectionText('Hours')).toContain('Summer: from 17:05');
    expect(screen.getByText('* Asterisked prices: juniors under 19 get 40% off.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/2025|€100|€110/);
  });

  it('says "From {date}: {name}" with a link to that list when a next list exists, in every language', async () => {
    const next = { effectiveFrom: '2027-01-01', name: 'Green fees 2027' };
    servePrices({ ...seededAnswer(), next });
    renderPage();
    const link = await screen.findByRole('link', { name: 'From Jan 1, 2027: Green fees 2027' });
    expect(link.getAttribute('href')).toBe('/greenfees?date=2027-01-01');
    cleanup();

    servePrices({ ...seededAnswer('nl'), next: { ...next, name: 'Greenfees 2027' } });
    renderPage({ language: 'nl' });
    const dutch = await screen.findByRole('link', { name: /^Vanaf .*2027: Greenfees 2027$/ });
    expect(dutch.getAttribute('href')).toBe('/nl/greenfees?date=2027-01-01');
  });

  it.each(['fr', 'de'] as const)('words the next list in %s', async (language) => {
    servePrices({ ...seededAnswer(language), next: { effectiveFrom: '2027-01-01', name: 'X 2027' } });
    renderPage({ language });
    const link = await screen.findByRole('link', { name: /2027.*X 2027$/ });
    expect(link.getAttribute('href')).toBe(`/${language}/greenfees?date=2027-01-01`);
    expect(link.textContent).toMatch(language === 'fr' ? /^À partir du / : /^Ab /);
  });

  it('with ?date= shows the list in force on that date, and says which date it shows', async () => {
    const dates = servePrices((date) =>
      date >= '2031-01-01' ? answerOf(THREE_SEASON_LIST) : seededAnswer(),
    );
    renderPage({ url: '/greenfees?date=2031-03-01' });
    expect(await screen.findByRole('table', { name: 'Green fees 2031, in euro per player' })).toBeTruthy();
    expect(dates).toEqual(['2031-03-01']);
    expect(screen.getByText(/Prices in force on Mar 1, 2031\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show today’s prices' }).getAttribute('href')).toBe('/greenfees');
  });

  it.each(['2031-02-30', 'tomorrow', ''])('with an invalid ?date=%s shows today’s list', async (asked) => {
    const dates = servePrices(seededAnswer());
    renderPage({ url: `/greenfees?date=${asked}` });
    expect(await screen.findByRole('table', { name: /Green fees 2025/ })).toBeTruthy();
    expect(dates).toEqual([clubToday()]);
    expect(screen.queryByText(/Prices in force on/)).toBeNull();
  });

  it('states the handicap limits the booking enforces, in every language', async () => {
    servePrices(seededAnswer());
    const { mondayToThursday, fridayToSundayAndHolidays } = SEEDED_CLUB_RULES.handicapLimits;
    for (const language of ['en', 'nl', 'fr', 'de'] as const) {
      renderPage({ language });
      await screen.findByText(new RegExp(`\\b${fridayToSundayAndHolidays}\\b`));
      const title =
        language === 'en' ? 'General conditions' : dictionaries[language]['greenfees.conditionsTitle'];
      const conditions = sectionText(title);
      const limits = conditions.match(/\b\d{2}\b/g);
      expect(limits, language).toEqual([String(mondayToThursday), String(fridayToSundayAndHolidays)]);
      cleanup();
    }
  });

  it('paints its headings and a still skeleton before the list arrives, without the prices', () => {
    fakeApi({ [`GET ${PRICES}`]: () => new Promise<Response>(() => undefined) });
    renderPage();
    for (const heading of ['Prices', 'Notes', 'General conditions', 'Hours', 'Book your round']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.querySelectorAll('.prices-skeleton').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('Loading the prices…');
    expect(sectionText('General conditions')).toContain('certificate');
  });

  it("states the stored limits and the tee sheet's saved members-only window", async () => {
    const membersOnly = { from: { hour: 11, minute: 30 }, to: { hour: 13, minute: 0 } };
    fakeApi({ 'GET /api/v1/rules': () => jsonResponse(rulesAnswerOf(STAFF_RULES, 'en', membersOnly)) });
    renderPage();
    expect(
      await screen.findByText(
        'Maximum handicap 31 from Monday to Thursday, and 23 from Friday to Sunday and on bank holidays.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Tee times from 11:30 to 13:00 are for members only.')).toBeTruthy();
    expect(sectionText('General conditions').match(/\b\d{2}\b/g)).toEqual(['31', '23']);
  });

  it("shows the spec's general message when the list cannot be loaded", async () => {
    fakeApi({ [`GET ${PRICES}`]: () => jsonResponse({ message: 'boom' }, 500) });
    renderPage();
    const prices = screen.getByRole('heading', { name: 'Prices' }).closest('section') as HTMLElement;
    expect((await within(prices).findByRole('alert')).textContent).toBe(
      'Apologies, something went wrong. Please try again later.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.querySelector('.prices-skeleton')).toBeNull();
  });

  it('has the seeded list as the list the page shows by default', () => {
    expect(seededAnswer().list.name).toBe(SEEDED_PRICE_LIST.name.en);
  });
});
