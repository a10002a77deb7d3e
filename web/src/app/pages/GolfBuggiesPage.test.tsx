import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceListAnswer } from '../../../../common/api/priceLists';
import type { Language } from '../../../../common/i18n/languages';
import { clubToday } from '../../../../common/rules/clubTime';
import { fakeApi, jsonResponse } from '../../features/booking/test/fakeApi';
import { answerOf, seededAnswer, THREE_SEASON_LIST } from '../../features/prices/test/priceLists';
import { GolfBuggiesPage } from './GolfBuggiesPage';
import { renderContentPage } from './test/renderContentPage';

const PRICES = '/api/v1/prices/';

/** The page with GET /prices/{date} answering `answer` (null: failing); returns the dates asked for. */
function renderWith(answer: PriceListAnswer | null, language: Language = 'en'): string[] {
  const dates: string[] = [];
  fakeApi({
    [`GET ${PRICES}`]: ({ url }) => {
      dates.push(url.slice(PRICES.length));
      return answer ? jsonResponse(answer) : jsonResponse({ message: 'boom' }, 500);
    },
  });
  renderContentPage(<GolfBuggiesPage />, 'golf-buggies', language);
  return dates;
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

describe('GolfBuggiesPage', () => {
  it("reads as the spec with the seeded list, today's", async () => {
    const dates = renderWith(seededAnswer());
    expect(
      await screen.findByRole('table', { name: 'Season 2024 (1\u00a0January to 31\u00a0December)' }),
    ).toBeTruthy();
    expect(dates).toEqual([clubToday()]);
    expect(sectionText('Price')).toContain('€45');
    expect(sectionText('Rules')).toContain('The driver must be at least 18 years old.');
    expect(sectionText('Rules')).toContain('A buggy must be booked in advance. Members have priority.');
    const hours = sectionText('Hours');
    expect(hours).toContain('Low season (17 Nov to 31 Mar)Until 12:00');
    expect(hours).toContain('High season (1 Apr to 16 Nov)Until 14:00');
  });

  it("reads as today's page: the lead, the sections in their columns, the texts in order, onward links", async () => {
    renderWith(seededAnswer());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Golf Buggies');
    expect(
      screen.getByText('The links is a long walk through the dunes; a golf buggy makes the round easier.'),
    ).toBeTruthy();
    expect(headingsIn('.info-layout__main')).toEqual(['Price', 'Rules']);
    expect(headingsIn('.info-aside')).toEqual(['Hours', 'Book a buggy']);
    expect([...document.querySelectorAll('section > h2')].map((heading) => heading.id)).toEqual([
      'buggies-price',
      'buggies-rules',
      'buggies-hours',
      'buggies-book',
    ]);

    const rules = within(sectionOf('Rules'));
    await rules.findByText('The driver must be at least 18 years old.');
    expect(rules.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The driver must be at least 18 years old.',
      'A buggy must be booked in advance. Members have priority.',
      'Keep to the paths and the rough near the greens and tees, and follow the signs of the greenkeepers.',
    ]);
    expect(within(sectionOf('Hours')).getByText('Buggies are available only until:')).toBeTruthy();
    const book = within(sectionOf('Book a buggy'));
    expect(book.getByText('Book your buggy together with your tee time, at the golf shop:')).toBeTruthy();
    expect(book.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);

    const more = screen.getByRole('navigation', { name: 'More about playing here' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/greenfees', '/booking']);
  });

  it('reads in German under /de, the price list in German', async () => {
    renderWith(seededAnswer('de'), 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Golfcarts');
    expect(headingsIn('.info-aside')).toEqual(['Zeiten', 'Golfcart reservieren']);
    expect(await screen.findByText('Der Fahrer muss mindestens 18 Jahre alt sein.')).toBeTruthy();
    const more = screen.getByRole('navigation', { name: 'Mehr zum Spielen bei uns' });
    expect(within(more).getAllByRole('link')[0]?.getAttribute('href')).toBe('/de/greenfees');
  });

  it('shows exactly the label, price, age, note and seasons of another list', async () => {
    renderWith(answerOf(THREE_SEASON_LIST));
    expect(await screen.findByRole('table', { name: 'Buggies 2031' })).toBeTruthy();
    expect(sectionText('Price')).toContain('€47');
    expect(sectionText('Rules')).toContain('at least 21 years old');
    expect(sectionText('Rules')).toContain('Book a buggy a day ahead.');
    const hours = sectionText('Hours');
    expect(hours).toContain('Winter (1 Nov to 28 Feb)Until 11:30');
    expect(hours).toContain('Spring (1 Mar to 31 May)Until 13:30');
    expect(hours).toContain('Summer (1 Jun to 31 Oct)Until 15:30');
    expect(document.body.textContent).not.toMatch(/2024|2025|€45/);
  });

  it('paints its headings and texts with a skeleton while the list loads', () => {
    fakeApi({ [`GET ${PRICES}`]: () => new Promise<Response>(() => undefined) });
    renderContentPage(<GolfBuggiesPage />, 'golf-buggies');
    expect(screen.queryByRole('table')).toBeNull();
    expect(sectionOf('Price').querySelector('.prices-skeleton')).not.toBeNull();
    expect(sectionOf('Hours').querySelector('.prices-skeleton')).not.toBeNull();
    expect(sectionText('Rules')).toContain('Keep to the paths');
  });

  it('keeps its headings and says the general message when the list cannot be loaded', async () => {
    renderWith(null);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Apologies, something went wrong. Please try again later.',
    );
    expect(screen.getByRole('heading', { name: 'Rules' })).toBeTruthy();
    expect(document.querySelector('.prices-skeleton')).toBeNull();
  });
});
