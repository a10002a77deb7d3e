import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardMember } from '../../../../../common/api/content';
import { createQueryClient } from '../../../app/queryClient';
import { fr } from '../../../i18n/fr';
import { LanguageProvider } from '../../../lib/i18n';
import { BoardGroups } from './BoardGroups';
import { LiveBoard } from './LiveBoard';

const board: BoardMember[] = [
  { category: 'Board of Directors', title: 'President', name: 'A. Sample', image: 'president.svg' },
  { category: 'Sports Committee', title: 'Captain', name: 'B. Sample', image: 'captain.svg' },
  { category: 'Board of Directors', title: 'Secretary', image: 'secretary.svg' },
  { category: 'Course Management', title: 'Head Greenkeeper', name: 'C. Sample', image: 'greenkeeper.svg' },
];

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The children of the board in document order, as 'group:<category>' and 'divider'. */
function boardOutline(container: HTMLElement): string[] {
  const boardElement = container.querySelector('.board');
  if (!boardElement) return [];
  return [...boardElement.children].map((child) =>
    child.tagName === 'HR' ? 'divider' : `group:${child.querySelector('h2')?.textContent ?? ''}`,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BoardGroups', () => {
  it('shows the groups in first-seen order with a divider between groups and none after the last', () => {
    const { container } = render(<BoardGroups members={board} />);

    expect(boardOutline(container)).toEqual([
      'group:Board of Directors',
      'divider',
      'group:Sports Committee',
      'divider',
      'group:Course Management',
    ]);
    expect(screen.getAllByRole('separator')).toHaveLength(2);
  });

  it('leaves the portraits to the app in the server’s page, each in its circle, so the text paints alone', () => {
    const html = renderToString(<BoardGroups members={board} />);
    // A browser without JavaScript reads the <noscript> and loads the portraits as usual.
    expect(
      html.match(/<span class="board__frame"><noscript><img [^>]*src="\/files\/[a-z]+\.svg"/g),
    ).toHaveLength(4);
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('<img');
  });

  it('lists each member with the image from /files, its size, an alt of name and title, and the title', () => {
    render(<BoardGroups members={board} />);

    const directors = screen.getByRole('region', { name: 'Board of Directors' });
    const items = within(directors).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const president = within(directors).getByRole('img', { name: 'A. Sample, President' });
    expect(president.getAttribute('src')).toBe('/files/president.svg');
    expect(president.getAttribute('width')).toBe('160');
    expect(president.getAttribute('height')).toBe('160');
    expect(within(directors).getByText('President')).toBeTruthy();
    // Without a name the alt text is the title alone.
    expect(within(directors).getByRole('img', { name: 'Secretary' })).toBeTruthy();
  });

  it('shows an uploaded portrait from its copies, lazily, and seeded ones as they are', () => {
    const { container } = render(
      <BoardGroups
        members={[
          ...board,
          {
            category: 'Sports Committee',
            title: 'Ladies Captain',
            image: 'img-0a0b0c0d0e0f1011-800x1000.png',
          },
        ]}
      />,
    );
    const portrait = screen.getByRole('img', { name: 'Ladies Captain' });
    expect(portrait.getAttribute('src')).toBe('/files/img-0a0b0c0d0e0f1011-800x1000.png');
    expect(portrait.getAttribute('loading')).toBe('lazy');
    expect([portrait.getAttribute('width'), portrait.getAttribute('height')]).toEqual(['800', '1000']);
    const sources = portrait.parentElement?.querySelectorAll('source') ?? [];
    expect([...sources].map((s) => s.getAttribute('srcset'))).toEqual([
      '/files/img-0a0b0c0d0e0f1011-480w.avif 480w, /files/img-0a0b0c0d0e0f1011-800w.avif 800w',
      '/files/img-0a0b0c0d0e0f1011-480w.webp 480w, /files/img-0a0b0c0d0e0f1011-800w.webp 800w',
    ]);
    expect([...sources].every((s) => s.getAttribute('sizes') === '136px')).toBe(true);
    expect(container.querySelectorAll('picture')).toHaveLength(1);
  });

  it('names the groups and titles in the page’s language where staff wrote them, else in English', () => {
    const translated: BoardMember[] = [
      {
        category: 'Board of Directors',
        title: 'President',
        name: 'A. Sample',
        image: 'president.svg',
        translations: { fr: { category: 'Conseil d’administration', title: 'Président' } },
      },
      ...board.slice(1),
    ];
    render(
      <LanguageProvider language="fr" dictionary={fr}>
        <BoardGroups members={translated} />
      </LanguageProvider>,
    );
    const directors = screen.getByRole('region', { name: 'Conseil d’administration' });
    expect(within(directors).getByRole('img', { name: 'A. Sample, Président' })).toBeTruthy();
    // The secretary has no French title: the English one, in the French group.
    expect(within(directors).getByText('Secretary')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sports Committee' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Board of Directors' })).toBeNull();
  });

  it('shows a single group without any divider', () => {
    const { container } = render(<BoardGroups members={board.slice(0, 1)} />);
    expect(boardOutline(container)).toEqual(['group:Board of Directors']);
    expect(screen.queryByRole('separator')).toBeNull();
  });
});

describe('LiveBoard', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  function renderLiveBoard() {
    return render(
      <QueryClientProvider client={createQueryClient()}>
        <LiveBoard />
      </QueryClientProvider>,
    );
  }

  it('loads the board from bod-page-data', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ content: JSON.stringify(board) }));
    vi.stubGlobal('fetch', fetchMock);

    renderLiveBoard();

    // The loader keeps the board's place (club.css: a screen high), so the links below do not jump.
    expect(
      screen.getByRole('status', { name: 'Loading the board' }).closest('.board--loading'),
    ).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sports Committee' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/websitecontent/bod-page-data', expect.anything());
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });

  it.each([
    ['content that is not JSON', () => jsonResponse({ content: 'not json' })],
    [
      'members without an image',
      () => jsonResponse({ content: JSON.stringify([{ category: 'B', title: 'T' }]) }),
    ],
    ['a missing key', () => jsonResponse({ message: 'Content not found' }, 404)],
  ])('shows no members and only logs for %s', async (_case, response) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response()),
    );

    const { container } = renderLiveBoard();

    // The log comes as the answer is read; the loader goes with the render after it, which on a loaded
    // machine can be a moment later.
    await vi.waitFor(() => {
      expect(console.info).toHaveBeenCalled();
      expect(screen.queryByRole('status')).toBeNull();
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
