import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBlock, PublicPage } from '../../../../common/api/pages';
import type { PriceListAnswer } from '../../../../common/api/priceLists';
import type { Language } from '../../../../common/i18n/languages';
import { clubToday } from '../../../../common/rules/clubTime';
import { fakeApi, jsonResponse } from '../../features/booking/test/fakeApi';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { hoursAnswer } from '../../features/opening-hours/test/answers';
import { answerOf, seededAnswer, THREE_SEASON_LIST } from '../../features/prices/test/priceLists';
import { DrivingRangePage } from './DrivingRangePage';
import { renderContentPage } from './test/renderContentPage';

const PRICES = '/api/v1/prices/';

/**
 * The page as a fresh install serves it, with GET /prices/{date} answering `answer` (null: failing, a
 * promise: still loading) and the seeded opening hours; returns the dates the prices were asked for.
 */
function renderWith(answer: PriceListAnswer | null | Promise<Response>, language: Language = 'en') {
  const dates: string[] = [];
  fakeApi({
    [`GET ${PRICES}`]: ({ url }) => {
      dates.push(url.slice(PRICES.length));
      if (answer instanceof Promise) return answer;
      return answer ? jsonResponse(answer) : jsonResponse({ message: 'boom' }, 500);
    },
    'GET /api/v1/opening-hours': () => jsonResponse(hoursAnswer([], language)),
  });
  const client = renderContentPage(<DrivingRangePage />, 'driving-range', language);
  return { dates, client };
}

const sectionOf = (heading: string) => {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!section) throw new Error(`no section "${heading}"`);
  return section;
};
const sectionText = (heading: string) => (sectionOf(heading).textContent ?? '').replace(/\u00a0/g, ' ');
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

