import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBlock, PublicPage } from '../../../../common/api/pages';
import { fakeApi, jsonResponse } from '../../features/booking/test/fakeApi';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { DressCodePage } from './DressCodePage';
import { renderContentPage } from './test/renderContentPage';

/** GET /pages/dresscode answers `page`, as the server would after staff published it. */
const serve = (page: PublicPage) => fakeApi({ 'GET /api/v1/pages/dresscode': () => jsonResponse(page) });

const rulesOf = (heading: string) => {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!section) throw new Error(`no section "${heading}"`);
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DressCodePage', () => {
  it('gives the seeded rules for the course, the clubhouse, prize-giving and phones, two by two', () => {
    serve(seededPage('dresscode'));
    renderContentPage(<DressCodePage />, 'dresscode');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dress Code');
    expect(screen.getByText(/^A links with a long history keeps a few simple traditions\./)).toBeTruthy();
    const grid = document.querySelector('.editorial.editorial--even.info-rules');
    const groups = [...(grid?.children ?? [])];
    expect(groups.map((group) => group.querySelector('h2')?.textContent)).toEqual([
      'On the course',
      'In the clubhouse',
      'At prize-giving',
      'Mobile phones',
    ]);
    expect(groups.every((group) => group.matches('section.info-section.info-rules__group'))).toBe(true);
    expect(groups.map((group) => group.querySelector('h2')?.id)).toEqual([
      'dresscode-course',
      'dresscode-clubhouse',
      'dresscode-prize',
      'dresscode-phones',
    ]);
    expect(rulesOf('On the course')).toHaveLength(5);
    expect(rulesOf('On the course')).toContain(
      'Golf shoes with soft spikes or spikeless soles. Metal spikes are not allowed.',
    );
    expect(rulesOf('At prize-giving')).toEqual([
      'Gentlemen wear a jacket; a tie is welcome.',
      'Ladies wear smart attire of the same standard.',
      'Players stay for the prize-giving of a competition they have entered.',
    ]);
  });

  it('links on to the board and the holes', () => {
    serve(seededPage('dresscode'));
    renderContentPage(<DressCodePage />, 'dresscode');
    const more = screen.getByRole('navigation', { name: 'More about the club' });
    const links = within(more).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/bod', '/holes']);
    expect(links[0]?.textContent).toContain('The members of the board');
  });

  it('reads in French under /fr, its links staying in French', () => {
    serve(seededPage('dresscode', 'fr'));
    renderContentPage(<DressCodePage />, 'dresscode', 'fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Code vestimentaire');
    expect(rulesOf('GSM')).toContain('Les GSM sont en mode silencieux sur le parcours et au club-house.');
    const more = screen.getByRole('navigation', { name: 'En savoir plus sur le club' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/fr/bod', '/fr/holes']);
  });

  it('shows what staff published: a rule changed, a set of rules added', async () => {
    const seeded = seededPage('dresscode');
    const guests: PublicBlock[] = [
      { id: 'guests', kind: 'heading', text: 'Guests', fallback: false },
      {
        id: 'guests-rules',
        kind: 'text',
        html: '<ul><li>Guests follow the same rules.</li></ul>',
        fallback: false,
      },
    ];
    const page: PublicPage = {
      ...seeded,
      blocks: seeded.blocks.flatMap((block): PublicBlock[] => {
        if (block.kind === 'text' && block.id === 'course-rules')
          return [{ ...block, html: '<ul><li>Caps are worn as you like.</li></ul>' }];
        return block.kind === 'links' ? [...guests, block] : [block];
      }),
    };
    serve(page);
    const client = renderContentPage(<DressCodePage />, 'dresscode');
    act(() => client.setQueryData(pageQueryKey('dresscode', 'en'), page));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Guests' });
    expect(heading.closest('section')?.parentElement?.matches('.info-rules')).toBe(true);
    expect(rulesOf('Guests')).toEqual(['Guests follow the same rules.']);
    expect(rulesOf('On the course')).toEqual(['Caps are worn as you like.']);
  });
});
