import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardMember } from '../../../../common/api/content';
import type { PublicPage } from '../../../../common/api/pages';
import { fakeApi, jsonResponse } from '../../features/booking/test/fakeApi';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { renderContentPage } from './test/renderContentPage';
import { WhosWhoPage } from './WhosWhoPage';

const board: BoardMember[] = [
  { category: 'Board of Directors', title: 'President', name: 'A. Sample', image: 'president.svg' },
  { category: 'Sports Committee', title: 'Captain', name: 'B. Sample', image: 'captain.svg' },
];

/** The server's answers: the page as published and the board (bod-page-data). */
const serve = (page: PublicPage) =>
  fakeApi({
    'GET /api/v1/pages/bod': () => jsonResponse(page),
    'GET /api/v1/websitecontent/bod-page-data': () =>
      jsonResponse({ key: 'bod-page-data', content: JSON.stringify(board) }),
  });

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WhosWhoPage', () => {
  it('shows the intro as the lead, the board from its data, and the onward cards under it', async () => {
    serve(seededPage('bod'));
    renderContentPage(<WhosWhoPage />, 'bod');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Who's Who");
    expect(screen.getByText(/^The club is run by its members/).className).toBe('page-header__lead');
    const layout = document.querySelector('.club-layout') as HTMLElement;
    // The board holds a screen's height while it loads, so the cards below do not jump.
    expect(layout.querySelector('.board--loading')).toBeTruthy();

    const directors = await screen.findByRole('region', { name: 'Board of Directors' });
    // The portraits come once the app has started (LoadAfterStart), a render after their section.
    expect(await within(directors).findByRole('img', { name: 'A. Sample, President' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sports Committee' })).toBeTruthy();

    const onward = screen.getByRole('navigation', { name: 'Continue exploring' });
    expect(onward.parentElement).toBe(layout);
    expect(
      within(onward)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/golf-buggies', '/holes']);
    expect(within(onward).getByRole('link', { name: /^Golf Buggies/ }).textContent).toContain(
      'Price, rules and hours for hiring a buggy.',
    );
  });

  it('reads in Dutch under /nl', () => {
    serve(seededPage('bod', 'nl'));
    renderContentPage(<WhosWhoPage />, 'bod', 'nl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wie is wie');
    expect(screen.getByText(/^De club wordt geleid door haar leden/)).toBeTruthy();
    const onward = screen.getByRole('navigation', { name: 'Verder ontdekken' });
    expect(within(onward).getAllByRole('link')[0]?.getAttribute('href')).toBe('/nl/golf-buggies');
  });

  it('shows a text staff put above the board', async () => {
    const seeded = seededPage('bod');
    const page: PublicPage = {
      ...seeded,
      blocks: [
        { id: 'welcome', kind: 'text', html: '<p>Write to the secretary.</p>', fallback: false },
        ...seeded.blocks,
      ],
    };
    serve(page);
    const client = renderContentPage(<WhosWhoPage />, 'bod');
    act(() => client.setQueryData(pageQueryKey('bod', 'en'), page));
    const text = await screen.findByText('Write to the secretary.');
    const directors = await screen.findByRole('region', { name: 'Board of Directors' });
    expect(text.compareDocumentPosition(directors) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