describe('DrivingRangePage', () => {
  it("reads as the spec with the seeded list, today's", async () => {
    const { dates } = renderWith(seededAnswer());
    expect(await screen.findByRole('table', { name: 'Season 2025' })).toBeTruthy();
    // The fee and the note share the one query of today's list.
    expect(dates).toEqual([clubToday()]);
    const fee = sectionText('Fee');
    expect(fee).toContain('Per 2 hours');
    expect(fee).toContain('Adults (18 and over)€30');
    expect(fee).toContain('Juniors (under 18)€15');
    expect(
      [...sectionOf('Conditions').querySelectorAll('li')].map((item) => item.textContent?.trim()),
    ).toEqual([
      'Pay at the golf shop before you start; the fee is per player.',
      'Range balls are for the range only: never take them onto the course.',
      'Hit only from the mats and the marked grass tees.',
      'Never walk onto the range while others are playing, and stop when the greenkeepers are out collecting.',
      'Juniors under 12 practise with an adult.',
    ]);
  });

  it("reads as today's page: the lead, the sections in their columns with their ids, and onward links", async () => {
    renderWith(seededAnswer());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Driving Range');
    expect(
      screen.getByText(
        'The driving range is open to members and visitors alike: warm up before your round, or come just to practise.',
      ),
    ).toBeTruthy();
    expect(headingsIn('.info-layout__main')).toEqual(['Fee', 'Conditions']);
    expect(headingsIn('.info-layout__main > .info-staff')).toEqual(['Caddymaster', 'Greenkeeper']);
    expect(headingsIn('.info-aside')).toEqual(['Hours', 'Contact', 'Accepted cards']);
    expect([...document.querySelectorAll('h2')].map((heading) => heading.id)).toEqual([
      'range-fee',
      'range-conditions',
      'range-caddymaster',
      'range-greenkeeper',
      'range-hours',
      'range-contact',
      'range-cards',
    ]);
    expect(sectionOf('Caddymaster').className).toBe('info-staff__item');
    expect(sectionText('Caddymaster')).toContain('The caddymaster welcomes you at the first tee');
    expect(sectionText('Greenkeeper')).toContain('Our greenkeepers prepare the links from first light');

    const hours = within(sectionOf('Hours'));
    expect((await hours.findAllByRole('term')).map((term) => term.textContent)).toEqual([
      'Low season (October to May)',
      'High season (June to September)',
    ]);
    expect(hours.getByText('Daily 8:30 to 17:00')).toBeTruthy();

    const contact = within(sectionOf('Contact'));
    expect(
      contact.getByText('Questions about the range or about lessons? Contact the golf shop:'),
    ).toBeTruthy();
    expect(contact.getByRole('link', { name: /^\+32/ }).getAttribute('href')).toMatch(/^tel:\+32\d+$/);
    expect(contact.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);

    const cards = within(sectionOf('Accepted cards'));
    expect(cards.getByText('Pay in cash or by card. We accept:')).toBeTruthy();
    expect(
      within(cards.getByRole('list', { name: 'Accepted cards' }))
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Visa', 'Mastercard', 'American Express']);

    const more = within(screen.getByRole('navigation', { name: 'More about playing here' }));
    expect(more.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/greenfees',
      '/booking',
    ]);
    expect(more.getByRole('link', { name: /^Online Booking/ }).textContent).toContain(
      'Request your tee time online',
    );
  });

  it('shows exactly the label, prices, ages, duration and note of another list', async () => {
    renderWith(answerOf(THREE_SEASON_LIST));
    expect(await screen.findByRole('table', { name: 'Range 2031' })).toBeTruthy();
    const fee = sectionText('Fee');
    expect(fee).toContain('Per 1.5 hours');
    expect(fee).toContain('Adults (16 and over)€26');
    expect(fee).toContain('Juniors (under 16)€13');
    expect(sectionText('Conditions')).toContain('Pay at the range.');
    expect(document.body.textContent).not.toMatch(/2025|€30/);
  });

  it('paints its headings and a skeleton while the list loads', () => {
    renderWith(new Promise<Response>(() => undefined));
    expect(screen.getByRole('heading', { name: 'Fee' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(sectionOf('Fee').querySelector('.prices-skeleton')).not.toBeNull();
    // The conditions of the texts are there; the list's note comes with the list.
    expect(sectionText('Conditions')).toContain('Juniors under 12 practise with an adult.');
  });

  it('keeps its headings and says the general message when the list cannot be loaded', async () => {
    renderWith(null);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Apologies, something went wrong. Please try again later.',
    );
    expect(screen.getByRole('heading', { name: 'Conditions' })).toBeTruthy();
  });

  it('reads in Dutch under /nl', async () => {
    renderWith(seededAnswer('nl'), 'nl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Driving range');
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(sectionText('Tarief')).toContain('Per 2 uur');
    expect(headingsIn('.info-aside')).toEqual(['Uren', 'Contact', 'Aanvaarde kaarten']);
    const more = screen.getByRole('navigation', { name: 'Meer over spelen bij ons' });
    expect(within(more).getAllByRole('link')[0]?.getAttribute('href')).toBe('/nl/greenfees');
  });

  it('keeps hours, contact and cards beside the text wherever staff put them; a text they add at the end is a card', async () => {
    const seeded = seededPage('driving-range');
    const lessons: PublicBlock[] = [
      { id: 'lessons', kind: 'heading', text: 'Lessons', fallback: false },
      { id: 'lessons-text', kind: 'text', html: '<p>Book a lesson with our pro.</p>', fallback: false },
    ];
    // The hours first, the new section at the end, before the links.
    const hours = seeded.blocks.filter((block) => block.id === 'hours' || block.id === 'range-hours');
    const others = seeded.blocks.filter((block) => !hours.includes(block));
    const page: PublicPage = {
      ...seeded,
      blocks: [
        ...hours,
        ...others.flatMap((block) => (block.kind === 'links' ? [...lessons, block] : [block])),
      ],
    };
    const { client } = renderWith(seededAnswer());
    act(() => client.setQueryData(pageQueryKey('driving-range', 'en'), page));

    await screen.findByRole('heading', { level: 2, name: 'Lessons' });
    expect(headingsIn('.info-layout__main')).toEqual(['Fee', 'Conditions']);
    expect(headingsIn('.info-layout__main > .info-staff')).toEqual(['Caddymaster', 'Greenkeeper', 'Lessons']);
    expect(headingsIn('.info-aside')).toEqual(['Hours', 'Contact', 'Accepted cards']);
  });
});
