import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBlock, PublicPage } from '../../../../common/api/pages';
import type { Language } from '../../../../common/i18n/languages';
import { fakeApi, jsonResponse } from '../../features/booking/test/fakeApi';
import { seededBrandsAnswer } from '../../features/brands/test/brandsAnswer';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { hoursAnswer } from '../../features/opening-hours/test/answers';
import { GolfShopPage } from './GolfShopPage';
import { renderContentPage } from './test/renderContentPage';

/** The server's answers: the page as published, the seeded opening hours and brand marks. */
const serve = (page: PublicPage, language: Language = 'en') =>
  fakeApi({
    'GET /api/v1/pages/golfshop': () => jsonResponse(page),
    'GET /api/v1/opening-hours': () => jsonResponse(hoursAnswer([], language)),
    'GET /api/v1/brands': () => jsonResponse(seededBrandsAnswer()),
  });

const sectionOf = (heading: string) => {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!section) throw new Error(`no section "${heading}"`);
  return section;
};
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

describe('GolfShopPage', () => {
  it('shows brands and cards in the text column, hours and contact beside it', async () => {
    serve(seededPage('golfshop'));
    renderContentPage(<GolfShopPage />, 'golfshop');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Golf Shop');
    expect(
      screen.getByText(/^The golf shop by the first tee has everything for a round on the links/),
    ).toBeTruthy();
    expect(headingsIn('.info-layout__main')).toEqual(['Brands', 'Accepted cards']);
    expect(headingsIn('.info-aside')).toEqual(['Opening hours', 'Contact']);
    expect(sectionOf('Brands').querySelector('h2')?.id).toBe('shop-brands');
    expect(sectionOf('Opening hours').querySelector('h2')?.id).toBe('shop-hours');

    const brands = within(sectionOf('Brands'));
    expect(await brands.findByRole('list', { name: 'Brands in the shop' })).toBeTruthy();
    expect(brands.getByText('The brand names shown are samples.')).toBeTruthy();

    const cards = within(sectionOf('Accepted cards'));
    expect(cards.getByText('Pay in cash or by card. We accept:')).toBeTruthy();
    expect(
      within(cards.getByRole('list', { name: 'Accepted cards' }))
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Visa', 'Mastercard', 'American Express']);

    const hours = within(sectionOf('Opening hours'));
    expect((await hours.findAllByRole('term')).map((term) => term.textContent)).toEqual([
      'Low season (October to May)',
      'High season (June to September)',
    ]);
    expect(hours.getByText('Daily 8h30 to 17h')).toBeTruthy();
  });

  it("gives the club's address, telephone and e-mail as links, and onward links", () => {
    serve(seededPage('golfshop'));
    renderContentPage(<GolfShopPage />, 'golfshop');
    const contact = within(sectionOf('Contact'));
    expect(contact.getByText('Ask about stock, club fitting or a buggy, or book a tee time:')).toBeTruthy();
    expect(contact.getByText(/Zeedijk 1/).textContent).toBe('Zeedijk 18300 Sample-on-Sea, Belgium');
    expect(contact.getByRole('link', { name: /^\+32/ }).getAttribute('href')).toMatch(/^tel:\+32\d+$/);
    expect(contact.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);

    const more = screen.getByRole('navigation', { name: 'More to discover' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dining-bar', '/overview']);
  });

  it('reads in Dutch under /nl, the country named in Dutch', () => {
    serve(seededPage('golfshop', 'nl'), 'nl');
    renderContentPage(<GolfShopPage />, 'golfshop', 'nl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Golfshop');
    expect(headingsIn('.info-aside')).toEqual(['Openingsuren', 'Contact']);
    expect(within(sectionOf('Contact')).getByText(/Zeedijk 1/).textContent).toContain('België');
    const more = screen.getByRole('navigation', { name: 'Meer te ontdekken' });
    expect(within(more).getAllByRole('link')[0]?.getAttribute('href')).toBe('/nl/dining-bar');
  });

  it('keeps the hours beside the text wherever staff put them, and shows a section they added', async () => {
    const seeded = seededPage('golfshop');
    const fitting: PublicBlock[] = [
      { id: 'fitting', kind: 'heading', text: 'Club fitting', fallback: false },
      { id: 'fitting-text', kind: 'text', html: '<p>Book a fitting with our pro.</p>', fallback: false },
    ];
    // The hours first, the new section at the end, before the links.
    const hours = seeded.blocks.filter((block) => block.id === 'hours' || block.id === 'shop-hours');
    const others = seeded.blocks.filter((block) => !hours.includes(block));
    const page: PublicPage = {
      ...seeded,
      blocks: [
        ...hours,
        ...others.flatMap((block) => (block.kind === 'links' ? [...fitting, block] : [block])),
      ],
    };
    serve(page);
    const client = renderContentPage(<GolfShopPage />, 'golfshop');
    act(() => client.setQueryData(pageQueryKey('golfshop', 'en'), page));

    await screen.findByRole('heading', { level: 2, name: 'Club fitting' });
    expect(headingsIn('.info-layout__main')).toEqual(['Brands', 'Accepted cards', 'Club fitting']);
    expect(headingsIn('.info-aside')).toEqual(['Opening hours', 'Contact']);
  });
});
