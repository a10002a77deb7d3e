import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPage } from '../../../../common/api/pages';
import type { PriceListAnswer } from '../../../../common/api/priceLists';
import type { Language } from '../../../../common/i18n/languages';
import { SEEDED_CLUB_RULES } from '../../../../common/rules/clubRules';
import { clubToday } from '../../../../common/rules/clubTime';
import { SEEDED_PRICE_LIST } from '../../../../common/test/seededPriceList';
import { fakeApi, jsonResponse } from '../../features/booking/test/fakeApi';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { hoursAnswer } from '../../features/opening-hours/test/answers';
import { answerOf, seededAnswer, THREE_SEASON_LIST } from '../../features/prices/test/priceLists';
import { rulesAnswerOf, STAFF_RULES } from '../../features/rules/test/rules';
import { GreenFeesPage } from './GreenFeesPage';
import { renderContentPage } from './test/renderContentPage';

const PRICES = '/api/v1/prices/';

const renderPage = ({ language = 'en', search = '' }: { language?: Language; search?: string } = {}) =>
  renderContentPage(<GreenFeesPage />, 'greenfees', language, search);

/** GET /prices/{date} answers `answer`, GET /opening-hours the seeded hours; returns the dates asked for. */
function servePrices(answer: PriceListAnswer | ((date: string) => PriceListAnswer)): string[] {
  const dates: string[] = [];
  fakeApi({
    [`GET ${PRICES}`]: ({ url }) => {
      const date = url.slice(PRICES.length);
      dates.push(date);
      return jsonResponse(typeof answer === 'function' ? answer(date) : answer);
    },
    'GET /api/v1/opening-hours': () => jsonResponse(hoursAnswer()),
  });
  return dates;
}

const cellsOf = (fee: string) =>
  Array.from(document.querySelectorAll(`tr[data-fee="${fee}"] td`)).map((cell) => cell.textContent);

