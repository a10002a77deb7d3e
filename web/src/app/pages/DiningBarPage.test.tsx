import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../features/booking/test/fakeApi';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { hoursAnswer } from '../../features/opening-hours/test/answers';
import { DiningBarPage } from './DiningBarPage';
import { renderContentPage } from './test/renderContentPage';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  fakeApi({
    'GET /api/v1/websitecontent/menu': () => jsonResponse({ content: 'Soup of the day — 8' }),
    'GET /api/v1/opening-hours': () => jsonResponse(hoursAnswer()),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const main = () => document.querySelector('.club-layout__main') as HTMLElement;
const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('DiningBarPage', () => {
  it('shows the four sections of the seeded texts, the lunch menu and the bar hours among them', async () => {
    renderContentPage(<DiningBarPage />, 'dining-bar');
    expect(screen.getByRole('heading', { level: 1, name: 'Dining & Bar' })).toBeTruthy();
    expect(screen.getByText(/The clubhouse is the heart of the club/).className).toBe('page-header__lead');
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['The Dining Room', 'The Menu', 'The Bar', 'The Bridge Room']);
    expect(
      within(section('The Dining Room'))
        .getByRole('link', { name: 'See the dress code for the clubhouse' })
        .getAttribute('href'),
    ).toBe('/dresscode');
    expect(await within(section('The Menu')).findByText('Soup of the day — 8')).toBeTruthy();
    expect(within(section('The Bar')).getByText(/the day’s scores on the board/)).toBeTruthy();
    expect(
      await within(section('The Bar')).findByRole('table', { name: 'Opening hours of the bar' }),
    ).toBeTruthy();
    expect(section('The Bridge Room').textContent).toContain(
      'Ask at the bar for the days of this week’s games.',
    );
  });

  it('opens with the dining room picture, fetched at once, and the booking card beside the text', () => {
    renderContentPage(<DiningBarPage />, 'dining-bar');
    const picture = within(main()).getByRole('img', { name: /A table laid for two/ });
    expect(picture.getAttribute('src')).toBe('/art/dining-room.svg');
    expect(picture.className).toBe('club-illustration');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.getAttribute('loading')).toBeNull();
    const aside = document.querySelector('.club-layout__aside') as HTMLElement;
    expect(within(aside).getByRole('region', { name: 'Book a table' })).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Book a table' }).getAttribute('href')).toBe(
      '#table-booking',
    );
  });

  it('drops the booking card and the link to it when staff take the booking out of the page', () => {
    const client = renderContentPage(<DiningBarPage />, 'dining-bar');
    const page = seededPage('dining-bar');
    client.setQueryData(pageQueryKey('dining-bar', 'en'), {
      ...page,
      blocks: page.blocks.filter((block) => block.kind !== 'widget' || block.widget !== 'table-booking'),
    });
    return vi.waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Book a table' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Book a table' })).toBeNull();
      expect(document.querySelector('.club-layout__aside')).toBeNull();
    });
  });

  it('speaks the page language', () => {
    renderContentPage(<DiningBarPage />, 'dining-bar', 'de');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain(
      'Der Bridgeraum',
    );
  });
});