const sectionOf = (heading: string) => {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!section) throw new Error(`no section "${heading}"`);
  return section;
};
const sectionText = (heading: string) => sectionOf(heading).textContent ?? '';
const itemsOf = (heading: string) =>
  within(sectionOf(heading))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const headingsIn = (selector: string) =>
  [...document.querySelectorAll(`${selector} > section > h2`)].map((heading) => heading.textContent);

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

  it("reads as today's page: the lead, the sections in their columns, their ids, the texts in order", async () => {
    servePrices(seededAnswer());
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Green Fees');
    expect(screen.getByText(/^Visitors with a federal and handicap certificate are welcome/)).toBeTruthy();
    expect(headingsIn('.info-layout__main')).toEqual(['Prices', 'Notes', 'General conditions']);
    expect(headingsIn('.info-aside')).toEqual(['Hours', 'Book your round']);
    // The home page links to #greenfees-conditions.
    expect([...document.querySelectorAll('section > h2')].map((heading) => heading.id)).toEqual([
      'greenfees-prices',
      'greenfees-notes',
      'greenfees-conditions',
      'greenfees-hours',
      'greenfees-contact',
    ]);

    await within(sectionOf('Notes')).findByText(/^Season ticket 2025/);
    expect(itemsOf('Notes').slice(-2)).toEqual([
      'Dogs are not allowed.',
      'Tee times from 12:00 to 14:00 are for members only.',
    ]);
    const { mondayToThursday: weekday, fridayToSundayAndHolidays: weekend } =
      SEEDED_CLUB_RULES.handicapLimits;
    expect(itemsOf('General conditions')).toEqual([
      'A federal and handicap certificate is required.',
      `Maximum handicap ${weekday} from Monday to Thursday, and ${weekend} from Friday to Sunday and on bank holidays.`,
      'Please register and pay at the golf shop before your round.',
      'A reservation is definitive only after confirmation by e-mail or phone.',
      'The dress code of the club applies on the course and in the clubhouse.',
    ]);

    const hours = within(sectionOf('Hours'));
    expect(hours.getByText('Green fees are paid at the golf shop, open:')).toBeTruthy();
    expect(await hours.findByText('Daily 8:30 to 17:00')).toBeTruthy();
    expect(hours.getByText('Twilight green fees start at:')).toBeTruthy();

    const booking = within(sectionOf('Book your round'));
    expect(booking.getByText('To book by telephone or e-mail, contact the golf shop:')).toBeTruthy();
    expect(booking.getByRole('link', { name: /^\+32/ }).getAttribute('href')).toMatch(/^tel:\+32\d+$/);
    expect(booking.getByRole('link', { name: 'Book online' }).getAttribute('href')).toBe('/booking');

    const more = screen.getByRole('navigation', { name: 'Before you play' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual([
      ['/booking', 'Online Booking Request your tee time online→'],
      ['/golf-buggies', 'Golf Buggies Price, rules and availability→'],
      ['/driving-range', 'Driving Range Warm up before your round→'],
      ['/dresscode', 'Dress Code What to wear on the course and in the clubhouse→'],
    ]);
  });

  it('reads in Dutch under /nl, the links in Dutch', async () => {
    servePrices(seededAnswer('nl'));
    renderPage({ language: 'nl' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Greenfees');
    expect(headingsIn('.info-layout__main')).toEqual(['Tarieven', 'Opmerkingen', 'Algemene voorwaarden']);
    expect(headingsIn('.info-aside')).toEqual(['Uren', 'Reserveer uw ronde']);
    expect(within(sectionOf('Opmerkingen')).getByText('Honden zijn niet toegelaten.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Online reserveren' }).getAttribute('href')).toBe('/nl/booking');
    const more = screen.getByRole('navigation', { name: 'Voor u speelt' });
    expect(within(more).getAllByRole('link')[1]?.getAttribute('href')).toBe('/nl/golf-buggies');
    expect(await screen.findByRole('table', { name: /in euro per speler$/ })).toBeTruthy();
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
    renderPage({ search: '?date=2031-03-01' });
    expect(await screen.findByRole('table', { name: 'Green fees 2031, in euro per player' })).toBeTruthy();
    expect(dates).toEqual(['2031-03-01']);
    expect(screen.getByText(/Prices in force on Mar 1, 2031\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show today’s prices' }).getAttribute('href')).toBe('/greenfees');
    // The notes and the twilight times are those of the same list.
    expect(sectionText('Notes')).toContain('Season ticket 2031');
    expect(sectionText('Hours')).toContain('Summer: from 17:05');
  });

  it.each(['2031-02-30', 'tomorrow', ''])('with an invalid ?date=%s shows today’s list', async (asked) => {
    const dates = servePrices(seededAnswer());
    renderPage({ search: `?date=${asked}` });
    expect(await screen.findByRole('table', { name: /Green fees 2025/ })).toBeTruthy();
    expect(dates).toEqual([clubToday()]);
    expect(screen.queryByText(/Prices in force on/)).toBeNull();
  });

  it('states the handicap limits the booking enforces, in every language', async () => {
    const { mondayToThursday, fridayToSundayAndHolidays } = SEEDED_CLUB_RULES.handicapLimits;
    for (const language of ['en', 'nl', 'fr', 'de'] as const) {
      servePrices(seededAnswer(language));
      renderPage({ language });
      await screen.findByText(new RegExp(`\\b${fridayToSundayAndHolidays}\\b`));
      const conditions = seededPage('greenfees', language).blocks.find((block) => block.id === 'conditions');
      const title = conditions?.kind === 'heading' ? conditions.text : '';
      const limits = sectionText(title).match(/\b\d{2}\b/g);
      expect(limits, language).toEqual([String(mondayToThursday), String(fridayToSundayAndHolidays)]);
      cleanup();
    }
  });

  it('paints its headings, texts and a still skeleton before the list arrives, without the prices', () => {
    fakeApi({ [`GET ${PRICES}`]: () => new Promise<Response>(() => undefined) });
    renderPage();
    for (const heading of ['Prices', 'Notes', 'General conditions', 'Hours', 'Book your round']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.queryByRole('table')).toBeNull();
    expect(sectionOf('Prices').querySelectorAll('.prices-skeleton').length).toBe(1);
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('Loading the prices…');
    expect(sectionText('General conditions')).toContain('certificate');
    expect(sectionText('Notes')).toContain('Dogs are not allowed.');
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

  it('says nothing of a members-only window when the tee sheet has none', async () => {
    const none = { from: { hour: 0, minute: 0 }, to: { hour: 0, minute: 0 } };
    fakeApi({ 'GET /api/v1/rules': () => jsonResponse(rulesAnswerOf(STAFF_RULES, 'en', none)) });
    renderPage();
    await screen.findByText(/^Maximum handicap 31/);
    expect(itemsOf('Notes').at(-1)).toBe('Dogs are not allowed.');
    expect(screen.queryByText(/for members only/)).toBeNull();
  });

  it("shows the spec's general message when the list cannot be loaded", async () => {
    fakeApi({ [`GET ${PRICES}`]: () => jsonResponse({ message: 'boom' }, 500) });
    renderPage();
    const prices = within(sectionOf('Prices'));
    expect((await prices.findByRole('alert')).textContent).toBe(
      'Apologies, something went wrong. Please try again later.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.querySelector('.prices-skeleton')).toBeNull();
  });

  it('shows a section staff add in the text column, where they put it', async () => {
    const seeded = seededPage('greenfees');
    const page: PublicPage = {
      ...seeded,
      blocks: seeded.blocks.flatMap((block) =>
        block.id === 'conditions'
          ? [
              { id: 'trolleys', kind: 'heading', text: 'Trolleys', fallback: false },
              { id: 'trolleys-text', kind: 'text', html: '<p>Hire one at the shop.</p>', fallback: false },
              block,
            ]
          : [block],
      ),
    };
    fakeApi({
      'GET /api/v1/pages/greenfees': () => jsonResponse(page),
      'GET /api/v1/opening-hours': () => jsonResponse(hoursAnswer()),
    });
    const client = renderPage();
    act(() => client.setQueryData(pageQueryKey('greenfees', 'en'), page));
    await screen.findByRole('heading', { level: 2, name: 'Trolleys' });
    expect(headingsIn('.info-layout__main')).toEqual(['Prices', 'Notes', 'Trolleys', 'General conditions']);
    expect(headingsIn('.info-aside')).toEqual(['Hours', 'Book your round']);
  });

  it('has the seeded list as the list the page shows by default', () => {
    expect(seededAnswer().list.name).toBe(SEEDED_PRICE_LIST.name.en);
  });
});
